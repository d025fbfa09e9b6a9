/**
 * The pages of the built client (client/dist) as the gateway serves them: its files, and index.html written for the
 * host's brand and the path's page (brand.ts, first-paint.ts) on every path the client's router handles.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { BRAND_STYLES_FILE, ROUTE_PRELOADS_FILE } from '../../../shared/first-paint.js';
import { brandOf } from '../context.js';
import { IMMUTABLE, precompressedAssets, UNHASHED_ASSET_CACHE } from './assets.js';
import { injectBrand } from './brand.js';
import { readBuiltJson } from './built-files.js';
import { routePreloadsFor, withBrandStyles, withPanelLoading, withPreloads } from './first-paint.js';
import { notBuiltPage } from './not-built.js';

export { UNHASHED_ASSET_CACHE };

/** Paths that belong to the gateway itself, never to the client's router. */
const OWN_PATHS = ['/graphql', '/healthz', '/version.txt', '/brands/', '/assets/'];

/** Per brand slug: the key of the theme its styles were made from, the styles, and its panel loading screen. */
type BrandStyles = Record<string, { key: string; css: string; loading?: string }>;

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
      readBuiltJson<Record<string, string[]>>(path.join(distDir, ROUTE_PRELOADS_FILE)),
      readBuiltJson<BrandStyles>(path.join(distDir, BRAND_STYLES_FILE)),
    ]);
    const page = withPreloads(injectBrand(html, brand), routePreloadsFor(preloads, req.path));
    const own = styles[brand.slug];
    res.type('html').send(withPanelLoading(withBrandStyles(page, own), req.path, own?.loading));
  });
  return router;
}
