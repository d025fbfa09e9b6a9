import { Box, Stack, Text } from '@chakra-ui/react';
import { opportunityListMessages as m } from '../messages/list.js';
import { ageBar } from '../model.js';

export interface AgeBarProps {
  /** Days since creation (the server caps them at 60). */
  elapsedDays: number;
  /** Days of validity left. */
  expireDays: number | null;
}

/**
 * How long an opportunity has waited in analysis (spec section 2): a bar on a 60-day scale, green up to 20 days,
 * yellow to 40, red beyond, with the days written out (the colour alone says nothing to some readers).
 */
export function AgeBar({ elapsedDays, expireDays }: AgeBarProps) {
  const bar = ageBar(elapsedDays);
  return (
    <Stack gap="1" minW="32">
      <Box h="2" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
        <Box h="full" w={`${bar.percent}%`} colorPalette={bar.tone} bg="colorPalette.solid" rounded="full" />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {m.ageDays(bar.days)}
        {expireDays !== null && ` · ${m.daysLeft(expireDays)}`}
      </Text>
    </Stack>
  );
}
