import { Button, EmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFileSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { type ErrorCodeName, hasCode, isSessionEnd } from '../apollo/errors.js';
import { LoadingSpinner } from './LoadingSpinner.js';
import { LoadError } from './list/LoadError.js';

export interface NotFoundText {
  title: string;
  detail: string;
  /** The list to go back to, and its link's text. */
  listPath: string;
  listLabel: string;
  icon?: ReactNode;
}

export interface RecordFallbackProps {
  loading: boolean;
  /** The query's error, if any. */
  error: unknown;
  loadingLabel: string;
  notFound: NotFoundText;
  /** Error codes that mean "not there for this user" (NOT_FOUND, and FORBIDDEN where the API answers that). */
  notFoundCodes: readonly ErrorCodeName[];
  /** Any other failure in the feature's words (its errors.ts). */
  errorMessage: (error: unknown) => string;
  onRetry: () => void;
}

/**
 * What a details page shows while it has no record: a spinner while asking; nothing once the session ended (on its
 * way to login); "not found" with the way back to the list when the record is not there for this user (the query
 * answered null, or with one of `notFoundCodes`); otherwise the failure and a retry.
 */
export function RecordFallback({
  loading,
  error,
  loadingLabel,
  notFound,
  notFoundCodes,
  errorMessage,
  onRetry,
}: RecordFallbackProps) {
  if (loading) {
    return <LoadingSpinner label={loadingLabel} />;
  }
  if (error && isSessionEnd(error)) return null;
  if (error && !notFoundCodes.some((code) => hasCode(error, code))) {
    return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
  }
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>{notFound.icon ?? <LuFileSearch />}</EmptyState.Indicator>
        <EmptyState.Title>{notFound.title}</EmptyState.Title>
        <EmptyState.Description>{notFound.detail}</EmptyState.Description>
        <Button asChild variant="outline">
          <RouterLink to={notFound.listPath}>{notFound.listLabel}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
