import { afterEach, describe, expect, it, test, vi } from 'vitest';
import { createLogger, withoutPersonalData } from './logger.js';

afterEach(() => vi.restoreAllMocks());

test('a logger writes its level and above, and says which levels it writes', () => {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const logger = createLogger('warn', { service: 'api' });

  logger.info('request', { path: '/x' });
  logger.warn('slow', { ms: 900 });

  expect(out).not.toHaveBeenCalled();
  expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({
    level: 'warn',
    service: 'api',
    msg: 'slow',
    ms: 900,
  });
  expect([logger.enabled?.('info'), logger.enabled?.('warn'), logger.enabled?.('error')]).toEqual([false, true, true]);
  expect(createLogger('silent').enabled?.('error')).toBe(false);
  expect(createLogger('info').child({ a: 1 }).enabled?.('info')).toBe(true);
});

describe('withoutPersonalData', () => {
  it('replaces e-mail addresses and CNPJs, masked or not, and leaves ids and numbers', () => {
    const text =
      '550 5.1.1 <Clara.X@Cliente.com.br>: refused; cnpj 11.222.333/0001-81 and 11222333000181; ' +
      'id 3f2b0c1e-0000-4000-8000-000000000001, 12345 tries';
    expect(withoutPersonalData(text)).toBe(
      '550 5.1.1 <[e-mail]>: refused; cnpj [cnpj] and [cnpj]; id 3f2b0c1e-0000-4000-8000-000000000001, 12345 tries',
    );
  });
});
