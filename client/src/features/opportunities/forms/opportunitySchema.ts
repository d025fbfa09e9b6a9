/**
 * The registration form's one schema: every rule of spec section 5, "New opportunity". The form keeps what the
 * user typed (masked texts, '' for an unanswered choice); createInput.ts turns it into the mutation's input.
 * Fields are in the order the form shows them, which is the order the missing-fields modal lists them in.
 */
import { z } from 'zod';
import {
  COMPANY_STATUSES,
  inactiveCompanyMessage,
  isInactiveCompanyStatus,
} from '../../../../../shared/company-status.js';
import type { ClosingProbability, OpportunityOrigin, SoftwareOwner } from '../../../__generated__/graphql.js';
import { parseReais } from '../../../lib/money.js';
import { digitsOf } from '../../../ui/masks.js';
import { isCnpj } from '../../cnpj/cnpj.js';
import { registrationMessages as m } from '../messages/registration.js';
import { DEFAULT_PROBABILITY, ORIGIN_LABELS, PROBABILITIES, SOFTWARE_OWNER_LABELS } from '../model.js';
import { BRAND_WITHOUT_SELLER } from '../rules.js';
import { isFutureConclusionDate } from './conclusionDate.js';
import { EMPTY_PRODUCT_ROW, parseAmount } from './productLines.js';

/** What the rules depend on besides the values. */
export interface RegistrationRules {
  /** The brand's slug: `yep` has no "Vendedor Prime". */
  brand: string;
  /** aaaa-mm-dd in Brasília: the conclusion date may not be earlier. */
  today: string;
}

const REQUIRED = m.required;
/** The customer e-mail after trimming, with a top-level part of 2 to 4 letters. */
const CUSTOMER_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
const CEP_DIGITS = 8;

/** Any empty field is missing (spec section 5). */
const filled = () => z.string().trim().min(1, REQUIRED);

/**
 * A filled field that must also pass `test`; an empty one is only missing. (Zod's `abort` would also skip the
 * follow-up questions' rule, which must report together with everything else.)
 */
const filledAnd = (test: (value: string) => boolean, message: string) => filled().refine((v) => !v || test(v), message);

/** A choice of a select: '' until one is made. */
const choice = <T extends string>(values: readonly T[]) =>
  z.enum(['', ...values] as ['', ...T[]]).refine((v) => v !== '', REQUIRED);

const ORIGINS = Object.keys(ORIGIN_LABELS) as OpportunityOrigin[];
const OWNERS = Object.keys(SOFTWARE_OWNER_LABELS) as SoftwareOwner[];
const YES_NO = ['true', 'false'] as const;
const ORGAN_TYPES = ['public', 'private'] as const;

/** A phone of 0 is missing, a full number of zeros is not a number, anything but 10 or 11 digits is wrong. */
function phoneProblem(masked: string): string | null {
  const digits = digitsOf(masked);
  const zeros = /^0*$/.test(digits);
  if (zeros && digits.length < 10) return REQUIRED;
  if (zeros) return m.zeroPhone;
  return digits.length === 10 || digits.length === 11 ? null : m.invalidPhone;
}

const phone = z.string().superRefine((v, ctx) => {
  const problem = phoneProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A quantity or a price of a main row: empty or 0 is missing; a text that reads as no number is wrong. */
const positive = (parse: (text: string) => number | null) =>
  z.string().superRefine((v, ctx) => {
    const value = parse(v);
    if (value !== null && value > 0) return;
    ctx.addIssue({ code: 'custom', message: v.trim() && value === null ? m.invalidNumber : REQUIRED });
  });

const mainRow = z.object({
  partNumber: filled(),
  description: filled(),
  amount: positive(parseAmount),
  price: positive(parseReais),
});

/** Accessories and competitors may leave every cell empty; what is typed must still read as a number. */
const optionalNumber = (parse: (text: string) => number | null) =>
  z.string().refine((v) => !v.trim() || parse(v) !== null, m.invalidNumber);
const optionalRow = z.object({
  partNumber: z.string(),
  description: z.string(),
  amount: optionalNumber(parseAmount),
  price: optionalNumber(parseReais),
});

const project = (today: string) =>
  z.object({
    application: filled(),
    specification: filled(),
    conclusionDate: filledAnd((v) => isFutureConclusionDate(v, today), m.futureDate),
    homologated: choice(YES_NO),
    haveCollector: choice(YES_NO),
    haveCollectorDescription: z.string(),
    partner: choice(YES_NO),
    partnerOwner: z.enum(['', ...OWNERS] as ['', ...SoftwareOwner[]]),
    partnerName: z.string(),
    opportunityType: choice(ORGAN_TYPES),
    opportunityTypeStatus: z.string(),
    justification: z.string(),
    additionalInformation: z.string(),
  });

export function opportunitySchema({ brand, today }: RegistrationRules) {
  return z
    .object({
      cnpj: filledAnd(isCnpj, m.invalidCnpj),
      corporateName: filled(),
      fantasyName: z.string(),
      street: z.string(),
      cep: filledAnd((v) => digitsOf(v).length === CEP_DIGITS, m.invalidCep),
      state: filled(),
      city: filled(),
      network: choice(YES_NO),
      contact: filled(),
      phone,
      email: filledAnd((v) => CUSTOMER_EMAIL.test(v), m.invalidEmail),
      opportunityOrigin: choice(ORIGINS),
      probabilityClosing: z.enum(PROBABILITIES as [ClosingProbability, ...ClosingProbability[]]),
      project: project(today),
      justification: z.string(),
      mainProducts: z.array(mainRow),
      accessories: z.array(optionalRow),
      competitors: z.array(optionalRow),
      /** The CRM id of the chosen "Vendedor Prime". */
      seller: brand === BRAND_WITHOUT_SELLER ? z.string() : filled(),
      acceptedTerm: z.boolean().refine((v) => v, REQUIRED),
      /** The company fields were typed: the CNPJ lookup service was unavailable (useCustomerLookup). */
      companyTyped: z.boolean(),
      /** The registration status the CNPJ lookup gave (null: none, or no lookup answered). */
      companyStatus: z.enum(COMPANY_STATUSES).nullable(),
    })
    .superRefine(
      ({ project: p, cnpj, companyStatus }, ctx) => {
        // The API refuses a company that is not active with the same words: the form says so before sending.
        if (isInactiveCompanyStatus(companyStatus) && isCnpj(cnpj)) {
          ctx.addIssue({ code: 'custom', message: inactiveCompanyMessage(companyStatus), path: ['cnpj'] });
        }
        const need = (value: string, field: string) => {
          if (!value.trim()) ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['project', field] });
        };
        if (p.haveCollector === 'true') need(p.haveCollectorDescription, 'haveCollectorDescription');
        if (p.partner === 'true') need(p.partnerOwner, 'partnerOwner');
        if (p.partner === 'true' && p.partnerOwner === 'PARTNERS') need(p.partnerName, 'partnerName');
        if (p.opportunityType === 'public') need(p.opportunityTypeStatus, 'opportunityTypeStatus');
      },
      // The follow-up questions are reported together with every other problem, not on the next submit.
      { when: () => true },
    );
}

export type OpportunityFormValues = z.input<ReturnType<typeof opportunitySchema>>;

export function emptyOpportunityForm(): OpportunityFormValues {
  return {
    cnpj: '',
    companyTyped: false,
    companyStatus: null,
    corporateName: '',
    fantasyName: '',
    street: '',
    cep: '',
    state: '',
    city: '',
    network: '',
    contact: '',
    phone: '',
    email: '',
    opportunityOrigin: '',
    probabilityClosing: DEFAULT_PROBABILITY,
    project: {
      application: '',
      specification: '',
      conclusionDate: '',
      homologated: '',
      haveCollector: '',
      haveCollectorDescription: '',
      partner: '',
      partnerOwner: '',
      partnerName: '',
      opportunityType: '',
      opportunityTypeStatus: '',
      justification: '',
      additionalInformation: '',
    },
    justification: '',
    mainProducts: [{ ...EMPTY_PRODUCT_ROW }],
    accessories: [{ ...EMPTY_PRODUCT_ROW }],
    competitors: [{ ...EMPTY_PRODUCT_ROW }],
    seller: '',
    acceptedTerm: false,
  };
}
