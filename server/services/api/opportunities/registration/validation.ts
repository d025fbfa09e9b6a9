import { z } from 'zod';
import { STALE_TERMS, TERMS_VERSION } from '../../../../../shared/terms.js';
import { INVALID_CNPJ, isCnpj, normalizeCnpj } from '../../../../lib/cnpj.js';
import { COUNTRY } from '../../../../lib/input-rules.js';
import { parseBody } from '../../../../lib/validation.js';
import { DEFAULT_PROBABILITY_CLOSING, PROBABILITY_CLOSING_VALUES } from '../rules.js';
import {
  checkedText,
  digitsOf,
  optionalBoolean,
  optionalText,
  REQUIRED,
  requiredBoolean,
  requiredText,
  toBoolean,
} from './form-fields.js';
import { productsSchema } from './products.js';
import { projectSchema } from './project.js';

export const OPPORTUNITY_ORIGINS = [
  'Employee',
  'Partner',
  'Trade Show',
  'Email',
  'Prospect',
  'LeadGrupoArtico',
  'ResaleWebsite',
  'Other',
] as const;

/** The 27 federative units (state codes). */
export const UFS = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' ');

/** The customer e-mail after trimming, with a top-level part of 2 to 4 letters (spec section 5). */
const CUSTOMER_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

const WRONG_PROBABILITY = 'Probabilidade de fechamento inválida: use 25, 50, 75 ou 100';

/** The brand without a "Vendedor Prime" (spec section 5: the seller is required unless the company is "yep"). */
export const BRAND_WITHOUT_SELLER = 'yep';

const phone = checkedText(
  (s) => /^\d{10,11}$/.test(s),
  'Verifique o telefone digitado',
  (v) => {
    const d = digitsOf(v);
    // A phone of 0 counts as missing; a full number of zeros is an invalid number.
    if (/^0*$/.test(d) && d.length < 10) return '';
    return d;
  },
).refine((s) => !/^0+$/.test(s), 'Numero inválido');

export const NAME_FOR_REPRESENTATIVES = 'Somente representantes podem dar nome à oportunidade';

/** What the rules depend on besides the payload. */
export interface CreateRules {
  brand: string;
  /** 'yyyy-mm-dd', Brazilian day: the conclusion date may not be earlier. */
  today: string;
  /** Whether the registrant may name the opportunity (representatives); others get the default name. */
  mayName: boolean;
}

/** The opportunity create payload (spec section 3) with the rules of spec section 5 that a server can check. */
export function createOpportunitySchema(opts: CreateRules) {
  return z.object({
    name: opts.mayName ? optionalText(255) : optionalText(255).refine((v) => v === null, NAME_FOR_REPRESENTATIVES),
    justification: optionalText(4000),
    cnpj: checkedText(isCnpj, INVALID_CNPJ, (v) =>
      typeof v === 'number' ? String(v).padStart(14, '0') : String(v).trim(),
    ).transform(normalizeCnpj),
    contact: requiredText(255),
    network: requiredBoolean(),
    email: checkedText(
      (s) => CUSTOMER_EMAIL.test(s),
      'Verifique o email digitado',
      (v) => String(v).trim(),
    ),
    fantasyName: optionalText(255),
    corporateName: requiredText(255),
    street: optionalText(255),
    cep: checkedText(
      (s) => /^\d{8}$/.test(s),
      'CEP inválido',
      (v) => (typeof v === 'number' ? String(v).padStart(8, '0') : digitsOf(v)),
    ),
    city: requiredText(120),
    state: checkedText(
      (s) => UFS.includes(s),
      'UF inválida',
      (v) => String(v).trim().toUpperCase(),
    ),
    country: z
      .preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : COUNTRY), z.string())
      .refine((s) => s.toLowerCase() === COUNTRY.toLowerCase(), `País deve ser ${COUNTRY}`)
      .transform(() => COUNTRY),
    phone,
    probabilityClosing: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? DEFAULT_PROBABILITY_CLOSING : Number(v)),
      z
        .number({ error: WRONG_PROBABILITY })
        .refine((n) => (PROBABILITY_CLOSING_VALUES as readonly number[]).includes(n), WRONG_PROBABILITY),
    ),
    acceptedTerm: z.preprocess(toBoolean, z.literal(true, { error: REQUIRED })),
    /** The terms the form showed; absent (an older client, a script) means the ones in force, which are stored. */
    acceptedTermVersion: z
      .preprocess((v) => (v === undefined || v === null || v === '' ? TERMS_VERSION : v), z.string())
      .refine((v) => v === TERMS_VERSION, STALE_TERMS),
    seller: opts.brand === BRAND_WITHOUT_SELLER ? optionalText(255) : requiredText(255),
    sellerSalesforceId: optionalText(64),
    opportunityOrigin: checkedText(
      (s) => (OPPORTUNITY_ORIGINS as readonly string[]).includes(s),
      'Origem da oportunidade inválida',
      (v) => String(v).trim(),
    ),
    company: optionalText(64),
    /** The registrant typed the company because the lookup was unavailable (create.ts decides what is stored). */
    companyTyped: optionalBoolean(),
    // A payload without projects reports each project field as missing, as the form lists them.
    projects: z.preprocess((v) => (Array.isArray(v) && v.length ? v : [{}]), z.array(projectSchema(opts.today))),
    products: productsSchema,
  });
}

export type CreateOpportunityInput = z.output<ReturnType<typeof createOpportunitySchema>>;

export const MISSING_FIELDS = 'Campos obrigatórios ausentes!';

/** The validated payload, or 400 "Campos obrigatórios ausentes!" with the message of every wrong field at once. */
export function parseCreateOpportunity(body: unknown, opts: CreateRules): CreateOpportunityInput {
  return parseBody(createOpportunitySchema(opts), body, MISSING_FIELDS);
}

export { REQUIRED };
