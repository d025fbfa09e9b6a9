/**
 * What each notification needs and returns: the contract between the modules that send mail (opportunities,
 * resales, sellers, auth, contact) and the builders in account-mails.ts and opportunity-mails.ts, joined in
 * templates.ts.
 */
import type { AddressedMail, MailContent } from './outbox.js';

export interface OpportunityRef {
  id: string;
  name: string | null;
  corporateName: string | null;
  cnpj: string;
  estimated: string;
}

/** A mail to one person: the brand it speaks for, the address, and the portal's address its links start with. */
interface Addressed {
  brand: string;
  to: string;
  origin: string;
}

/** To the owner: a representative's decision on the opportunity or on its renewal, with the reason of a refusal. */
interface DecisionNotice extends Addressed {
  opportunity: OpportunityRef;
  approved: boolean;
  reason?: string | null;
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
  resaleSignupReceived(a: Addressed & { contactName: string }): AddressedMail;
  /** To the applicant: approved, with the single-use set-password link (24 h). */
  resaleApproved(a: Addressed & { contactName: string; token: string }): AddressedMail;
  /** To the applicant: rejected, with the reason. */
  resaleRejected(a: Addressed & { contactName: string; reason: string }): AddressedMail;
  /** To a new seller: account created by the resale, with the set-password link (24 h). */
  sellerCreated(
    a: Addressed & {
      name: string;
      resaleName: string;
      token: string;
      /** A deleted seller brought back by its reseller: the same login, a new password to create. */
      reactivated?: boolean;
    },
  ): AddressedMail;
  /** Password reset link (1 h). `redirectUrl`, when given by the caller, replaces origin + /recovery-password. */
  passwordReset(a: Addressed & { name: string; token: string; redirectUrl?: string }): AddressedMail;
  /** To the brand's representatives: a new opportunity awaits analysis. */
  opportunityCreated(a: { brand: string; origin: string; opportunity: OpportunityRef; ownerName: string }): MailContent;
  /** To the owner: approved (with the CRM id) or rejected (with the reason). */
  opportunityDecided(a: DecisionNotice & { register?: string | null }): AddressedMail;
  /** To the owner: validity ended, renewal can be requested. */
  opportunityInRenovation(a: Addressed & { opportunity: OpportunityRef; graceDays: number }): AddressedMail;
  /** To the owner: renewal approved (back to analysis) or rejected (expired, with the reason). */
  renewalDecided(a: DecisionNotice): AddressedMail;
  /**
   * To one person waiting for a customer (design section 16): its protection lapsed, with a link that opens the
   * registration form with the CNPJ filled. Never names who held the customer, nor why the protection ended.
   */
  customerReleased(a: Addressed & { name: string; cnpj: string }): AddressedMail;
  /**
   * To the brand's representatives, once a business day (design section 17): the opportunities and renewals waiting
   * for a decision past the brand's target, the longest waits first; `total` may exceed the items listed.
   */
  decisionDigest(a: {
    brand: string;
    origin: string;
    targetDays: number;
    total: number;
    items: Array<{ opportunity: OpportunityRef; waitingBusinessDays: number; renewal: boolean }>;
  }): MailContent;
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
