import { describe, expect, it } from 'vitest';
import { brandOrigin, isLocalHost } from './brand-origin.js';

describe('brandOrigin', () => {
  it('opens <slug>.localhost on a local set-up, keeping the port', () => {
    expect(brandOrigin({ publicUrl: 'http://localhost:4000' }, 'yep')).toBe('http://yep.localhost:4000');
    expect(brandOrigin({ publicUrl: 'http://127.0.0.1:4000/' }, 'etiquetta')).toBe('http://etiquetta.localhost:4000');
    expect(brandOrigin({ publicUrl: 'http://localhost' }, 'scanora')).toBe('http://scanora.localhost');
  });

  it('uses the brand’s first host with PUBLIC_URL’s scheme elsewhere', () => {
    expect(brandOrigin({ publicUrl: 'https://portal.example.com' }, 'yep')).toBe('https://yep.com.br');
    expect(brandOrigin({ publicUrl: 'https://portal.example.com:8443/app' }, 'kodix')).toBe('https://kodix.com.br');
  });

  it('falls back to PUBLIC_URL for all brands or an unknown one', () => {
    expect(brandOrigin({ publicUrl: 'http://localhost:4000/' }, 'all')).toBe('http://localhost:4000');
    expect(brandOrigin({ publicUrl: 'https://portal.example.com/' }, 'nope')).toBe('https://portal.example.com');
  });

  it('recognises local host names', () => {
    expect(['localhost', '127.0.0.1', 'yep.localhost'].every(isLocalHost)).toBe(true);
    expect(['yep.com.br', 'localhost.evil.com'].some(isLocalHost)).toBe(false);
  });
});
