import { getAreaCodesByState } from '@brazilian-utils/brazilian-utils';
import { firstNames, surnames } from './names.js';
import type { Random } from './random.js';

export function personName(rnd: Random): string {
  return `${rnd.pick(firstNames)} ${rnd.pick(surnames)}`;
}

/** A mobile number of the state (its area code, then 9 and eight digits), digits only as the API stores it. */
export function mobilePhone(rnd: Random, uf: string): string {
  const codes = getAreaCodesByState(uf as Parameters<typeof getAreaCodesByState>[0]);
  return `${rnd.pick(codes.length ? codes : [11])}9${rnd.int(6, 9)}${rnd.digits(7)}`;
}

/** 'Ana Souza' at 'bompreco.com.br' → 'ana.souza@bompreco.com.br'. */
export function emailOf(name: string, domain: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
  return `${local}@${domain}`;
}
