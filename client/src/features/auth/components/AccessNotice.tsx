import { Button, EmptyState } from '@chakra-ui/react';
import { LuLock, LuMapPinOff } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { accessMessages as m } from '../accessMessages.js';
import { ROLE_LABELS } from '../roles.js';
import { useSession } from '../session/store.js';
import { startPageOf } from '../startPage.js';

/**
 * What a signed-in user sees, inside the panel's frame, on a panel address that is not for their profile
 * (`forbidden`) or that does not exist (`notFound`): said at once, with their own start page as the way on. The
 * session is fine, so it never sends them to the login form.
 */
export function AccessNotice({ reason }: { reason: 'forbidden' | 'notFound' }) {
  const session = useSession();
  const role = session?.roles[0];
  const forbidden = reason === 'forbidden';
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>{forbidden ? <LuLock /> : <LuMapPinOff />}</EmptyState.Indicator>
        <EmptyState.Title as="h1">{forbidden ? m.forbiddenTitle : m.notFoundTitle}</EmptyState.Title>
        <EmptyState.Description>
          {forbidden ? m.forbiddenDetail(role ? ROLE_LABELS[role] : '') : m.notFoundDetail}
        </EmptyState.Description>
        <Button asChild>
          <RouterLink to={startPageOf(session)}>{m.startPage}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
