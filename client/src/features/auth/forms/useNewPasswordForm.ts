import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type NewPasswordValues, newPasswordSchema } from './passwordPolicy.js';

export function useNewPasswordForm() {
  return useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });
}
