import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isCnpj } from '../../cnpj/cnpj.js';
import { resaleMessages as m } from '../messages/signup.js';

/**
 * Step 2, "Sua revenda": the CNPJ (numeric or alphanumeric) typed by the user; the rest comes read-only from the
 * lookup, which must have found the company (its corporate name is then filled).
 */
export const resaleCompanySchema = z.object({
  cnpj: z.string().refine(isCnpj, m.invalidCnpj),
  corporateName: z.string().min(1, m.companyMissing),
  fantasyName: z.string(),
  cep: z.string(),
  city: z.string(),
  state: z.string(),
  street: z.string(),
});

export type ResaleCompanyValues = z.infer<typeof resaleCompanySchema>;

export const EMPTY_COMPANY: Omit<ResaleCompanyValues, 'cnpj'> = {
  corporateName: '',
  fantasyName: '',
  cep: '',
  city: '',
  state: '',
  street: '',
};

export function useResaleCompanyForm() {
  return useForm<ResaleCompanyValues>({
    resolver: zodResolver(resaleCompanySchema),
    mode: 'onTouched',
    defaultValues: { cnpj: '', ...EMPTY_COMPANY },
  });
}
