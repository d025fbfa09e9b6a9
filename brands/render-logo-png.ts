/**
 * Draws each brand's logo.svg as brands/assets/<slug>/logo.png, the image every e-mail carries: Gmail and Outlook
 * show no SVG at all. Run `npx tsx brands/render-logo-png.ts` after `generate-assets.ts`; the PNGs are committed, so
 * neither the servers nor their build need a renderer. `logo-png.json` records the digest of the SVG each PNG was
 * drawn from, and logo-png.test.ts fails when a PNG is missing or older than its SVG.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brands } from './brands.js';

export const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
/** slug → sha256 of the logo.svg that its logo.png was drawn from. */
export const LOGO_PNG_MANIFEST = path.join(ASSETS_DIR, 'logo-png.json');
/** Twice the SVG's size: sharp on high-density screens, where mail is shown at the SVG's size or smaller. */
export const LOGO_PNG_SCALE = 2;

export const svgDigest = (svg: string | Buffer) => createHash('sha256').update(svg).digest('hex');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Only this script draws; the dev dependency is loaded here and never by code that runs in the servers.
  const { Resvg } = await import('@resvg/resvg-js');
  const manifest: Record<string, string> = {};
  for (const b of brands) {
    const svg = fs.readFileSync(path.join(ASSETS_DIR, b.slug, 'logo.svg'));
    const png = new Resvg(svg, {
      fitTo: { mode: 'zoom', value: LOGO_PNG_SCALE },
      font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    })
      .render()
      .asPng();
    fs.writeFileSync(path.join(ASSETS_DIR, b.slug, 'logo.png'), png);
    manifest[b.slug] = svgDigest(svg);
  }
  fs.writeFileSync(LOGO_PNG_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}
