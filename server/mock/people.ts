import { createHash } from 'node:crypto';
import { fakerPT_BR as faker } from '@faker-js/faker';

/** Portuguese words (pt_BR nouns, adjectives and verbs): faker's lorem is Latin in every locale. */
export function words(n: number): string {
  const kinds = [faker.word.noun, faker.word.adjective, faker.word.verb];
  return Array.from({ length: n }, (_, i) => kinds[i % kinds.length]()).join(' ');
}

/** Lower case ASCII for e-mail addresses and domains ("João Conceição" → "joaoconceicao"). */
export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const MAIL_PROVIDERS = ['gmail.com', 'outlook.com', 'uol.com.br', 'terra.com.br', 'bol.com.br'];

/** A person whose e-mail is made of their name, at `domain` or a common provider. */
export function person(domain?: string): { name: string; email: string } {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const at = domain ?? faker.helpers.arrayElement(MAIL_PROVIDERS);
  return { name: `${first} ${last}`, email: `${ascii(first)}.${ascii(last)}@${at}` };
}

/** The domain of a company's e-mails, from its trade name ("Moreira Automação" → "moreiraautomacao.com.br"). */
export const companyDomain = (tradeName: string) => `${ascii(tradeName) || 'empresa'}.com.br`;

/**
 * A UUID (version 4 layout) derived from a name, so that the n-th row of a mocked list keeps its id whatever the
 * page size, and `opportunity(id)` finds the record the list showed.
 */
export function stableUuid(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  const variant = (8 | (Number.parseInt(h[16], 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
