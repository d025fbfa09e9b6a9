import fs from 'node:fs';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brands } from '../../../brands/brands.js';
import { ROOT_ELEMENT } from '../../../shared/first-paint.js';
import { closeServer, listen } from '../../lib/http.js';
import { brandData, injectBrand } from './brand.js';
import { routePreloadsFor, withBrandStyles, withPanelLoading, withPreloads } from './first-paint.js';
import { spaRoutes } from './index.js';
import { notBuiltPage } from './not-built.js';

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

test('index.html carries the brand as the `brand` query answers it, in a data block no `</script>` can end', () => {
  const out = injectBrand('<html><head></head><body><div id="root"></div></body></html>', yep);

  const block = out.match(/<script type="application\/json" id="brand-data">(.*?)<\/script>/)?.[1];
  expect(JSON.parse(block!)).toEqual(brandData(yep));
  expect(brandData(yep)).toMatchObject({ slug: 'yep', logoUrl: '/brands/yep/logo.svg', theme: { primary: '#e4572e' } });
  expect(injectBrand('<body></body>', { ...yep, tagline: '</script><script>alert(1)' })).not.toContain(
    '</script><script>',
  );
});

test('a page with route chunks gets them as module preloads in <head>', () => {
  const out = withPreloads('<head><title>x</title></head>', ['assets/Page-1.js']);

  expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/Page-1.js">');
  expect(withPreloads('<head></head>', undefined)).toBe('<head></head>');
});

test('a route with a parameter gives its chunks to every path it matches; a route of its own keeps its own', () => {
  const preloads = {
    '/Painel/Opportunities': ['assets/List-1.js'],
    '/Painel/Opportunities/registration': ['assets/Form-1.js'],
    '/Painel/Opportunities/:id': ['assets/Details-1.js'],
  };

  expect(routePreloadsFor(preloads, '/Painel/Opportunities')).toEqual(['assets/List-1.js']);
  expect(routePreloadsFor(preloads, '/Painel/Opportunities/registration')).toEqual(['assets/Form-1.js']);
  expect(routePreloadsFor(preloads, '/Painel/Opportunities/0b5c')).toEqual(['assets/Details-1.js']);
  expect(routePreloadsFor(preloads, '/Painel/Opportunities/0b5c/more')).toBeUndefined();
  expect(routePreloadsFor(preloads, '/Painel/Users/0b5c')).toBeUndefined();
  expect(routePreloadsFor(preloads, '/toString')).toBeUndefined();
});

test("the brand's global styles made at build time go into <head>, with their theme's key", () => {
  const out = withBrandStyles('<head><title>x</title></head>', { key: 'k|1', css: 'html{color:red}' });

  expect(out).toContain('<style id="brand-styles" data-key="k|1">html{color:red}</style>');
  expect(withBrandStyles('<head></head>', undefined)).toBe('<head></head>');
  // Nothing in them may end the element early.
  expect(withBrandStyles('<head></head>', { key: 'k', css: '</style><script>' })).toBe('<head></head>');
});

test("the panel's pages open on its loading screen made at build time; the other pages do not", () => {
  const html = '<body><div id="root"></div></body>';
  const screen = '<p role="status">Aguarde, estamos reunindo suas informações</p>';

  expect(withPanelLoading(html, '/Painel/Opportunities', screen)).toBe(`<body><div id="root">${screen}</div></body>`);
  // The first paint waits for no script: they come at low priority.
  expect(
    withPanelLoading(`<head><script type="module" src="/a.js"></script></head>${html}`, '/Painel', screen),
  ).toContain('<script type="module" fetchpriority="low" src="/a.js">');
  expect(withPanelLoading(html, '/Painel', screen)).toContain(screen);
  for (const other of ['/', '/Cadastro', '/PainelX']) expect(withPanelLoading(html, other, screen)).toBe(html);
  expect(withPanelLoading(html, '/Painel', undefined)).toBe(html);
});

describe('built assets', () => {
  let dir: string;
  let url: string;
  let server: Server;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/app-1.js'), 'plain');
    fs.writeFileSync(path.join(dir, 'assets/app-1.js.br'), zlib.brotliCompressSync('from br'));
    fs.writeFileSync(path.join(dir, 'assets/app-1.js.gz'), zlib.gzipSync('from gz'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite/brand-styles.json'),
      JSON.stringify({
        yep: { key: 'yep-key', css: '.yep{}', loading: '<p>yep</p>' },
        scanora: { key: 'scanora-key', css: '.scanora{}' },
      }),
    );
    const app = express();
    app.use(spaRoutes(dir));
    ({ server, url } = await listen(app, 0));
  });
  afterAll(async () => {
    await closeServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('are sent as compressed at build time, in the encoding the browser prefers, cached for a year', async () => {
    const get = (encoding: string) =>
      fetch(`${url}/assets/app-1.js`, { headers: { 'accept-encoding': encoding } }).then(async (r) => ({
        encoding: r.headers.get('content-encoding'),
        type: r.headers.get('content-type'),
        cache: r.headers.get('cache-control'),
        body: await r.text(),
      }));

    expect(await get('gzip, deflate, br')).toMatchObject({
      encoding: 'br',
      body: 'from br',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(await get('gzip')).toMatchObject({ encoding: 'gzip', body: 'from gz' });
    expect((await get('gzip')).type).toMatch(/javascript/);
    expect(await get('identity')).toMatchObject({ encoding: null, body: 'plain' });
  });

  test("index.html carries the global styles of the host's brand", async () => {
    const page = (host: string, urlPath = '/Painel/Opportunities') =>
      new Promise<string>((resolve, reject) => {
        // fetch() will not send a Host header of its own: the brand comes from it.
        http
          .get({ port: new URL(url).port, path: urlPath, headers: { host } }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c)).on('end', () => resolve(body));
          })
          .on('error', reject);
      });

    expect(await page('yep.localhost')).toContain('<style id="brand-styles" data-key="yep-key">.yep{}</style>');
    expect(await page('scanora.localhost')).toContain('data-key="scanora-key">.scanora{}</style>');
    expect(await page('yep.localhost')).toContain('<div id="root"><p>yep</p></div>');
    expect(await page('yep.localhost', '/')).toContain('<div id="root"></div>');
  });
});

test("finds in the client's index.html the element it writes the panel's loading screen into", () => {
  const index = fs.readFileSync(path.join(process.cwd(), 'client/index.html'), 'utf8');
  expect(index, `client/index.html must hold ${ROOT_ELEMENT} exactly (shared/first-paint.ts)`).toContain(ROOT_ELEMENT);
});
