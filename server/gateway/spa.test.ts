import { expect, test } from 'vitest';
import { brands } from '../../brands/brands.js';
import { injectBrand, notBuiltPage } from './spa.js';

const yep = brands.find((b) => b.slug === 'yep')!;

test('fills the placeholders of index.html when it has them', () => {
  const html =
    '<head><title>%BRAND_TITLE%</title><link rel="icon" href="%BRAND_FAVICON%"><meta name="theme-color" content="%BRAND_THEME_COLOR%"></head>';

  const out = injectBrand(html, yep);

  expect(out).toContain('<title>Yep Mobilidade · Registro de Oportunidades</title>');
  expect(out).toContain('href="/brands/yep/favicon.svg"');
  expect(out).toContain(`content="${yep.theme.primary}"`);
});

test('otherwise replaces the title and icon and writes the brand tags into <head>', () => {
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>Vite</title><link rel="icon" href="/vite.svg"></head><body><div id="root"></div></body></html>';

  const out = injectBrand(html, yep);

  expect(out).not.toContain('Vite</title>');
  expect(out).not.toContain('/vite.svg');
  expect(out.match(/<title>/g)).toHaveLength(1);
  expect(out).toMatch(/<meta name="theme-color" content="#e4572e">\s*<\/head>/);
  expect(out).toContain('<div id="root"></div>');
});

test('the page shown before the client is built says so in Portuguese and how to build it', () => {
  const page = notBuiltPage(yep);

  expect(page).toContain('ainda não foi construído');
  expect(page).toContain('npm run build');
});
