import { describe, expect, it } from 'vitest';
import { soqlString } from './salesforce.js';

describe('soqlString', () => {
  it('quotes a value so that it cannot end the literal', () => {
    expect(soqlString('scanora')).toBe("'scanora'");
    expect(soqlString("d'brand")).toBe("'d\\'brand'");
    expect(soqlString("x\\' OR Name != '")).toBe("'x\\\\\\' OR Name != \\''");
  });
});
