import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { Brand } from '../../brands/brands.js';
import { escapeHtml } from '../lib/html.js';
import { brandOf } from './context.js';
import { brandAssetUrls } from './modules/brands/resolvers.js';

/** Paths that belong to the gateway itself, never to the client's router. */
const OWN_PATHS = ['/graphql', '/healthz', '/version.txt', '/brands/', '/assets/'];

export const pageTitle = (brand: Brand) => `${brand.name} · Registro de Oportunidades`;

/** Where index.html carries the `brand` query's answer (client/src/features/brands/injected.ts reads it). */
export const BRAND_DATA_ID = 'brand-data';

/**
 * The `brand` query's answer (schema/brands.graphql, every field, as the client's cache stores it): the client
 * renders with it at once instead of asking /graphql before its first paint.
 */
export function brandData(brand: Brand) {
  return {
    __typename: 'Brand',
    slug: brand.slug,
    name: brand.name,
    tagline: brand.tagline,
    ...brandAssetUrls(brand.slug),
    contactEmail: brand.contactEmail,
    senderEmail: brand.senderEmail,
    virtualAccountUrl: brand.virtualAccountUrl ?? null,
    theme: {
      __typename: 'BrandTheme',
      primary: brand.theme.primary,
      accent: brand.theme.accent,
      surface: brand.theme.surface,
      radius: brand.theme.radius,
      headingFont: brand.theme.headingFont,
    },
  };
}

/** JSON inside a <script> element: `<` escaped, so that no `</script>` in a value can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The brand of the host in the page the browser loads first, so that the tab shows the right title, icon and
 * colour before any script runs, and the client has the brand without a request (a JSON data block: not a script
 * the Content-Security-Policy would have to allow). Placeholders (%BRAND_TITLE%, %BRAND_FAVICON%, %BRAND_THEME_COLOR%, %BRAND_SLUG%)
 * are replaced where the client's index.html has them; otherwise the tags are written into <head>.
 */
export function injectBrand(html: string, brand: Brand): string {
  const favicon = brandAssetUrls(brand.slug).faviconUrl;
  const data = `<script type="application/json" id="${BRAND_DATA_ID}">${scriptJson(brandData(brand))}</script>`;
  const withData = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `  ${data}\n  </body>`) : `${html}\n${data}`;
  return withBrandHead(withData, brand, favicon);
}

function withBrandHead(html: string, brand: Brand, favicon: string): string {
  const values: Record<string, string> = {
    '%BRAND_TITLE%': escapeHtml(pageTitle(brand)),
    '%BRAND_FAVICON%': favicon,
    '%BRAND_THEME_COLOR%': escapeHtml(brand.theme.primary),
    '%BRAND_SLUG%': escapeHtml(brand.slug),
  };
  let out = html;
  const hadPlaceholders = Object.keys(values).some((k) => out.includes(k));
  for (const [k, v] of Object.entries(values)) out = out.split(k).join(v);
  if (hadPlaceholders) return out;
  const tags = [
    `<title>${values['%BRAND_TITLE%']}</title>`,
    `<link rel="icon" type="image/svg+xml" href="${favicon}">`,
    `<meta name="theme-color" content="${values['%BRAND_THEME_COLOR%']}">`,
  ].join('\n    ');
  out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<link[^>]+rel="(?:shortcut )?icon"[^>]*>\s*/gi, '');
  return /<\/head>/i.test(out) ? out.replace(/<\/head>/i, `    ${tags}\n  </head>`) : `${tags}\n${out}`;
}

/** What answers while client/dist does not exist: says so, and how to build it. Not a stand-in portal. */
export function notBuiltPage(brand: Brand): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(pageTitle(brand))}</title>
    <link rel="icon" type="image/svg+xml" href="/brands/${brand.slug}/favicon.svg">
    <meta name="theme-color" content="${escapeHtml(brand.theme.primary)}">
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
    <h1>${escapeHtml(brand.name)}</h1>
    <p>O cliente web do portal ainda não foi construído, por isso não há páginas para mostrar.</p>
    <p>Para construí-lo, rode <code>npm run build</code> na raiz do projeto e recarregue esta página.</p>
    <p>A API GraphQL já responde em <code>/graphql</code>; o estado dos serviços está em <code>/healthz</code>.</p>
  </body>
</html>
`;
}

/** Vite names every file under assets/ by its content's hash: a changed file is a new name, never stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose names do not change with their content (brand logos, favicons and carousel pictures, the PDFs of the
 * terms and the privacy notice) change only with a deployment, and rarely then. Revalidating them on every visit
 * (max-age=0) cost a request per file on every page. Fresh for an hour, then served from cache while one background
 * revalidation (ETag) fetches a newer copy for up to a day: a deployment reaches every browser within the hour.
 */
export const UNHASHED_ASSET_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** The copies client/build/precompress.ts writes next to each asset, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * An asset as compressed at build time, when the browser accepts that encoding and the copy exists: the highest
 * level, computed once, instead of the fast setting of the compression middleware (which leaves encoded replies be).
 */
function precompressedAssets(assetsDir: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    // Ours is the order that counts: browsers list gzip before br with the same weight.
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    const stat = await fs.promises.stat(file + encoding.suffix).catch(() => null);
    if (!stat?.isFile()) return next();
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    res.set({ 'Content-Encoding': encoding.name, 'Cache-Control': IMMUTABLE });
    res.sendFile(file + encoding.suffix, { cacheControl: false }, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

/** Written by client/build/brand-styles.ts: per brand slug, its theme's key and global styles. */
const BRAND_STYLES = '.vite/brand-styles.json';
/** Where index.html carries the brand's global styles (client/src/theme/system.ts reads the key). */
export const BRAND_STYLES_ID = 'brand-styles';

type BrandStyles = Record<string, { key: string; css: string; loading?: string }>;

/**
 * The brand's global styles (reset, global CSS, theme tokens), made at build time, as the first style of the page:
 * the client finds them by the theme's key and does not make them again. Without them it makes them as before.
 */
export function withBrandStyles(html: string, styles: { key: string; css: string } | undefined): string {
  if (!styles || styles.css.includes('</')) return html;
  const tag = `<style id="${BRAND_STYLES_ID}" data-key="${escapeHtml(styles.key)}">${styles.css}</style>`;
  return html.replace(/<\/head>/i, `  ${tag}\n  </head>`);
}

/** The panel's routes (client/src/constants.ts `PATHS.panel`). */
const PANEL_PATH = '/Painel';

/**
 * The panel's first screen (the guard confirming the session: "Aguarde, estamos reunindo suas informações"),
 * rendered at build time, inside #root: a phone shows it as soon as the page arrives instead of a blank page until
 * the scripts have loaded and run; React replaces it with the same screen on its first render.
 */
export function withPanelLoading(html: string, urlPath: string, loading: string | undefined): string {
  const panel = urlPath === PANEL_PATH || urlPath.startsWith(`${PANEL_PATH}/`);
  if (!panel || !loading || loading.includes('</script')) return html;
  // The first paint no longer waits for the scripts: they are fetched at low priority, as nothing needed for that
  // paint is left to compete with them (Chrome and Lighthouse treat a high-priority script as render-blocking).
  return html
    .replace('<div id="root"></div>', `<div id="root">${loading}</div>`)
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/** Written by client/build/route-preloads.ts: per URL path, the route's chunks to preload. */
const ROUTE_PRELOADS = '.vite/route-preloads.json';

const builtFiles = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file the client's build wrote (route preloads, brand styles: some 550 KB), parsed once per build rather than
 * on every page served: its modification time says when a new build replaced it. `{}` while there is none.
 */
async function readBuiltJson<T extends object>(file: string): Promise<T | Record<string, never>> {
  try {
    const { mtimeMs } = await fs.promises.stat(file);
    const cached = builtFiles.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
    builtFiles.set(file, { mtimeMs, value });
    return value;
  } catch {
    return {};
  }
}

/**
 * The preloads of the page at `urlPath`: its own entry, or that of a route with parameters (`/Painel/Opportunities/:id`)
 * whose other segments are the path's. A path that is also a route of its own (`/Painel/Opportunities/registration`)
 * keeps its own entry.
 */
export function routePreloadsFor(preloads: Record<string, string[]>, urlPath: string): string[] | undefined {
  if (Object.hasOwn(preloads, urlPath)) return preloads[urlPath];
  const segments = urlPath.split('/');
  for (const [route, files] of Object.entries(preloads)) {
    if (!route.includes('/:')) continue;
    const parts = route.split('/');
    if (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    ) {
      return files;
    }
  }
  return undefined;
}

/** `<link rel="modulepreload">` for the chunks of the page at `urlPath`, before the end of <head>. */
export function withPreloads(html: string, files: string[] = []): string {
  if (!files.length) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`).join('\n    ');
  return html.replace(/<\/head>/i, `  ${links}\n  </head>`);
}

/**
 * The built client (client/dist): its files as they are, and index.html with the brand for every other GET path,
 * so that the client's router handles deep links (/Painel/Opportunities/…). Whether the client is built is checked
 * on each request: building it while the gateway runs needs no restart.
 */
export function spaRoutes(distDir: string): Router {
  const router = Router();
  const index = path.join(distDir, 'index.html');
  router.use('/assets', precompressedAssets(path.join(distDir, 'assets')));
  router.use(
    express.static(distDir, {
      index: false,
      fallthrough: true,
      // Hashed assets are cached for a year, index.html is revalidated on every use, the rest for an hour.
      setHeaders: (res, file) => {
        const relative = path.relative(distDir, file);
        const hashed = relative.split(path.sep)[0] === 'assets';
        res.setHeader(
          'Cache-Control',
          hashed ? IMMUTABLE : relative === 'index.html' ? 'no-cache' : UNHASHED_ASSET_CACHE,
        );
      },
    }),
  );
  router.get(/.*/, async (req: Request, res: Response, next) => {
    if (OWN_PATHS.some((p) => req.path === p || req.path.startsWith(p))) return next();
    const brand = brandOf(req);
    res.set('Cache-Control', 'no-cache');
    let html: string;
    try {
      html = await fs.promises.readFile(index, 'utf8');
    } catch {
      res.status(503).type('html').send(notBuiltPage(brand));
      return;
    }
    const [preloads, styles] = await Promise.all([
      readBuiltJson<Record<string, string[]>>(path.join(distDir, ROUTE_PRELOADS)),
      readBuiltJson<BrandStyles>(path.join(distDir, BRAND_STYLES)),
    ]);
    const page = withPreloads(injectBrand(html, brand), routePreloadsFor(preloads, req.path));
    const own = styles[brand.slug];
    res.type('html').send(withPanelLoading(withBrandStyles(page, own), req.path, own?.loading));
  });
  return router;
}
