/**
 * From the registration form to `CreateOpportunityInput` (spec section 3) and back: the server names a wrong field
 * by its input path (`project.application`, `products.2.amount` counting the lines sent), the form by its own
 * (`accessories.0.amount`), and people by its label.
 */

import { TERMS_VERSION } from '../../../../../shared/terms.js';
import type { CreateOpportunityInput } from '../../../__generated__/graphql.js';
import { cnpjCharsOf, digitsOf } from '../../../ui/masks.js';
import { fieldLabel } from '../fieldLabels.js';
import { registrationMessages as m, type ProductGroup } from '../messages/registration.js';
import { NOT_INFORMED } from '../model.js';
import { parseConclusionDate } from './conclusionDate.js';
import type { OpportunityFormValues } from './opportunitySchema.js';
import { PRODUCT_GROUPS, sentLines } from './productLines.js';

/** A "Vendedor Prime" of the CRM as the seller select offers it. */
export interface SellerChoice {
  userId: string;
  name: string;
}

export interface CreateRequest {
  input: CreateOpportunityInput;
  /** The form row of each line sent, by the line's index in `input.products`. */
  lineRows: string[];
}

const orNull = (text: string) => text.trim() || null;
const yes = (answer: string) => answer === 'true';

/**
 * The input of a valid form. Optional follow-up answers go only with a "yes" to their question; the fantasy name
 * the lookup showed as "N/C" is no name; the opportunity name is not sent (representatives only name it).
 */
export function toCreateInput(values: OpportunityFormValues, sellers: readonly SellerChoice[]): CreateRequest {
  const p = values.project;
  const seller = sellers.find((s) => s.userId === values.seller);
  const lines = sentLines(values);
  const partner = yes(p.partner);
  return {
    lineRows: lines.map((l) => l.formPath),
    input: {
      cnpj: cnpjCharsOf(values.cnpj),
      corporateName: values.corporateName.trim(),
      companyTyped: values.companyTyped,
      fantasyName: values.fantasyName === NOT_INFORMED ? null : orNull(values.fantasyName),
      street: orNull(values.street),
      cep: digitsOf(values.cep),
      state: values.state,
      city: values.city,
      network: yes(values.network),
      contact: values.contact.trim(),
      phone: digitsOf(values.phone),
      email: values.email.trim(),
      opportunityOrigin: values.opportunityOrigin || null,
      probabilityClosing: values.probabilityClosing,
      justification: orNull(values.justification),
      seller: seller?.name ?? null,
      sellerSalesforceId: seller?.userId ?? null,
      acceptedTerm: values.acceptedTerm,
      acceptedTermVersion: TERMS_VERSION,
      project: {
        application: p.application.trim(),
        specification: p.specification.trim(),
        additionalInformation: orNull(p.additionalInformation),
        conclusionDate: parseConclusionDate(p.conclusionDate),
        homologated: yes(p.homologated),
        haveCollector: yes(p.haveCollector),
        haveCollectorDescription: yes(p.haveCollector) ? orNull(p.haveCollectorDescription) : null,
        partner,
        partnerOwner: partner ? p.partnerOwner || null : null,
        partnerName: partner && p.partnerOwner === 'PARTNERS' ? orNull(p.partnerName) : null,
        opportunityType: p.opportunityType === 'public',
        opportunityTypeStatus: p.opportunityType === 'public' ? orNull(p.opportunityTypeStatus) : null,
        justification: orNull(p.justification),
      },
      products: lines.map((l) => l.line),
    },
  };
}

/** The form's fields that hold an input field under another name. */
const FORM_PATH_OF_INPUT: Record<string, string> = {
  sellerSalesforceId: 'seller',
  // "Informe ao menos um produto principal": the main row is where it is filled.
  products: 'mainProducts.0.partNumber',
};

/** An input path of a server field error → the form path to mark (the line's own row for `products.<n>.*`). */
export function formPathOf(inputPath: string, lineRows: readonly string[]): string {
  const line = /^products\.(\d+)(\.\w+)?$/.exec(inputPath);
  if (line) {
    const row = lineRows[Number(line[1])];
    if (row) return `${row}${line[2] ?? '.partNumber'}`;
  }
  return FORM_PATH_OF_INPUT[inputPath] ?? inputPath;
}

const GROUP_OF_FIELD = Object.fromEntries(PRODUCT_GROUPS.map((g) => [g.field, g.group])) as Record<
  string,
  ProductGroup
>;

/** How people read a form path: its label (fields.ts), a product cell with its row ("Acessório 2: Quantidade"). */
export function formFieldLabel(formPath: string): string {
  const cell = /^(\w+)\.(\d+)\.(\w+)$/.exec(formPath);
  const group = cell && GROUP_OF_FIELD[cell[1]];
  if (cell && group) return m.productCell(group, Number(cell[2]) + 1, fieldLabel(`products.${cell[3]}`));
  return fieldLabel(formPath);
}
