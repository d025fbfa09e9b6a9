import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ExportProgress as Progressing } from '../hooks/useExportOpportunities.js';
import { opportunityListMessages as m } from '../messages/list.js';

/** "Exportando… 5.000 de 12.345" over a bar, with a way out; the bar waits undetermined until the total is known. */
export function ExportProgress({ progress, onCancel }: { progress: Progressing; onCancel: () => void }) {
  const known = progress.total > 0;
  const label = known ? m.exporting(progress.done, progress.total) : m.exportStarting;
  return (
    <Stack gap="2" p="4" borderWidth="1px" rounded="l3" bg="bg.subtle">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" aria-live="polite">
          {label}
        </Text>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {m.cancelExport}
        </Button>
      </HStack>
      <Progress.Root value={known ? progress.done : null} max={known ? progress.total : 100} size="sm">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
