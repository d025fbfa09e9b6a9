import { Box, Center, Dialog, Portal, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { transientLayerProps } from './focusReturn.js';
import { uiMessages } from './messages.js';

/** Loading overlay: seconds after which its text changes (spec section 9). */
const LOADING_TEXT_STEPS_SECONDS = [10, 20, 30] as const;

/** The text step while `open`: 0 at first, one more at each step of spec section 9. */
function useLoadingStep(open: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!open) return;
    setStep(0);
    const timers = LOADING_TEXT_STEPS_SECONDS.map((s, i) => setTimeout(() => setStep(i + 1), s * 1000));
    return () => timers.forEach(clearTimeout);
  }, [open]);
  return step;
}

/** Index of the text to show after `elapsedMs` of waiting: 0 at first, then one more per step of spec section 9. */
export function loadingStepAt(elapsedMs: number): number {
  return LOADING_TEXT_STEPS_SECONDS.filter((s) => elapsedMs >= s * 1000).length;
}

export interface LoadingOverlayProps {
  open: boolean;
}

/** The spinner and the text of the wait's step (spec section 9), announced politely to screen readers. */
function LoadingMessage({ step }: { step: number }) {
  return (
    <VStack gap="4" p="8" textAlign="center">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <Text role="status" aria-live="polite" fontWeight="medium">
        {uiMessages.loadingSteps[step]}
      </Text>
    </VStack>
  );
}

/**
 * Covers the page while a slow call runs. The text reassures the user as the wait grows: it changes after 10, 20
 * and 30 seconds, announced politely to screen readers. It is a modal dialog that cannot be dismissed: the focus
 * stays in it and the page behind is hidden from assistive technology, so that neither the pointer nor the
 * keyboard can act on the page (send a form twice) while the call runs.
 */
export function LoadingOverlay({ open }: LoadingOverlayProps) {
  const step = useLoadingStep(open);

  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.700" />
        <Dialog.Positioner px="6">
          <Dialog.Content maxW="sm" aria-busy="true" {...transientLayerProps}>
            <Dialog.Title srOnly>{uiMessages.loadingTitle}</Dialog.Title>
            <LoadingMessage step={step} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The same overlay where there is no page behind it yet (the panel's guard confirming the session): the screen is
 * covered and says the same texts, without a dialog's focus trap and scroll lock, as nothing behind can be reached.
 */
export function LoadingScreen() {
  const step = useLoadingStep(true);
  return (
    <Center position="fixed" inset="0" bg="blackAlpha.700" px="6" aria-busy="true">
      <Box bg="bg.panel" rounded="l3" boxShadow="lg" maxW="sm" w="full">
        <LoadingMessage step={step} />
      </Box>
    </Center>
  );
}
