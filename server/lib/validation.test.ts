import { describe, expect, it } from 'vitest';
import { mobilePhoneField, phoneField } from './validation.js';

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
