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
import { opportunityMails } from './opportunity-mails.js';
import type { AddressedMail, MailContent } from './outbox.js';

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
  }): MailContent;
  /** To the applicant: sign-up received. */
  resaleSignupReceived(a: { brand: string; to: string; origin: string; contactName: string }): AddressedMail;
  /** To the applicant: approved, with the single-use set-password link (24 h). */
  resaleApproved(a: { brand: string; to: string; origin: string; contactName: string; token: string }): AddressedMail;
  /** To the applicant: rejected, with the reason. */
  resaleRejected(a: { brand: string; to: string; origin: string; contactName: string; reason: string }): AddressedMail;
  /** To a new seller: account created by the resale, with the set-password link (24 h). */
  sellerCreated(a: {
    brand: string;
    to: string;
    origin: string;
    name: string;
    resaleName: string;
    token: string;
  }): AddressedMail;
  /** Password reset link (1 h). `redirectUrl`, when given by the caller, replaces origin + /recovery-password. */
  passwordReset(a: {
    brand: string;
    to: string;
    origin: string;
    name: string;
    token: string;
    redirectUrl?: string;
  }): AddressedMail;
  /** To the brand's representatives: a new opportunity awaits analysis. */
  opportunityCreated(a: { brand: string; origin: string; opportunity: OpportunityRef; ownerName: string }): MailContent;
  /** To the owner: approved (with the CRM id) or rejected (with the reason). */
  opportunityDecided(a: {
    brand: string;
    to: string;
    origin: string;
    opportunity: OpportunityRef;
    approved: boolean;
    reason?: string | null;
    register?: string | null;
  }): AddressedMail;
  /** To the owner: validity ended, renewal can be requested. */
  opportunityInRenovation(a: {
    brand: string;
    to: string;
    origin: string;
    opportunity: OpportunityRef;
    graceDays: number;
  }): AddressedMail;
  /** To the owner: renewal approved (back to analysis) or rejected (expired, with the reason). */
  renewalDecided(a: {
    brand: string;
    to: string;
    origin: string;
    opportunity: OpportunityRef;
    approved: boolean;
    reason?: string | null;
  }): AddressedMail;
  /** To the brand's contact address: the contact form. */
  contactForm(a: {
    brand: string;
    to: string;
    fullName: string;
    email: string;
    title: string;
    description: string;
  }): AddressedMail;
}

export const mailTemplates: MailTemplates = {
  ...accountMails,
  ...opportunityMails,
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
