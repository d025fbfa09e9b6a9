import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import type { Brand } from '../../brands/brands.js';
import { brandOf } from './context.js';

/** Paths that belong to the gateway itself, never to the client's router. */
const OWN_PATHS = ['/graphql', '/healthz', '/version.txt', '/brands/', '/assets/'];

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const pageTitle = (brand: Brand) => `${brand.name} · Registro de Oportunidades`;

/**
 * The brand of the host in the page the browser loads first, so that the tab shows the right title, icon and
 * colour before any script runs. Placeholders (%BRAND_TITLE%, %BRAND_FAVICON%, %BRAND_THEME_COLOR%, %BRAND_SLUG%)
 * are replaced where the client's index.html has them; otherwise the tags are written into <head>.
 */
export function injectBrand(html: string, brand: Brand): string {
  const favicon = `/brands/${brand.slug}/favicon.svg`;
  const values: Record<string, string> = {
    '%BRAND_TITLE%': esc(pageTitle(brand)),
    '%BRAND_FAVICON%': favicon,
    '%BRAND_THEME_COLOR%': esc(brand.theme.primary),
    '%BRAND_SLUG%': esc(brand.slug),
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
    <title>${esc(pageTitle(brand))}</title>
    <link rel="icon" type="image/svg+xml" href="/brands/${brand.slug}/favicon.svg">
    <meta name="theme-color" content="${esc(brand.theme.primary)}">
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
    <h1>${esc(brand.name)}</h1>
    <p>O cliente web do portal ainda não foi construído, por isso não há páginas para mostrar.</p>
    <p>Para construí-lo, rode <code>npm run build</code> na raiz do projeto e recarregue esta página.</p>
    <p>A API GraphQL já responde em <code>/graphql</code>; o estado dos serviços está em <code>/healthz</code>.</p>
  </body>
</html>
`;
}

/**
 * The built client (client/dist): its files as they are, and index.html with the brand for every other GET path,
 * so that the client's router handles deep links (/Painel/Opportunities/…). Whether the client is built is checked
 * on each request: building it while the gateway runs needs no restart.
 */
export function spaRoutes(distDir: string): Router {
  const router = Router();
  const index = path.join(distDir, 'index.html');
  router.use(
    express.static(distDir, {
      index: false,
      fallthrough: true,
      // Vite names every file under assets/ by its content's hash: a changed file is a new name, so those never go
      // stale and are cached for a year. The rest (index.html, icons) is revalidated on every use.
      setHeaders: (res, file) => {
        const hashed = path.relative(distDir, file).split(path.sep)[0] === 'assets';
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
    res.type('html').send(injectBrand(html, brand));
  });
  return router;
}
