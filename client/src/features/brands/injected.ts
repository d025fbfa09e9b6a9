import { BRAND_DATA_ID } from '../../../../shared/first-paint.js';
import type { BrandQuery } from '../../__generated__/graphql.js';

let injected: BrandQuery['brand'] | null | undefined;

/**
 * The brand the gateway wrote into index.html, as the `brand` query answers it, so that the first paint needs no
 * request; null without it (the Vite dev server) or when unreadable: BrandProvider's query asks /graphql then. Read
 * once, without Apollo: writing it into the cache at startup was the costliest part of the entry's evaluation.
 */
export function injectedBrand(): BrandQuery['brand'] | null {
  if (injected === undefined) {
    const text = document.getElementById(BRAND_DATA_ID)?.textContent;
    try {
      injected = text ? (JSON.parse(text) as BrandQuery['brand']) : null;
    } catch {
      injected = null;
    }
  }
  return injected;
}
