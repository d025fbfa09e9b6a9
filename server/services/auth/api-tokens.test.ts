import { describe, expect, it } from 'vitest';
import { ApiTokenInputError, parseExpiry, validateApiTokenRequest } from './api-tokens.js';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('an API token request (npm run token:create)', () => {
  it('reads --expires as hours, days, weeks, months, years or a date (its end, UTC); none: no expiry', () => {
    expect(parseExpiry(undefined, NOW)).toBeNull();
    expect(parseExpiry('12h', NOW)?.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(parseExpiry('90d', NOW)?.toISOString()).toBe('2027-02-25T12:00:00.000Z');
    expect(parseExpiry('2w', NOW)?.toISOString()).toBe('2026-12-11T12:00:00.000Z');
    expect(parseExpiry('6m', NOW)?.toISOString()).toBe('2027-05-27T12:00:00.000Z');
    expect(parseExpiry('1y', NOW)?.toISOString()).toBe('2027-11-27T12:00:00.000Z');
    expect(parseExpiry('2027-03-01', NOW)?.toISOString()).toBe('2027-03-01T23:59:59.999Z');
  });

  it('refuses an expiry that is not one, zero, or already past, in Portuguese', () => {
    expect(() => parseExpiry('logo', NOW)).toThrow('Validade inválida: use 12h, 90d, 2w, 6m, 1y ou AAAA-MM-DD');
    expect(() => parseExpiry('0d', NOW)).toThrow('A validade deve ser maior que zero');
    expect(() => parseExpiry('2026-11-26', NOW)).toThrow('A data de validade já passou');
    expect(() => parseExpiry('2027-02-30', NOW)).toThrow(ApiTokenInputError);
  });

  it('takes a brand, the role of a representative or support, and a name (spaces tidied)', () => {
    expect(
      validateApiTokenRequest({ name: '  BI   noturno ', brand: 'Scanora', role: 'support', readOnly: true, now: NOW }),
    ).toEqual({ name: 'BI noturno', brand: 'scanora', role: 'SUPPORT', readOnly: true, expiresAt: null });
  });

  it.each([
    [{ brand: 'scanora', role: 'SUPPORT' }, 'name', 'Informe o nome do token (--name)'],
    [{ name: 'BI', brand: 'marte', role: 'SUPPORT' }, 'brand', 'Marca inválida ou não informada (--brand)'],
    [
      { name: 'BI', brand: 'scanora', role: 'RESALE' },
      'role',
      'Papel inválido (--role): use REPRESENTATIVE ou SUPPORT',
    ],
    [{ name: 'x'.repeat(81), brand: 'scanora', role: 'SUPPORT' }, 'name', 'Nome com mais de 80 caracteres'],
  ])('refuses %j: %s', (input, field, message) => {
    try {
      validateApiTokenRequest({ ...input, now: NOW });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiTokenInputError);
      expect(err).toMatchObject({ field, message });
    }
  });
});
