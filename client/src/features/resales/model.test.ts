import { describe, expect, it } from 'vitest';
import { isDecidable, shownContactName } from './model.js';

describe('shownContactName', () => {
  it('shows a name of up to 18 characters whole', () => {
    expect(shownContactName('Maria da Silva')).toEqual({ text: 'Maria da Silva' });
    expect(shownContactName('Ana Beatriz Carval')).toEqual({ text: 'Ana Beatriz Carval' });
  });

  it('cuts a longer one at 18 characters and keeps the whole name apart', () => {
    expect(shownContactName('Ana Beatriz Carvalho Mendes')).toEqual({
      text: 'Ana Beatriz Carval…',
      full: 'Ana Beatriz Carvalho Mendes',
    });
  });

  it('reads an empty name as empty', () => {
    expect(shownContactName(null)).toEqual({ text: '' });
  });
});

describe('isDecidable', () => {
  it('is true only in analysis', () => {
    expect(isDecidable('ANALYSIS')).toBe(true);
    expect(isDecidable('APPROVED')).toBe(false);
    expect(isDecidable('DISAPPROVED')).toBe(false);
  });
});
