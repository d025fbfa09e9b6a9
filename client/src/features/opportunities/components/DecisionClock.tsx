import { Badge, HStack, Text } from '@chakra-ui/react';
import { LuClock } from 'react-icons/lu';
import { opportunityListMessages as m } from '../messages/list.js';

/**
 * How long an opportunity or a renewal has waited for a decision, in business days, with a "Fora do prazo" badge past
 * the brand's target (design section 17). Nothing once decided.
 */
export function DecisionClock({
  waitingBusinessDays,
  overdue,
}: {
  waitingBusinessDays: number | null;
  overdue: boolean;
}) {
  if (waitingBusinessDays === null) return null;
  return (
    <HStack gap="1.5" wrap="wrap" data-testid="decision-clock">
      <Text as="span" textStyle="xs" color="fg.muted" display="inline-flex" alignItems="center" gap="1">
        <LuClock aria-hidden />
        {m.waiting(waitingBusinessDays)}
      </Text>
      {overdue && (
        <Badge colorPalette="red" variant="solid" size="sm" whiteSpace="nowrap">
          {m.decisionOverdue}
        </Badge>
      )}
    </HStack>
  );
}
