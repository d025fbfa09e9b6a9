/**
 * The e-mails the main API sends (design section 4, E-mail): one function per notification, each returning the
 * mail to enqueue with `enqueueMail` in the transaction of the change. A mail to one known person comes addressed; a
 * mail to the brand's representatives comes as content only, and the caller addresses it to the role (`toRole`), whose
 * addresses the dispatcher looks up when it sends. Links are built from the page's
 * origin (`host` of the call), falling back to the brand's own origin (server/lib/brand-origin.ts). Bodies are HTML
 * in Portuguese; the mailer wraps them in the brand's template (logo, footer "Esta é uma mensagem automática. Por
 * favor, não responda!").
 *
 * Owned by the mail work; the signatures below are the contract the route modules call.
 */
import { escapeHtml, textToHtml } from '../../../lib/html.js';
import { accountMails } from './account-mails.js';
import { brandName, details, p, recipients } from './compose.js';
import type { MailTemplates } from './contract.js';
import { decisionMails } from './decision-mails.js';
import { opportunityMails } from './opportunity-mails.js';
import { watchMails } from './watch-mails.js';

export const mailTemplates: MailTemplates = {
  ...accountMails,
  ...opportunityMails,
  ...watchMails,
  ...decisionMails,
  contactForm({ brand, to, fullName, email, title, description }) {
    return {
      kind: 'contact-form',
      brand,
      to: recipients(to),
      subject: `Contato pelo portal: ${title}`,
      html:
        p(
          `Nova mensagem enviada pelo formulário de contato do Portal de Oportunidades ${escapeHtml(brandName(brand))}.`,
        ) +
        details([
          ['Nome', fullName],
          ['E-mail', email],
          ['Assunto', title],
        ]) +
        p(`<strong>Mensagem</strong><br>${textToHtml(description)}`),
    };
  },
};

export type { MailTemplates, OpportunityRef } from './contract.js';
