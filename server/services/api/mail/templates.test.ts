import { describe, expect, it } from 'vitest';
import type { MailContent } from './outbox.js';
import { type MailTemplates, mailTemplates, type OpportunityRef } from './templates.js';

const origin = 'http://scanora.localhost:4000';
const evil = '<script>alert(1)</script>';
const opportunity: OpportunityRef = {
  id: '6f1c1a52-0000-4000-8000-000000000001',
  name: `Hospital ${evil}`,
  corporateName: 'Hospital Central Ltda',
  cnpj: '11222333000181',
  estimated: '12345.6',
};

/** A refusal, the opportunity's or its renewal's: its reason is typed by a representative. */
const refused = { brand: 'scanora', to: 'owner@loja.com.br', origin, opportunity, approved: false, reason: evil };

/** One call per template, with user-typed fields carrying markup. */
const cases: Record<keyof MailTemplates, () => MailContent & { to?: string[] }> = {
  resaleSignupToRepresentatives: () =>
    mailTemplates.resaleSignupToRepresentatives({
      brand: 'scanora',
      origin,
      resale: {
        id: 'r1',
        fantasyName: `Loja ${evil}`,
        corporateName: 'Loja Ltda',
        cnpj: '11222333000181',
        contactName: 'Ana',
        email: 'ana@loja.com.br',
        phone: '11988887777',
      },
    }),
  resaleSignupReceived: () =>
    mailTemplates.resaleSignupReceived({ brand: 'scanora', to: 'ana@loja.com.br', origin, contactName: `Ana ${evil}` }),
  resaleApproved: () =>
    mailTemplates.resaleApproved({
      brand: 'scanora',
      to: 'ana@loja.com.br',
      origin,
      contactName: evil,
      token: 'a+b/c=',
    }),
  resaleRejected: () =>
    mailTemplates.resaleRejected({ brand: 'scanora', to: 'ana@loja.com.br', origin, contactName: 'Ana', reason: evil }),
  sellerCreated: () =>
    mailTemplates.sellerCreated({
      brand: 'scanora',
      to: 'v@loja.com.br',
      origin,
      name: 'Vera',
      resaleName: evil,
      token: 'tok en',
    }),
  passwordReset: () =>
    mailTemplates.passwordReset({ brand: 'scanora', to: 'v@loja.com.br', origin, name: evil, token: 'reset-1' }),
  opportunityCreated: () =>
    mailTemplates.opportunityCreated({
      brand: 'scanora',
      origin,
      opportunity,
      ownerName: evil,
    }),
  opportunityDecided: () => mailTemplates.opportunityDecided(refused),
  opportunityInRenovation: () =>
    mailTemplates.opportunityInRenovation({
      brand: 'scanora',
      to: 'owner@loja.com.br',
      origin,
      opportunity,
      graceDays: 30,
    }),
  decisionDigest: () =>
    mailTemplates.decisionDigest({
      brand: 'scanora',
      origin,
      targetDays: 2,
      total: 3,
      items: [
        { opportunity, waitingBusinessDays: 4, renewal: false },
        { opportunity, waitingBusinessDays: 3, renewal: true },
      ],
    }),
  renewalDecided: () => mailTemplates.renewalDecided(refused),
  customerReleased: () =>
    mailTemplates.customerReleased({
      brand: 'scanora',
      to: 'waiting@loja.com.br',
      origin,
      name: `Wal ${evil}`,
      cnpj: '11222333000181',
    }),
  contactForm: () =>
    mailTemplates.contactForm({
      brand: 'scanora',
      to: 'contato@scanora.com.br',
      fullName: evil,
      email: 'x@y.com.br',
      title: 'Dúvida',
      description: `linha 1\n${evil}`,
    }),
};

/** The mails to the brand's representatives: content only, addressed to their role by the caller. */
const toRepresentatives = new Set<keyof MailTemplates>([
  'resaleSignupToRepresentatives',
  'opportunityCreated',
  'decisionDigest',
]);

describe('mailTemplates', () => {
  for (const [name, build] of Object.entries(cases) as Array<
    [keyof MailTemplates, () => MailContent & { to?: string[] }]
  >) {
    it(`${name}: subject, recipients, and user data escaped`, () => {
      const mail = build();
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.kind).not.toBe('');
      expect(mail.brand).toBe('scanora');
      if (toRepresentatives.has(name)) {
        expect(mail.to).toBeUndefined();
      } else {
        expect(mail.to?.length).toBeGreaterThan(0);
        expect(mail.to?.every((t) => t.includes('@'))).toBe(true);
      }
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    });
  }

  it('set-password links carry the origin and the encoded token', () => {
    expect(cases.resaleApproved().html).toContain(`${origin}/recovery-password?token=a%2Bb%2Fc%3D`);
    expect(cases.sellerCreated().html).toContain(`${origin}/recovery-password?token=tok%20en`);
    expect(cases.passwordReset().html).toContain(`${origin}/recovery-password?token=reset-1`);
  });

  it('a seller brought back by its reseller is told so, and that its old password no longer works', () => {
    const back = mailTemplates.sellerCreated({
      brand: 'scanora',
      to: 'v@loja.com.br',
      origin,
      name: 'Vera',
      resaleName: 'Loja',
      token: 'tok',
      reactivated: true,
    });
    expect(back.html).toContain('reativou o seu acesso de vendedor');
    expect(back.html).toContain('Sua senha anterior não vale mais.');
    expect(back.html).toContain(`${origin}/recovery-password?token=tok`);
    expect(cases.sellerCreated().html).toContain('cadastrou você como vendedor');
  });

  it('password reset follows a redirect URL of the same origin only', () => {
    const base = { brand: 'scanora', to: 'v@loja.com.br', origin, name: 'Vera', token: 'tk' };
    const own = mailTemplates.passwordReset({ ...base, redirectUrl: `${origin}/recovery-password?from=login` });
    expect(own.html).toContain(`${origin}/recovery-password?from=login&amp;token=tk`);
    const foreign = mailTemplates.passwordReset({ ...base, redirectUrl: 'https://evil.example/steal' });
    expect(foreign.html).not.toContain('evil.example');
    expect(foreign.html).toContain(`${origin}/recovery-password?token=tk`);
    const lookalike = mailTemplates.passwordReset({ ...base, redirectUrl: `${origin}.evil.example/x` });
    expect(lookalike.html).not.toContain('evil.example');
  });

  it('opportunity mails link to the opportunity and show amount and masked CNPJ', () => {
    for (const name of [
      'opportunityCreated',
      'opportunityDecided',
      'opportunityInRenovation',
      'renewalDecided',
    ] as const) {
      const html = cases[name]().html;
      expect(html).toContain(`${origin}/Painel/Opportunities/${opportunity.id}`);
      expect(html).toContain('11.222.333/0001-81');
      expect(html).toMatch(/R\$\s12\.345,60/);
    }
  });

  it('sign-up notice links representatives to the resales page', () => {
    const notice = cases.resaleSignupToRepresentatives();
    expect(notice.html).toContain(`${origin}/Painel/Resales`);
    expect(notice.html).toContain('11.222.333/0001-81');
    expect(notice.html).toContain('ana@loja.com.br');
  });

  it('decisions say approved or rejected in the subject and carry the CRM id or the reason', () => {
    const approved = mailTemplates.opportunityDecided({
      brand: 'yep',
      to: 'o@x.com.br',
      origin,
      opportunity,
      approved: true,
      register: 'CRM-42',
    });
    expect(approved.subject).toMatch(/aprovada/i);
    expect(approved.html).toContain('CRM-42');
    expect(cases.opportunityDecided().subject).toMatch(/reprovada/i);
    expect(cases.renewalDecided().html).toContain('Motivo');
  });

  it('customer released: the registration form with the CNPJ filled, the CNPJ masked', () => {
    const mail = cases.customerReleased();
    expect(mail.html).toContain(`${origin}/Painel/Opportunities/registration?cnpj=11222333000181`);
    expect(mail.subject).toContain('11.222.333/0001-81');
    expect(mail.to).toEqual(['waiting@loja.com.br']);
  });

  it('contact form keeps the line breaks of the description', () => {
    expect(cases.contactForm().html).toContain('linha 1<br>&lt;script&gt;');
  });
});
