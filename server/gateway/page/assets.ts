/** The built client's files: how long browsers keep them, and their copies compressed at build time. */
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Vite names every file under assets/ by its content's hash: a changed file is a new name, never stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

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
export function precompressedAssets(assetsDir: string) {
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
