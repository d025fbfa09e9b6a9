/** The mails about accounts: reseller sign-up and its decision, new sellers, password resets. */

import { maskCnpj } from '../../../lib/cnpj.js';
import { escapeHtml } from '../../../lib/html.js';
import {
  brandColour,
  brandName,
  button,
  details,
  greeting,
  p,
  recipients,
  resalesLink,
  setPasswordLink,
  trimOrigin,
} from './compose.js';
import type { MailTemplates } from './contract.js';

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

type AccountMails = Pick<
  MailTemplates,
  | 'resaleSignupToRepresentatives'
  | 'resaleSignupReceived'
  | 'resaleApproved'
  | 'resaleRejected'
  | 'sellerCreated'
  | 'passwordReset'
>;

export const accountMails: AccountMails = {
  resaleSignupToRepresentatives({ brand, origin, resale }) {
    const company = resale.fantasyName?.trim() || resale.corporateName?.trim() || maskCnpj(resale.cnpj);
    return {
      kind: 'resale-signup-representatives',
      brand,
      subject: `Nova solicitação de cadastro de revenda: ${company}`,
      html:
        p(
          `Uma nova revenda solicitou cadastro no Portal de Oportunidades ${escapeHtml(brandName(brand))} e aguarda análise.`,
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
      to: recipients(to),
      subject: `Recebemos sua solicitação de cadastro - ${name}`,
      html:
        greeting(contactName) +
        p(`Recebemos sua solicitação de cadastro como revenda no Portal de Oportunidades ${escapeHtml(name)}.`) +
        p('Nossa equipe vai analisar os dados informados. Você receberá um e-mail assim que a análise for concluída.') +
        p(`Portal: <a href="${escapeHtml(trimOrigin(origin))}">${escapeHtml(trimOrigin(origin))}</a>`),
    };
  },

  resaleApproved({ brand, to, origin, contactName, token }) {
    const name = brandName(brand);
    return {
      kind: 'resale-approved',
      brand,
      to: recipients(to),
      subject: `Cadastro aprovado - Portal de Oportunidades ${name}`,
      html:
        greeting(contactName) +
        p(`Seu cadastro como revenda no Portal de Oportunidades ${escapeHtml(name)} foi aprovado.`) +
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
      to: recipients(to),
      subject: `Cadastro não aprovado - Portal de Oportunidades ${name}`,
      html:
        greeting(contactName) +
        p(`Sua solicitação de cadastro como revenda no Portal de Oportunidades ${escapeHtml(name)} não foi aprovada.`) +
        details([['Motivo', reason]]) +
        p(
          `Se quiser, corrija as informações e envie uma nova solicitação em <a href="${escapeHtml(trimOrigin(origin))}">` +
            `${escapeHtml(trimOrigin(origin))}</a>.`,
        ),
    };
  },

  sellerCreated({ brand, to, origin, name, resaleName, token, reactivated }) {
    const portal = brandName(brand);
    const what = reactivated ? 'reativou o seu acesso de vendedor' : 'cadastrou você como vendedor';
    return {
      kind: 'seller-created',
      brand,
      to: recipients(to),
      subject: `Seu acesso ao Portal de Oportunidades ${portal}`,
      html:
        greeting(name) +
        p(
          `A revenda <strong>${escapeHtml(resaleName)}</strong> ${what} no Portal de Oportunidades ${escapeHtml(portal)}.`,
        ) +
        // The old password no longer opens the account: a reactivated seller creates a new one, like a new seller.
        p(
          reactivated
            ? 'Sua senha anterior não vale mais. Crie uma nova senha no botão abaixo. O link vale por 24 horas e pode ser usado uma vez.'
            : 'Crie sua senha no botão abaixo. O link vale por 24 horas e pode ser usado uma vez.',
        ) +
        button(setPasswordLink(origin, token), 'Criar minha senha', brandColour(brand)) +
        p('Seu usuário de acesso é este endereço de e-mail.'),
    };
  },

  passwordReset({ brand, to, origin, name, token, redirectUrl }) {
    const portal = brandName(brand);
    return {
      kind: 'password-reset',
      brand,
      to: recipients(to),
      subject: `Redefinição de senha - Portal de Oportunidades ${portal}`,
      html:
        greeting(name) +
        p(`Recebemos um pedido de redefinição da sua senha no Portal de Oportunidades ${escapeHtml(portal)}.`) +
        p('Para criar uma nova senha, use o botão abaixo. O link vale por 1 hora e pode ser usado uma vez.') +
        button(resetLink(origin, token, redirectUrl), 'Redefinir senha', brandColour(brand)) +
        p('Se você não pediu a redefinição, ignore este e-mail: sua senha atual continua valendo.'),
    };
  },
};
