import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config.js';
import { pageAddressErrors, pageOrigin } from './origin.js';

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

describe('pageAddressErrors', () => {
  const longHost = `${'a'.repeat(60)}.`.repeat(5).concat('com.br');

  it('bounds host and redirect_url on their own, naming the limit', () => {
    expect(pageAddressErrors({ host: `http://yep.localhost:4000/${'x'.repeat(2048)}` })).toEqual({
      host: 'Endereço com no máximo 2048 caracteres',
    });
    expect(pageAddressErrors({ redirect_url: `http://yep.localhost:4000/${'x'.repeat(2048)}` })).toEqual({
      redirect_url: 'Endereço com no máximo 2048 caracteres',
    });
    expect(pageAddressErrors({ host: longHost, redirect_url: `https://${longHost}/recovery-password` })).toEqual({
      host: 'Nome de host com no máximo 253 caracteres',
      redirect_url: 'Nome de host com no máximo 253 caracteres',
    });
  });

  it('wants a page address in host and a full http(s) address in redirect_url', () => {
    expect(pageAddressErrors({ host: 'http://[::1' })).toEqual({ host: 'Endereço da página inválido' });
    for (const redirect of ['/recovery-password', 'javascript:alert(1)', 'ftp://yep.com.br/x']) {
      expect(pageAddressErrors({ redirect_url: redirect })?.redirect_url).toMatch(/^Endereço de redirecionamento/);
    }
  });

  it('accepts what the portal sends, an empty value, and a page of another site (pageOrigin falls back)', () => {
    expect(
      pageAddressErrors({
        host: 'yep.localhost:4000',
        redirect_url: 'http://yep.localhost:4000/recovery-password',
      }),
    ).toBeUndefined();
    expect(pageAddressErrors({ host: 'http://yep.localhost:4000/Painel', redirect_url: '' })).toBeUndefined();
    expect(pageAddressErrors({ host: 'https://evil.example.net' })).toBeUndefined();
    expect(pageAddressErrors(undefined)).toBeUndefined();
  });
});
