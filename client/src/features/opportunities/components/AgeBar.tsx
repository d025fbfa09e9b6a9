import { Box, Stack, Text } from '@chakra-ui/react';
import { ELAPSED_DAYS_CAP } from '../../../constants.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { ageBar } from '../model.js';

export interface AgeBarProps {
  /** Days since the validity began (creation or last approved renewal), as the API counts them, capped at 60. */
  elapsedDays: number;
  /** Days of validity left, as the API counts them from the same start; null outside analysis. */
  expireDays: number | null;
}

/**
 * How long an opportunity has waited in analysis (docs/rest-api.md, "Age of an opportunity"): a bar on a 60-day
 * scale, green up to 20 days, yellow to 40, red beyond, with the days written out (the colour alone says nothing to
 * some readers). Both numbers are the API's, so the list and the details cannot disagree with it or with each other.
 */
export function AgeBar({ elapsedDays, expireDays }: AgeBarProps) {
  const bar = ageBar(elapsedDays);
  const text = expireDays === null ? m.ageDays(bar.days) : `${m.ageDays(bar.days)} · ${m.daysLeft(expireDays)}`;
  return (
    <Stack gap="1" minW="32">
      <Box
        role="meter"
        aria-label={m.columns.age}
        aria-valuemin={0}
        aria-valuemax={ELAPSED_DAYS_CAP}
        aria-valuenow={bar.days}
        aria-valuetext={text}
        h="2"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${bar.percent}%`} colorPalette={bar.tone} bg="colorPalette.solid" rounded="full" />
      </Box>
      <Text fontSize="xs" color="fg.muted" aria-hidden>
        {text}
      </Text>
    </Stack>
  );
}
