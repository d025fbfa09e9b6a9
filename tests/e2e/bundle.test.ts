import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/brands.js';
import { BRAND_STYLES_FILE, LOGIN_BUNDLE_FILE, ROUTE_PRELOADS_FILE } from '../../shared/first-paint.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');

/** Strings that survive minification: pdf.js's worker option, recharts' CSS classes, SheetJS' own name. */
const MARKERS = { pdf: 'GlobalWorkerOptions', charts: 'recharts-wrapper', spreadsheet: 'SheetJS' };

describe('built client bundles', () => {
  it('the login page loads neither the PDF viewer nor charts nor spreadsheets', () => {
    // Written by client/build/login-bundle-guard.ts: the chunk holding the LoginPage (the entry), the chunks that
    // and the entry import statically.
    const { loginPage, chunks } = JSON.parse(fs.readFileSync(path.join(dist, LOGIN_BUNDLE_FILE), 'utf8')) as {
      loginPage: string;
      chunks: string[];
    };
    expect(chunks).toContain(loginPage);
    const code = chunks.map((c) => fs.readFileSync(path.join(dist, c), 'utf8')).join('\n');
    expect(code).toContain('Acesse o portal');
    // The production build that users get (the test runner's NODE_ENV=test once gave React's development build).
    expect(code).not.toContain('react.development');
    for (const marker of Object.values(MARKERS)) expect(code).not.toContain(marker);

    // The PDF viewer is a chunk of its own, loaded on demand, with pdf.js's worker served from this site.
    const assets = fs.readdirSync(path.join(dist, 'assets'));
    const viewer = assets.find((f) => /^PdfPages-.*\.js$/.test(f));
    expect(viewer).toBeDefined();
    expect(fs.readFileSync(path.join(dist, 'assets', viewer!), 'utf8')).toContain(MARKERS.pdf);
    expect(assets.some((f) => /^pdf\.worker.*\.mjs$/.test(f))).toBe(true);
  });

  it('the opportunity list, where sellers land, loads in a few files, none of them the viewer, charts or sheets', () => {
    // Written by client/build/route-preloads.ts: the files the gateway has the browser fetch with the entry.
    const preloads = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
    const files = preloads['/Painel/Opportunities'];
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThanOrEqual(5);
    const code = files.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
    for (const marker of Object.values(MARKERS)) expect(code).not.toContain(marker);
  });

  it("every brand's global styles are made at build time, from its own theme", () => {
    const styles = JSON.parse(fs.readFileSync(path.join(dist, BRAND_STYLES_FILE), 'utf8')) as Record<
      string,
      { key: string; css: string; loading: string }
    >;
    expect(Object.keys(styles).sort()).toEqual(brands.map((b) => b.slug).sort());
    for (const brand of brands) {
      const { key, css } = styles[brand.slug];
      expect(key).toContain(brand.theme.primary);
      // The layer order first, then the reset, the global CSS and the tokens as CSS variables.
      expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
      expect(css).toContain('--chakra-colors-brand-solid');
      expect(css).toContain(brand.theme.surface);
      // The panel's first screen, as the client renders it (LoadingScreen), with its own styles.
      expect(styles[brand.slug].loading).toContain('Aguarde, estamos reunindo suas informações');
      expect(styles[brand.slug].loading).toMatch(/^<style data-emotion="css [^"]+">/);
    }
  });
});
