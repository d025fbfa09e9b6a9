import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config.js';
import { pageOrigin } from './origin.js';

const request = (host?: string, origin?: string) =>
  ({ body: host ? { host } : {}, get: (h: string) => (h.toLowerCase() === 'origin' ? origin : undefined) }) as Request;

const dev = loadConfig({ NODE_ENV: 'test' });
const prod = loadConfig({
  NODE_ENV: 'production',
  SERVICE_KEY: 'k',
  JWT_PRIVATE_KEY: 'x',
  PUBLIC_URL: 'https://portal.example.com',
});

describe('pageOrigin', () => {
  it('takes the page of the call when it is this portal', () => {
    expect(pageOrigin(request('http://yep.localhost:4000/Painel'), dev, 'yep')).toBe('http://yep.localhost:4000');
    expect(pageOrigin(request(undefined, 'https://parceiros.yep.com.br'), prod, 'yep')).toBe(
      'https://parceiros.yep.com.br',
    );
  });

  it('falls back to the brand’s own origin, never to the first brand', () => {
    expect(pageOrigin(request(), dev, 'yep')).toBe('http://yep.localhost:4000');
    expect(pageOrigin(request('https://evil.example.net'), dev, 'yep')).toBe('http://yep.localhost:4000');
    expect(pageOrigin(request('https://scanora.com.br'), prod, 'yep')).toBe('https://yep.com.br');
  });

  it('accepts local hosts only outside production', () => {
    expect(pageOrigin(request('http://localhost:4000'), dev, 'scanora')).toBe('http://localhost:4000');
    expect(pageOrigin(request('http://yep.localhost:4000'), prod, 'yep')).toBe('https://yep.com.br');
    expect(pageOrigin(request(undefined, 'http://127.0.0.1:4000'), prod, 'yep')).toBe('https://yep.com.br');
  });
});
