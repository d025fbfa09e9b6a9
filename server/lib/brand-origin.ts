import { findBrand } from '../../brands/brands.js';
import type { Config } from './config.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** True for the host names a developer's machine answers on: localhost, 127.0.0.1 and `<anything>.localhost`. */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The origin that opens the portal in `brandSlug` when no page origin is known (mail sent by a job, a call without
 * host or Origin). PUBLIC_URL alone is not enough: its host serves the first brand, so a link built on it would open
 * another brand's portal for the owners of ten brands out of eleven.
 * - PUBLIC_URL on localhost / 127.0.0.1 (a local set-up): `http://<slug>.localhost:<port>`, which every brand answers;
 * - otherwise the brand's first host name, with PUBLIC_URL's scheme;
 * - a brand without host names, 'all' or an unknown slug: PUBLIC_URL itself.
 */
export function brandOrigin(config: Pick<Config, 'publicUrl'>, brandSlug: string): string {
  const url = new URL(config.publicUrl);
  const brand = findBrand(brandSlug);
  if (!brand) return url.origin;
  if (LOCAL_HOSTS.has(url.hostname)) {
    url.hostname = `${brand.slug}.localhost`;
    return url.origin;
  }
  const [host] = brand.hosts;
  return host ? `${url.protocol}//${host}` : url.origin;
}
