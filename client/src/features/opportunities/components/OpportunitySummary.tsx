import { Alert, Badge, Heading, HStack, Stack } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import type { OpportunityDetailFieldsFragment } from '../../../__generated__/graphql.js';
import { formatDate } from '../../../lib/format.js';
import { FactGrid, FactItem } from '../../../ui/FactGrid.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';
import { opportunityListMessages } from '../messages/list.js';
import { NOT_INFORMED } from '../model.js';
import { AgeBar } from './AgeBar.js';
import { DecisionClock } from './DecisionClock.js';
import { summaryFacts } from './detailsView.js';
import { StatusBadge } from './StatusBadge.js';

/** Why it was refused, or why its owner asks for a renewal: the reason the status carries. */
function reasonTitle(status: OpportunityDetailFieldsFragment['status']) {
  if (status === 'DISAPPROVED') return m.rejectionReason;
  if (status === 'AWAITING_RENOVATION') return m.renewalReason;
  return null;
}

/** The head of the details: name, status, protection, the reason of its status, and the opportunity's facts. */
export function OpportunitySummary({ opportunity: o }: { opportunity: OpportunityDetailFieldsFragment }) {
  const reason = reasonTitle(o.status);
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Heading as="h2" size="lg" wordBreak="break-word">
          {o.name || o.corporateName || NOT_INFORMED}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <StatusBadge status={o.status} />
          <DecisionClock waitingBusinessDays={o.waitingBusinessDays ?? null} overdue={o.decisionOverdue} />
          {o.protectedUntil && (
            <Badge colorPalette="green" variant="outline" size="md">
              <LuShieldCheck aria-hidden />
              {m.protectedUntil(formatDate(o.protectedUntil))}
            </Badge>
          )}
        </HStack>
      </Stack>
      {reason && (
        <Alert.Root status={o.status === 'DISAPPROVED' ? 'error' : 'warning'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{reason}</Alert.Title>
            <Alert.Description whiteSpace="pre-line" wordBreak="break-word">
              {o.reason || NOT_INFORMED}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <FactGrid facts={summaryFacts(o)}>
        {o.status === 'ANALYSIS' && (
          <FactItem label={opportunityListMessages.columns.age}>
            <AgeBar elapsedDays={o.elapsedDays} expireDays={o.expireDays} />
          </FactItem>
        )}
      </FactGrid>
    </Stack>
  );
}
