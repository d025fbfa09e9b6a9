import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { CnpjLookupDocument, type CnpjLookupQuery } from '../../../__generated__/graphql.js';
import { ErrorCode, failureOf } from '../../../apollo/errors.js';
import { cnpjCharsOf } from '../../../ui/masks.js';
import { cnpjMessages as m } from '../messages.js';

export type Company = CnpjLookupQuery['cnpjLookup'];
/** `unavailable`: the lookup service itself failed (not the CNPJ): a form may let the company be typed instead. */
export type CnpjLookupResult = { ok: true; company: Company } | { ok: false; message: string; unavailable: boolean };

/**
 * Spec section 5: 429 → the limit text; 404 or 400 → "CNPJ inválido! …"; anything else → "CNPJ inválido". Beyond
 * it, a failing lookup service says so instead of blaming the CNPJ.
 */
export function lookupFailureMessage(error: unknown): string {
  const { code } = failureOf(error);
  if (code === ErrorCode.CNPJ_LOOKUP_UNAVAILABLE) return m.unavailable;
  if (code === ErrorCode.RATE_LIMITED) return m.rateLimited;
  if (code === ErrorCode.NOT_FOUND || code === ErrorCode.BAD_USER_INPUT) return m.notFound;
  return m.otherFailure;
}

/** Looks a company up by CNPJ; always asks the network (the limit of 3 a minute is the server's to count). */
export function useCnpjLookup() {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);

  const lookup = useCallback(
    async (cnpj: string): Promise<CnpjLookupResult> => {
      setLoading(true);
      try {
        const { data } = await client.query({
          query: CnpjLookupDocument,
          variables: { cnpj: cnpjCharsOf(cnpj) },
          fetchPolicy: 'network-only',
        });
        return data
          ? { ok: true, company: data.cnpjLookup }
          : { ok: false, message: m.otherFailure, unavailable: false };
      } catch (error) {
        const unavailable = failureOf(error).code === ErrorCode.CNPJ_LOOKUP_UNAVAILABLE;
        return { ok: false, message: lookupFailureMessage(error), unavailable };
      } finally {
        setLoading(false);
      }
    },
    [client],
  );

  return { lookup, loading };
}
