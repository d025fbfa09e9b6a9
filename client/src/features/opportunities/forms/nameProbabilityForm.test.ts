import { describe, expect, it } from 'vitest';
import { nameProbabilitySchema } from './nameProbabilityForm.js';

const messagesOf = (input: unknown) => {
  const result = nameProbabilitySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('nameProbabilitySchema', () => {
  it('accepts a name and one of the schema’s probabilities, trimming the name', () => {
    expect(nameProbabilitySchema.parse({ name: '  Oportunidade Acme  ', probabilityClosing: 'P75' })).toEqual({
      name: 'Oportunidade Acme',
      probabilityClosing: 'P75',
    });
  });

  it.each(['', '   '])('refuses the empty name %j with the spec’s text', (name) => {
    expect(messagesOf({ name, probabilityClosing: 'P25' })).toEqual([
      'name: Por favor, digite um nome para a oportunidade!!',
    ]);
  });

  it('refuses a probability the schema does not know (the old 25..100 numbers among them)', () => {
    expect(messagesOf({ name: 'X', probabilityClosing: '75' })).toHaveLength(1);
    expect(messagesOf({ name: 'X', probabilityClosing: '' })).toHaveLength(1);
  });
});
