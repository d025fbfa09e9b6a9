import { Box, IconButton } from '@chakra-ui/react';
import { type ComponentProps, forwardRef, lazy, type ReactElement, Suspense, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { withRecipes } from '../../../theme/system.js';
import { notificationMessages as m } from '../messages.js';
import { useNotifications } from '../store.js';

// The popover (positioning, focus trap, dismissal) is not part of the login page's first load: it loads when the
// visitor points at or focuses the bell, and mounts open when the bell is pressed.
const loadPopover = () => withRecipes(import('./NotificationPopover.js'));
const NotificationPopover = lazy(async () => ({ default: (await loadPopover()).NotificationPopover }));

type BellButtonProps = Omit<ComponentProps<typeof IconButton>, 'children' | 'aria-label'>;

/** The bell itself, with an alert dot while there are notices. */
const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(props, ref) {
  const any = useNotifications().length > 0;
  return (
    <IconButton ref={ref} aria-label={any ? m.bellWithAlert : m.bell} variant="ghost" position="relative" {...props}>
      <LuBell />
      {any && (
        <Box
          data-testid="notification-dot"
          position="absolute"
          top="1.5"
          right="1.5"
          boxSize="2.5"
          rounded="full"
          bg="red.solid"
          borderWidth="2px"
          borderColor="bg"
        />
      )}
    </IconButton>
  );
});

/** The bell of the login page: lists this browser's notices, with an alert dot while there are any. */
export function NotificationBell() {
  const [pressed, setPressed] = useState(false);
  const warm = () => void loadPopover();
  const idle: ReactElement = (
    <BellButton
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => setPressed(true)}
      aria-haspopup="dialog"
      aria-expanded={false}
    />
  );
  if (!pressed) return idle;
  // Until the chunk is there the same bell stays; then the popover takes it over, open, and keeps the focus on it.
  return (
    <Suspense fallback={idle}>
      <NotificationPopover trigger={<BellButton />} />
    </Suspense>
  );
}
