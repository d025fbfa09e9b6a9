import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { uiMessages } from './messages.js';

export type ConfirmVariant = 'plain' | 'reject' | 'renewal';

const reason = z.string().trim().min(1, uiMessages.required);
/**
 * Spec section 5: a rejection needs a reason; a renewal needs a reason and a closing probability, one of the
 * `choices` the caller offers.
 */
export function confirmReasonSchema(variant: ConfirmVariant, choices: readonly string[] = []) {
  const probability = z.string().refine((v) => choices.includes(v), uiMessages.required);
  return z.object({
    reason: variant === 'plain' ? z.string() : reason,
    probabilityClosing: variant === 'renewal' ? probability : z.string(),
  });
}

export type ConfirmReasonValues = z.infer<ReturnType<typeof confirmReasonSchema>>;

export function useConfirmReasonForm(variant: ConfirmVariant, choices: readonly string[] = []) {
  return useForm<ConfirmReasonValues>({
    resolver: zodResolver(confirmReasonSchema(variant, choices)),
    mode: 'all',
    defaultValues: { reason: '', probabilityClosing: '' },
  });
}
