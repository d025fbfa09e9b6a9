/** The mail of the waiting list for protected customers (design section 16). */
import { maskCnpj } from '../../../lib/cnpj.js';
import { escapeHtml } from '../../../lib/html.js';
import { brandColour, brandName, button, greeting, p, recipients, trimOrigin } from './compose.js';
import type { MailTemplates } from './contract.js';

/** The registration form with the customer's CNPJ filled (the form reads `cnpj` from its address). */
export const registrationLink = (origin: string, cnpj: string) =>
  `${trimOrigin(origin)}/Painel/Opportunities/registration?cnpj=${encodeURIComponent(cnpj)}`;

export const watchMails: Pick<MailTemplates, 'customerReleased'> = {
  customerReleased({ brand, to, origin, name, cnpj }) {
    const masked = maskCnpj(cnpj);
    return {
      kind: 'customer-released',
      brand,
      to: recipients(to),
      subject: `Cliente liberado para registro: ${masked}`,
      html:
        greeting(name) +
        p(
          `O cliente do CNPJ <strong>${escapeHtml(masked)}</strong> não está mais protegido por outro registro no ` +
            `Portal de Oportunidades ${escapeHtml(brandName(brand))}. Você pediu para ser avisado: a oportunidade já ` +
            'pode ser registrada.',
        ) +
        p('A proteção fica com o primeiro registro que chegar.') +
        button(registrationLink(origin, cnpj), 'Registrar oportunidade', brandColour(brand)),
    };
  },
};
