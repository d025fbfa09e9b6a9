import { describe, expect, it } from 'vitest';
import { INVALID_CHARACTER, mobilePhoneField, phoneField, unstorableTexts } from './validation.js';

const message = 'Verifique o telefone digitado';

describe('phone fields', () => {
  it('takes a landline or a mobile for the customer phone', () => {
    const phone = phoneField(message);
    expect(phone.parse('(31) 3333-4444')).toBe('3133334444');
    expect(phone.parse(31987654321)).toBe('31987654321');
    expect(phone.safeParse('3333-4444').success).toBe(false);
  });

  it('takes only a mobile (11 digits) for sellers and resale sign-ups', () => {
    const mobile = mobilePhoneField(message);
    expect(mobile.parse('(31) 9 8765-4321')).toBe('31987654321');
    expect(mobile.parse(31987654321)).toBe('31987654321');
    const landline = mobile.safeParse('(31) 3333-4444');
    expect(landline.success).toBe(false);
    expect(landline.error?.issues[0].message).toBe(message);
    expect(mobile.safeParse('319876543210').success).toBe(false);
  });
});

describe('unstorableTexts', () => {
  it('names every text with a NUL byte or a lone surrogate by its path, keys included', () => {
    const input = {
      name: 'ok 😀',
      products: [{ description: 'ok' }, { description: 'a\u0000b' }],
      nested: { deep: ['x', '\ud83d'] },
      'bad\udc00key': 1,
    };
    expect(unstorableTexts(input)).toEqual({
      'products.1.description': INVALID_CHARACTER,
      'nested.deep.1': INVALID_CHARACTER,
      'bad\udc00key': INVALID_CHARACTER,
    });
    expect(unstorableTexts({ a: ['ok'], b: 1, c: null })).toBeUndefined();
    expect(unstorableTexts('\u0000', ['input'])).toEqual({ input: INVALID_CHARACTER });
  });

  it('survives a deeply nested input without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.values(unstorableTexts(deep) ?? {})).toEqual([INVALID_CHARACTER]);
  });
});
