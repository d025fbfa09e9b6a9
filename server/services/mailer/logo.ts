/**
 * The brand's logo as an inline PNG part of the message (Content-ID), the one form of image that webmail and desktop
 * clients all show: an image linked from the portal may be refused across origins or blocked until the reader allows
 * remote content, and Gmail and Outlook show no SVG. brands/render-logo-png.ts draws the PNGs from the SVGs.
 */
import fs from 'node:fs';
import type { Brand } from '../../../brands/brands.js';
import { fromRoot } from '../../lib/paths.js';

/** The header shows the logo this tall (CSS px); the PNG has twice the pixels, for high-density screens. */
const LOGO_HEIGHT_PX = 40;

export interface BrandLogo {
  /** The Content-ID the HTML refers to as `cid:<cid>`. */
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Buffer;
  /** Display size in the mail, in CSS px (width and height attributes, which Outlook needs). */
  width: number;
  height: number;
}

const cache = new Map<string, BrandLogo>();

export function brandLogo(brand: Brand): BrandLogo {
  const cached = cache.get(brand.slug);
  if (cached) return cached;
  const content = fs.readFileSync(fromRoot('brands/assets', brand.slug, 'logo.png'));
  // The IHDR chunk, first in every PNG, holds the pixel width and height at bytes 16 and 20.
  const ratio = content.readUInt32BE(16) / content.readUInt32BE(20);
  const logo: BrandLogo = {
    cid: `logo.${brand.slug}@portal`,
    filename: `${brand.slug}-logo.png`,
    contentType: 'image/png',
    content,
    width: Math.round(LOGO_HEIGHT_PX * ratio),
    height: LOGO_HEIGHT_PX,
  };
  cache.set(brand.slug, logo);
  return logo;
}

/** The logo as the HTML of a message refers to it: its inline part. */
export const logoCidSrc = (logo: BrandLogo) => `cid:${logo.cid}`;

/** The logo inside the HTML itself, for the /dev/outbox page, which a browser shows without the message's parts. */
export const logoDataSrc = (logo: BrandLogo) => `data:${logo.contentType};base64,${logo.content.toString('base64')}`;
