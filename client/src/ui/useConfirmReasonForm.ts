import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CLOSING_PROBABILITIES, uiMessages } from './messages.js';

export type ConfirmVariant = 'plain' | 'reject' | 'renewal';

const reason = z.string().trim().min(1, uiMessages.required);
const probability = z
  .string()
  .refine((v) => CLOSING_PROBABILITIES.some((p) => String(p.value) === v), uiMessages.required);

/** Spec section 5: a rejection needs a reason; a renewal needs a reason and a closing probability. */
export function confirmReasonSchema(variant: ConfirmVariant) {
  return z.object({
    reason: variant === 'plain' ? z.string() : reason,
    probabilityClosing: variant === 'renewal' ? probability : z.string(),
  });
}

export type ConfirmReasonValues = z.infer<ReturnType<typeof confirmReasonSchema>>;

export function useConfirmReasonForm(variant: ConfirmVariant) {
  return useForm<ConfirmReasonValues>({
    resolver: zodResolver(confirmReasonSchema(variant)),
    mode: 'all',
    defaultValues: { reason: '', probabilityClosing: '' },
  });
}
