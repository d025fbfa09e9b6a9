import type { ApolloClient } from '@apollo/client';
import { BrandDocument, type BrandQuery } from '../../__generated__/graphql.js';

/** The element of index.html where the gateway writes the brand (server/gateway/spa.ts `BRAND_DATA_ID`). */
const BRAND_DATA_ID = 'brand-data';

/**
 * Stores the brand the gateway wrote into index.html as the `brand` query's answer, so that the first paint needs
 * no request. Without it (the Vite dev server) or unreadable, BrandProvider's query asks /graphql as before.
 */
export function primeBrand(client: ApolloClient): void {
  const text = document.getElementById(BRAND_DATA_ID)?.textContent;
  if (!text) return;
  try {
    client.writeQuery({ query: BrandDocument, data: { brand: JSON.parse(text) as BrandQuery['brand'] } });
  } catch {
    // The query fetches the brand instead.
  }
}
