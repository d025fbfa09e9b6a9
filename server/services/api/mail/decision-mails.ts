/** The approval clock's daily digest to the brand's representatives (design section 17). */

import { DECISION_OVERDUE_LINK_PARAM } from '../../../../shared/list-links.js';
import { escapeHtml } from '../../../lib/html.js';
import { brandColour, brandName, button, opportunityLabel, opportunityLink, p, trimOrigin } from './compose.js';
import type { MailTemplates } from './contract.js';

/** The opportunity list opened on the filter "Fora do prazo" alone: it shows the same set as the digest. */
const listLink = (origin: string) => `${trimOrigin(origin)}/Painel/Opportunities?${DECISION_OVERDUE_LINK_PARAM}=true`;

const days = (n: number) => `${n} ${n === 1 ? 'dia útil' : 'dias úteis'}`;

export const decisionMails: Pick<MailTemplates, 'decisionDigest'> = {
  decisionDigest({ brand, origin, targetDays, total, items }) {
    const rows = items
      .map(
        (o) =>
          `<li style="margin:0 0 8px 0"><a href="${escapeHtml(opportunityLink(origin, o.opportunity.id))}">` +
          `${escapeHtml(opportunityLabel(o.opportunity))}</a> — ${o.renewal ? 'renovação ' : ''}aguardando há ` +
          `${days(o.waitingBusinessDays)}</li>`,
      )
      .join('');
    const more = total > items.length ? p(`E mais ${total - items.length} na lista do portal.`) : '';
    return {
      kind: 'decision-digest',
      brand,
      subject:
        total === 1 ? '1 oportunidade fora do prazo de decisão' : `${total} oportunidades fora do prazo de decisão`,
      html:
        p(
          `No Portal de Oportunidades ${escapeHtml(brandName(brand))}, ${total === 1 ? 'esta aguarda' : 'estas aguardam'} ` +
            `decisão há mais de ${days(targetDays)}, o prazo da marca:`,
        ) +
        `<ul style="margin:0 0 16px 0;padding-left:20px;line-height:1.5">${rows}</ul>` +
        more +
        p('Na lista de oportunidades, o filtro "Fora do prazo" mostra todas.') +
        button(listLink(origin), 'Abrir a lista de oportunidades', brandColour(brand)),
    };
  },
};
