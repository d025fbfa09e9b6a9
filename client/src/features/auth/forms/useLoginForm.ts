import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** Both fields trimmed and non-empty (spec section 5, Login); the button stays off until then. */
export const loginSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().trim().min(1),
  keepConnected: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;

export function useLoginForm() {
  return useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { username: '', password: '', keepConnected: true },
  });
}
