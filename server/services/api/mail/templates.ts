/**
 * The e-mails the main API sends (DESIGN section 4, E-mail): one function per notification, each returning the
 * OutgoingMail to enqueue with `enqueueMail` in the transaction of the change. Links are built from the page's
 * origin (`host` of the call), falling back to config.publicUrl. Bodies are HTML in Portuguese; the mailer wraps them
 * in the brand's template (logo, footer "Esta é uma mensagem automática. Por favor, não responda!").
 *
 * Owned by the mail work; the signatures below are the contract the route modules call.
 */
import { maskCnpj } from '../../../lib/cnpj.js';
import {
  brandColour,
  brandName,
  button,
  details,
  esc,
  escMultiline,
  greeting,
  opportunityDetails,
  opportunityLabel,
  opportunityLink,
  p,
  resalesLink,
  setPasswordLink,
  trimOrigin,
} from './compose.js';
import type { OutgoingMail } from './outbox.js';

export interface OpportunityRef {
  id: string;
  name: string | null;
  corporateName: string | null;
  cnpj: string;
  estimated: string;
}

export interface MailTemplates {
  /** To the brand's representatives: a new sign-up awaits analysis. */
  resaleSignupToRepresentatives(a: {
    brand: string;
    to: string[];
    origin: string;
    resale: {
      id: string;
      fantasyName: string | null;
      corporateName: string | null;
      cnpj: string;
      contactName: string;
      email: string;
      phone: string;
    };
  }): OutgoingMail;
  /** To the applicant: sign-up received. */
  resaleSignupReceived(a: { brand: string; to: string; origin: string; contactName: string }): OutgoingMail;
  /** To the applicant: approved, with the single-use set-password link (24 h). */
  resaleApproved(a: { brand: string; to: string; origin: string; contactName: string; token: string }): OutgoingMail;
  /** To the applicant: rejected, with the reason. */
  resaleRejected(a: { brand: string; to: string; origin: string; contactName: string; reason: string }): OutgoingMail;
  /** To a new seller: account created by the resale, with the set-password link (24 h). */
  sellerCreated(a: {
    brand: string;
    to: string;
    origin: string;
    name: string;
    resaleName: string;
    token: string;
  }): OutgoingMail;
  /** Password reset link (1 h). `redirectUrl`, when given by the caller, replaces origin + /recovery-password. */
  passwordReset(a: {
    brand: string;
    to: string;
    origin: string;
    name: string;
    token: string;
    redirectUrl?: string;
  }): OutgoingMail;
  /** To the brand's representatives: a new opportunity awaits analysis. */
  opportunityCreated(a: {
    brand: string;
    to: string[];
    origin: string;
    opportunity: OpportunityRef;
    ownerName: string;
  }): OutgoingMail;
  /** To the owner: approved (with the CRM id) or rejected (with the reason). */
  opportunityDecided(a: {
    brand: string;
    to: string;
    origin: string;
    opportunity: OpportunityRef;
    approved: boolean;
    reason?: string | null;
    register?: string | null;
  }): OutgoingMail;
  /** To the owner: validity ended, renewal can be requested. */
  opportunityInRenovation(a: {
    brand: string;
    to: string;
    origin: string;
    opportunity: OpportunityRef;
    graceDays: number;
  }): OutgoingMail;
  /** To the owner: renewal approved (back to analysis) or rejected (expired, with the reason). */
  renewalDecided(a: {
    brand: string;
    to: string;
    origin: string;
    opportunity: OpportunityRef;
    approved: boolean;
    reason?: string | null;
  }): OutgoingMail;
  /** To the brand's contact address: the contact form. */
  contactForm(a: {
    brand: string;
    to: string;
    fullName: string;
    email: string;
    title: string;
    description: string;
  }): OutgoingMail;
}

const list = (to: string | string[]) => (Array.isArray(to) ? to : [to]);

/** The reset link: the caller's own page when it is one of ours (same origin), else /recovery-password. */
function resetLink(origin: string, token: string, redirectUrl?: string): string {
  if (redirectUrl) {
    try {
      const url = new URL(redirectUrl);
      if (url.origin === new URL(trimOrigin(origin)).origin) {
        url.searchParams.set('token', token);
        return url.toString();
      }
    } catch {
      // An unparsable redirect_url falls back to the portal's own page.
    }
  }
  return setPasswordLink(origin, token);
}

export const mailTemplates: MailTemplates = {
  resaleSignupToRepresentatives({ brand, to, origin, resale }) {
    const company = resale.fantasyName?.trim() || resale.corporateName?.trim() || maskCnpj(resale.cnpj);
    return {
      kind: 'resale-signup-representatives',
      brand,
      to: list(to),
      subject: `Nova solicitação de cadastro de revenda: ${company}`,
      html:
        p(
          `Uma nova revenda solicitou cadastro no Portal de Oportunidades ${esc(brandName(brand))} e aguarda análise.`,
        ) +
        details([
          ['Nome fantasia', resale.fantasyName],
          ['Razão social', resale.corporateName],
          ['CNPJ', maskCnpj(resale.cnpj)],
          ['Contato', resale.contactName],
          ['E-mail', resale.email],
          ['Telefone', resale.phone],
        ]) +
        button(resalesLink(origin), 'Analisar solicitação', brandColour(brand)),
    };
  },

  resaleSignupReceived({ brand, to, origin, contactName }) {
    const name = brandName(brand);
    return {
      kind: 'resale-signup-received',
      brand,
      to: list(to),
      subject: `Recebemos sua solicitação de cadastro - ${name}`,
      html:
        greeting(contactName) +
        p(`Recebemos sua solicitação de cadastro como revenda no Portal de Oportunidades ${esc(name)}.`) +
        p('Nossa equipe vai analisar os dados informados. Você receberá um e-mail assim que a análise for concluída.') +
        p(`Portal: <a href="${esc(trimOrigin(origin))}">${esc(trimOrigin(origin))}</a>`),
    };
  },

  resaleApproved({ brand, to, origin, contactName, token }) {
    const name = brandName(brand);
    return {
      kind: 'resale-approved',
      brand,
      to: list(to),
      subject: `Cadastro aprovado - Portal de Oportunidades ${name}`,
      html:
        greeting(contactName) +
        p(`Seu cadastro como revenda no Portal de Oportunidades ${esc(name)} foi aprovado.`) +
        p('Para acessar o portal, crie sua senha no botão abaixo. O link vale por 24 horas e pode ser usado uma vez.') +
        button(setPasswordLink(origin, token), 'Criar minha senha', brandColour(brand)) +
        p('Seu usuário de acesso é este endereço de e-mail.'),
    };
  },

  resaleRejected({ brand, to, origin, contactName, reason }) {
    const name = brandName(brand);
    return {
      kind: 'resale-rejected',
      brand,
      to: list(to),
      subject: `Cadastro não aprovado - Portal de Oportunidades ${name}`,
      html:
        greeting(contactName) +
        p(`Sua solicitação de cadastro como revenda no Portal de Oportunidades ${esc(name)} não foi aprovada.`) +
        details([['Motivo', reason]]) +
        p(
          `Se quiser, corrija as informações e envie uma nova solicitação em <a href="${esc(trimOrigin(origin))}">` +
            `${esc(trimOrigin(origin))}</a>.`,
        ),
    };
  },

  sellerCreated({ brand, to, origin, name, resaleName, token }) {
    const portal = brandName(brand);
    return {
      kind: 'seller-created',
      brand,
      to: list(to),
      subject: `Seu acesso ao Portal de Oportunidades ${portal}`,
      html:
        greeting(name) +
        p(
          `A revenda <strong>${esc(resaleName)}</strong> cadastrou você como vendedor no Portal de Oportunidades ` +
            `${esc(portal)}.`,
        ) +
        p('Crie sua senha no botão abaixo. O link vale por 24 horas e pode ser usado uma vez.') +
        button(setPasswordLink(origin, token), 'Criar minha senha', brandColour(brand)) +
        p('Seu usuário de acesso é este endereço de e-mail.'),
    };
  },

  passwordReset({ brand, to, origin, name, token, redirectUrl }) {
    const portal = brandName(brand);
    return {
      kind: 'password-reset',
      brand,
      to: list(to),
      subject: `Redefinição de senha - Portal de Oportunidades ${portal}`,
      html:
        greeting(name) +
        p(`Recebemos um pedido de redefinição da sua senha no Portal de Oportunidades ${esc(portal)}.`) +
        p('Para criar uma nova senha, use o botão abaixo. O link vale por 1 hora e pode ser usado uma vez.') +
        button(resetLink(origin, token, redirectUrl), 'Redefinir senha', brandColour(brand)) +
        p('Se você não pediu a redefinição, ignore este e-mail: sua senha atual continua valendo.'),
    };
  },

  opportunityCreated({ brand, to, origin, opportunity, ownerName }) {
    return {
      kind: 'opportunity-created',
      brand,
      to: list(to),
      subject: `Nova oportunidade para análise: ${opportunityLabel(opportunity)}`,
      html:
        p(`<strong>${esc(ownerName)}</strong> registrou uma nova oportunidade que aguarda análise.`) +
        opportunityDetails(opportunity) +
        button(opportunityLink(origin, opportunity.id), 'Analisar oportunidade', brandColour(brand)),
    };
  },

  opportunityDecided({ brand, to, origin, opportunity, approved, reason, register }) {
    const label = opportunityLabel(opportunity);
    return {
      kind: 'opportunity-decided',
      brand,
      to: list(to),
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
      to: list(to),
      subject: `Oportunidade aguardando renovação: ${opportunityLabel(opportunity)}`,
      html:
        p('O prazo de validade do registro da sua oportunidade terminou.') +
        opportunityDetails(opportunity) +
        p(
          `Para manter a oportunidade em seu nome, solicite a renovação em até <strong>${esc(graceDays)} dias</strong>. ` +
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
      to: list(to),
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

  contactForm({ brand, to, fullName, email, title, description }) {
    return {
      kind: 'contact-form',
      brand,
      to: list(to),
      subject: `Contato pelo portal: ${title}`,
      html:
        p(`Nova mensagem enviada pelo formulário de contato do Portal de Oportunidades ${esc(brandName(brand))}.`) +
        details([
          ['Nome', fullName],
          ['E-mail', email],
          ['Assunto', title],
        ]) +
        p(`<strong>Mensagem</strong><br>${escMultiline(description)}`),
    };
  },
};
