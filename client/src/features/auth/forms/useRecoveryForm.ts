import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authMessages } from '../messages.js';

export const recoverySchema = z.object({
  email: z.string().trim().pipe(z.email(authMessages.invalidEmail)),
});

export type RecoveryValues = z.infer<typeof recoverySchema>;

export function useRecoveryForm() {
  return useForm<RecoveryValues>({
    resolver: zodResolver(recoverySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
}
