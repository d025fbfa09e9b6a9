import { describe, expect, it } from 'vitest';
import { privacyMessages as m } from '../messages.js';
import { personalDataRequestSchema } from './requestSchema.js';

describe('the data-subject request form', () => {
  it('takes an address trimmed and in lower case', () => {
    expect(personalDataRequestSchema.parse({ email: ' Clara@Cliente.COM.br ' })).toEqual({
      email: 'clara@cliente.com.br',
    });
  });

  it('refuses what is not an address, in Portuguese', () => {
    for (const email of ['', 'clara', 'clara@']) {
      const result = personalDataRequestSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(m.invalidEmail);
    }
  });
});
