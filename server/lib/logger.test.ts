import { afterEach, expect, test, vi } from 'vitest';
import { createLogger } from './logger.js';

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
