import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/errors.js';
import { authStep, CreationRefused, isDefinitiveRefusal } from './creations.js';

describe('isDefinitiveRefusal', () => {
  it('undoes a creation only on an answer no retry changes', () => {
    for (const status of [400, 403, 404, 409])
      expect(isDefinitiveRefusal(new HttpError(status, 'x')), `${status}`).toBe(true);
    // Timeouts, rate limits, the authenticator failing or unreachable: tried again, never undone.
    for (const status of [408, 429, 500, 502, 503])
      expect(isDefinitiveRefusal(new HttpError(status, 'x')), `${status}`).toBe(false);
    expect(isDefinitiveRefusal(new TypeError('fetch failed'))).toBe(false);
    expect(isDefinitiveRefusal(new DOMException('timed out', 'TimeoutError'))).toBe(false);
  });
});

describe('authStep', () => {
  it('turns a definitive refusal into CreationRefused and lets any other failure through', async () => {
    const taken = new HttpError(409, 'Email já está sendo utilizado');
    const refused = await authStep(Promise.reject(taken)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(CreationRefused);
    expect((refused as CreationRefused).reply).toBe(taken);
    const down = new HttpError(503, 'indisponível');
    await expect(authStep(Promise.reject(down))).rejects.toBe(down);
    await expect(authStep(Promise.resolve(7))).resolves.toBe(7);
  });
});
