/** The mails about opportunities: a new one to analyse, decisions, renovation and renewal decisions. */
import { escapeHtml } from '../../../lib/html.js';
import {
  brandColour,
  button,
  details,
  opportunityDetails,
  opportunityLabel,
  opportunityLink,
  p,
  recipients,
} from './compose.js';
import type { MailTemplates } from './contract.js';

type OpportunityMails = Pick<
  MailTemplates,
  'opportunityCreated' | 'opportunityDecided' | 'opportunityInRenovation' | 'renewalDecided'
>;

export const opportunityMails: OpportunityMails = {
  opportunityCreated({ brand, origin, opportunity, ownerName }) {
    return {
      kind: 'opportunity-created',
      brand,
      subject: `Nova oportunidade para análise: ${opportunityLabel(opportunity)}`,
      html:
        p(`<strong>${escapeHtml(ownerName)}</strong> registrou uma nova oportunidade que aguarda análise.`) +
        opportunityDetails(opportunity) +
        button(opportunityLink(origin, opportunity.id), 'Analisar oportunidade', brandColour(brand)),
    };
  },

  opportunityDecided({ brand, to, origin, opportunity, approved, reason, register }) {
    const label = opportunityLabel(opportunity);
    return {
      kind: 'opportunity-decided',
      brand,
      to: recipients(to),
      subject: approved ? `Oportunidade aprovada: ${label}` : `Oportunidade reprovada: ${label}`,
      html:
        p(
          approved
            ? 'Sua oportunidade foi <strong>aprovada</strong> e está registrada em seu nome.'
            : 'Sua oportunidade foi <strong>reprovada</strong>.',
        ) +
        opportunityDetails(opportunity) +
        details(approved ? [['Registro', register]] : [['Motivo', reason]]) +
        button(opportunityLink(origin, opportunity.id), 'Ver oportunidade', brandColour(brand)),
    };
  },

  opportunityInRenovation({ brand, to, origin, opportunity, graceDays }) {
    return {
      kind: 'opportunity-renovation',
      brand,
      to: recipients(to),
      subject: `Oportunidade aguardando renovação: ${opportunityLabel(opportunity)}`,
      html:
        p('O prazo de validade do registro da sua oportunidade terminou.') +
        opportunityDetails(opportunity) +
        p(
          `Para manter a oportunidade em seu nome, solicite a renovação em até <strong>${escapeHtml(graceDays)} dias</strong>. ` +
            'Depois desse prazo ela expira.',
        ) +
        button(opportunityLink(origin, opportunity.id), 'Solicitar renovação', brandColour(brand)),
    };
  },

  renewalDecided({ brand, to, origin, opportunity, approved, reason }) {
    const label = opportunityLabel(opportunity);
    return {
      kind: 'renewal-decided',
      brand,
      to: recipients(to),
      subject: approved ? `Renovação aprovada: ${label}` : `Renovação reprovada: ${label}`,
      html:
        p(
          approved
            ? 'A renovação da sua oportunidade foi <strong>aprovada</strong>. Ela voltou para análise com um novo prazo.'
            : 'A renovação da sua oportunidade foi <strong>reprovada</strong> e ela expirou.',
        ) +
        opportunityDetails(opportunity) +
        (approved ? '' : details([['Motivo', reason]])) +
        button(opportunityLink(origin, opportunity.id), 'Ver oportunidade', brandColour(brand)),
    };
  },
};
