import type { Request } from 'express';
import { findBrand } from '../../../brands/brands.js';
import type { Config } from '../../lib/config.js';

/**
 * The page origin that e-mailed links point to: the call's `host` (spec: "origin of the page") or its Origin header,
 * accepted only when it names this portal (the brand's hosts, localhost, or PUBLIC_URL), so that nobody can make the
 * portal e-mail a link to another site. Otherwise PUBLIC_URL.
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
    const ok =
      h === 'localhost' ||
      h === '127.0.0.1' ||
      h.endsWith('.localhost') ||
      h === publicHost ||
      (brand?.hosts.includes(h) ?? false);
    if (ok) return url.origin;
  }
  return config.publicUrl.replace(/\/$/, '');
}
