import { createContext, useContext } from 'react';
import type { BrandQuery } from '../../../__generated__/graphql.js';

export type BrandInfo = BrandQuery['brand'];

export const BrandContext = createContext<BrandInfo | null>(null);

/** The brand of this host: name, logo, contact and sender addresses (set once by BrandProvider). */
export function useBrand(): BrandInfo {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand precisa de um BrandProvider');
  return brand;
}
