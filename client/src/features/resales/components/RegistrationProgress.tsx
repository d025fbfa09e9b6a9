import { HStack, Progress } from '@chakra-ui/react';
import { resaleMessages as m } from '../messages/signup.js';

/** 50% on step 1, 100% on step 2 (spec section 2). */
export function RegistrationProgress({ step }: { step: 1 | 2 }) {
  return (
    <Progress.Root value={step === 1 ? 50 : 100} size="sm" colorPalette="brand">
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="sm">{m.progress(step)}</Progress.Label>
        <Progress.ValueText fontSize="sm" />
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
