import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brands } from './brands.js';
import { ASSETS_DIR, LOGO_PNG_MANIFEST, LOGO_PNG_SCALE, svgDigest } from './render-logo-png.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const manifest = JSON.parse(fs.readFileSync(LOGO_PNG_MANIFEST, 'utf8')) as Record<string, string>;

describe.each(brands.map((b) => b.slug))(
  'logo.png of %s (run `npx tsx brands/render-logo-png.ts` when stale)',
  (slug) => {
    const svg = fs.readFileSync(path.join(ASSETS_DIR, slug, 'logo.svg'), 'utf8');

    it('was drawn from the current logo.svg', () => {
      expect(manifest[slug]).toBe(svgDigest(svg));
    });

    it('is a PNG at twice the size of the SVG', () => {
      const png = fs.readFileSync(path.join(ASSETS_DIR, slug, 'logo.png'));
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
      const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
        width: width * LOGO_PNG_SCALE,
        height: height * LOGO_PNG_SCALE,
      });
    });
  },
);
