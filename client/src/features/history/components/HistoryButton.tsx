import { Button } from '@chakra-ui/react';
import { LuHistory } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { historyMessages as m } from '../messages.js';
import { type HistoryListType, historyPath } from '../urls.js';

/** "Histórico" on a details page: opens the record's history, whose "Voltar" returns to the list of `type`. */
export function HistoryButton({ id, type }: { id: string; type: HistoryListType }) {
  return (
    <Button asChild variant="outline">
      <RouterLink to={historyPath(id, type)}>
        <LuHistory aria-hidden />
        {m.title}
      </RouterLink>
    </Button>
  );
}
