import { describe, expect, it } from 'vitest';
import { cnpjRoot, isCnpj, maskCnpj, normalizeCnpj, withCheckDigits } from './cnpj.js';

describe('CNPJ', () => {
  it('accepts numeric and alphanumeric CNPJs, masked or not', () => {
    expect(isCnpj('11.444.777/0001-61')).toBe(true);
    expect(isCnpj('11444777000161')).toBe(true);
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isCnpj('12abc34501de35')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isCnpj('11.444.777/0001-62')).toBe(false);
    expect(isCnpj('00000000000000')).toBe(false);
    expect(isCnpj('1144477700016')).toBe(false);
    expect(isCnpj('12ABC34501DEAB')).toBe(false);
  });

  it('computes check digits that the validator accepts', () => {
    expect(withCheckDigits('114447770001')).toBe('11444777000161');
    expect(withCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(isCnpj(withCheckDigits('A1B2C3D40001'))).toBe(true);
  });

  it('normalises, masks and takes the root of eight characters', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(maskCnpj('11444777000161')).toBe('11.444.777/0001-61');
    expect(cnpjRoot('11.444.777/0002-42')).toBe('11444777');
  });
});
