import type { Request } from 'express';
import { findBrand } from '../../../brands/brands.js';
import { brandOrigin, isLocalHost } from '../../lib/brand-origin.js';
import type { Config } from '../../lib/config.js';

/**
 * The page origin that e-mailed links point to: the call's `host` (spec: "origin of the page") or its Origin header,
 * accepted only when it names this portal (the brand's hosts, PUBLIC_URL's host, or a local host outside
 * production), so that nobody can make the portal e-mail a link to another site. Otherwise the brand's own origin
 * (brandOrigin), never bare PUBLIC_URL, which opens the first brand.
 */
export function pageOrigin(req: Request, config: Config, brandSlug: string): string {
  const candidates = [req.body?.host, req.get('origin')].filter((v): v is string => typeof v === 'string' && !!v);
  const brand = findBrand(brandSlug);
  const publicHost = new URL(config.publicUrl).hostname;
  for (const c of candidates) {
    let url: URL;
    try {
      url = new URL(/^https?:\/\//.test(c) ? c : `http://${c}`);
    } catch {
      continue;
    }
    const h = url.hostname;
    const ok = isLocalHost(h) ? !config.production : h === publicHost || (brand?.hosts.includes(h) ?? false);
    if (ok) return url.origin;
  }
  return brandOrigin(config, brandSlug);
}
