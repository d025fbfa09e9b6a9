import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
// zod/mini: the login page is the first thing every visitor loads, and classic zod would add some 20 KB to it.
import { z } from 'zod/mini';

/** Both fields trimmed and non-empty (spec section 5, Login); the button stays off until then. */
export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.trim(), z.minLength(1)),
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
