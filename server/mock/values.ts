import { fakerPT_BR as faker } from '@faker-js/faker';
import { DAY_MS } from '../../shared/time.js';
import { withCheckDigits } from '../lib/cnpj.js';

/** Small value makers shared by the mocks: Brazilian formats, money in reais, dates of this year. */
export const pick = <T>(weights: Array<[T, number]>): T =>
  faker.helpers.weightedArrayElement(weights.map(([value, weight]) => ({ value, weight })));

export const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: false });
export const fakeCnpj = () => withCheckDigits(`${digits(8)}0001`);
/** Mobile phone, digits only: area code, 9, eight digits. */
export const fakePhone = () =>
  `${faker.helpers.arrayElement(['11', '21', '31', '41', '47', '51', '61', '71', '81', '85'])}9${digits(8)}`;
export const reais = (min: number, max: number) => faker.number.float({ min, max, fractionDigits: 2 });
export const thisYear = () => faker.date.between({ from: new Date(new Date().getFullYear(), 0, 1), to: new Date() });
export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
export const companyName = () =>
  `${faker.company.name()} ${faker.helpers.arrayElement(['Ltda', 'S.A.', 'ME', 'EIRELI'])}`;
