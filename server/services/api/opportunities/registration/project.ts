import { z } from 'zod';
import { parseConclusionDate } from '../dates.js';
import { EVEN_AFTER_ERRORS, optionalText, REQUIRED, requiredBoolean, requiredText } from './form-fields.js';

export const PARTNER_OWNERS = ['Software da Revenda', 'Software Próprio', 'Software de Parceiros'] as const;
export const PARTNERS_SOFTWARE = 'Software de Parceiros';
export const FUTURE_DATE = 'Data de conclusão deve ser uma data futura';

const unaccented = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The spec spells it "Software Proprio"; both spellings (any case) are stored as "Software Próprio". */
function partnerOwner(v: unknown): unknown {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  return PARTNER_OWNERS.find((o) => unaccented(o) === unaccented(v)) ?? v;
}

/** Not before today; a date typed as dd/mm/yy is as good as yyyy-mm-dd. */
const conclusionDate = (today: string) =>
  requiredText(10).transform((s, ctx) => {
    const day = parseConclusionDate(s);
    if (!day || day < today) {
      ctx.issues.push({ code: 'custom', message: FUTURE_DATE, input: s });
      return z.NEVER;
    }
    return day;
  });

/**
 * The project of an opportunity. Follow-up questions are required only when their question is answered "yes"
 * (checked even when another field failed); otherwise whatever was typed in them is dropped, so a stored answer
 * always matches its question.
 */
export const projectSchema = (today: string) =>
  z
    .object({
      aplication: requiredText(2000),
      specification: requiredText(2000),
      additionalInformation: optionalText(4000),
      conclusionDate: conclusionDate(today),
      homologated: requiredBoolean(),
      haveCollector: requiredBoolean(),
      haveCollectorDescription: optionalText(2000),
      partner: requiredBoolean(),
      partnerOwner: z.preprocess(
        partnerOwner,
        z.enum(PARTNER_OWNERS, { error: 'Dono do software inválido' }).optional(),
      ),
      partnerName: optionalText(255),
      opportunityType: requiredBoolean(),
      opportunityTypeStatus: optionalText(2000),
      justification: optionalText(4000),
    })
    .superRefine((p, ctx) => {
      const need = (ok: unknown, field: string) => {
        if (!ok) ctx.addIssue({ code: 'custom', message: REQUIRED, path: [field] });
      };
      if (p.haveCollector === true) need(p.haveCollectorDescription, 'haveCollectorDescription');
      if (p.partner === true) need(p.partnerOwner, 'partnerOwner');
      if (p.partner === true && p.partnerOwner === PARTNERS_SOFTWARE) need(p.partnerName, 'partnerName');
      if (p.opportunityType === true) need(p.opportunityTypeStatus, 'opportunityTypeStatus');
    }, EVEN_AFTER_ERRORS)
    .transform((p) => ({
      ...p,
      haveCollectorDescription: p.haveCollector ? p.haveCollectorDescription : null,
      partnerOwner: p.partner ? (p.partnerOwner ?? null) : null,
      partnerName: p.partner && p.partnerOwner === PARTNERS_SOFTWARE ? p.partnerName : null,
      opportunityTypeStatus: p.opportunityType ? p.opportunityTypeStatus : null,
    }));

export type ProjectInput = z.output<ReturnType<typeof projectSchema>>;
