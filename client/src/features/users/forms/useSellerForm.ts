import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EMPTY_SELLER, type SellerInputValues, type SellerValues, sellerSchema } from './sellerSchema.js';

/** The seller form: messages once a field is left, "Finalizar" enabled while the whole form is valid. */
export function useSellerForm() {
  return useForm<SellerValues, unknown, SellerInputValues>({
    resolver: zodResolver(sellerSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_SELLER,
  });
}
