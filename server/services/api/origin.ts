import type { Request, RequestHandler } from 'express';
import { findBrand } from '../../../brands/brands.js';
import { brandOrigin, isLocalHost } from '../../lib/brand-origin.js';
import type { Config } from '../../lib/config.js';
import { badRequest } from '../../lib/errors.js';

/** The longest URL that browsers, proxies and mail clients all carry whole. */
export const URL_MAX_LENGTH = 2048;
/** The longest DNS host name (RFC 1035). */
export const HOST_NAME_MAX_LENGTH = 253;

export const PAGE_ADDRESS_MESSAGES = {
  urlTooLong: `Endereço com no máximo ${URL_MAX_LENGTH} caracteres`,
  hostTooLong: `Nome de host com no máximo ${HOST_NAME_MAX_LENGTH} caracteres`,
  invalidPage: 'Endereço da página inválido',
  invalidRedirect: 'Endereço de redirecionamento inválido: use o endereço completo de uma página do portal',
} as const;

/** `host` as the spec's client sends it: a host name (`yep.localhost:4000`), an origin or a page's URL. */
function parsePage(value: string): URL | undefined {
  try {
    return new URL(/^https?:\/\//.test(value) ? value : `http://${value}`);
  } catch {
    return undefined;
  }
}

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
    const url = parsePage(c);
    if (!url) continue;
    const h = url.hostname;
    const ok = isLocalHost(h) ? !config.production : h === publicHost || (brand?.hosts.includes(h) ?? false);
    if (ok) return url.origin;
  }
  return brandOrigin(config, brandSlug);
}

/**
 * Field errors of the page addresses a body may carry (`host` on every call that mails a link, `redirect_url` on the
 * password reset), or undefined. Each is bounded on its own rather than by the 1 MB body, and must be shaped as what
 * it claims to be; whether it names this portal is pageOrigin's and the reset link's decision, which fall back to the
 * brand's own page otherwise.
 */
export function pageAddressErrors(body: unknown): Record<string, string> | undefined {
  const { host, redirect_url: redirect } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (typeof host === 'string' && host) {
    const page = host.length > URL_MAX_LENGTH ? undefined : parsePage(host);
    if (host.length > URL_MAX_LENGTH) fields.host = PAGE_ADDRESS_MESSAGES.urlTooLong;
    else if (!page) fields.host = PAGE_ADDRESS_MESSAGES.invalidPage;
    else if (page.hostname.length > HOST_NAME_MAX_LENGTH) fields.host = PAGE_ADDRESS_MESSAGES.hostTooLong;
  }
  if (typeof redirect === 'string' && redirect) {
    const page = redirect.length > URL_MAX_LENGTH ? undefined : URL.parse(redirect);
    if (redirect.length > URL_MAX_LENGTH) fields.redirect_url = PAGE_ADDRESS_MESSAGES.urlTooLong;
    else if (!page || !/^https?:$/.test(page.protocol)) fields.redirect_url = PAGE_ADDRESS_MESSAGES.invalidRedirect;
    else if (page.hostname.length > HOST_NAME_MAX_LENGTH) fields.redirect_url = PAGE_ADDRESS_MESSAGES.hostTooLong;
  }
  return Object.keys(fields).length ? fields : undefined;
}

/** Checked once before every route of the main API, as the storable-text check is (lib/http.ts). */
export const pageAddressesChecked: RequestHandler = (req, _res, next) => {
  const fields = pageAddressErrors(req.body);
  if (!fields) return next();
  next(badRequest(Object.values(fields)[0], fields));
};
