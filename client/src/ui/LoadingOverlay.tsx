import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LOADING_TEXT_STEPS_SECONDS } from '../constants.js';
import { uiMessages } from './messages.js';

/** Index of the text to show after `elapsedMs` of waiting: 0 at first, then one more per step of spec section 9. */
export function loadingStepAt(elapsedMs: number): number {
  return LOADING_TEXT_STEPS_SECONDS.filter((s) => elapsedMs >= s * 1000).length;
}

export interface LoadingOverlayProps {
  open: boolean;
}

/**
 * Covers the page while a slow call runs. The text reassures the user as the wait grows: it changes after 10, 20
 * and 30 seconds. Announced politely to screen readers.
 */
export function LoadingOverlay({ open }: LoadingOverlayProps) {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!open) return;
    setStep(0);
    const timers = LOADING_TEXT_STEPS_SECONDS.map((s, i) => setTimeout(() => setStep(i + 1), s * 1000));
    return () => timers.forEach(clearTimeout);
  }, [open]);

  if (!open) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.700"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
      aria-busy="true"
    >
      <VStack gap="4" bg="bg.panel" color="fg" rounded="l3" p="8" maxW="sm" textAlign="center" shadow="lg">
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
        <Text role="status" aria-live="polite" fontWeight="medium">
          {uiMessages.loadingSteps[step]}
        </Text>
      </VStack>
    </Box>
  );
}
