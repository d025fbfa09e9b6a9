import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brands } from './brands.js';
import { brandAssets } from './generate-assets.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const FILES = ['logo.svg', 'favicon.svg', 'carousel-1.svg', 'carousel-2.svg', 'carousel-3.svg'];
// jsdom (a dev dependency) ships no type declarations and @types/jsdom is not installed: type the one part used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};
const XmlParser = new JSDOM().window.DOMParser;

describe.each(brands.map((b, i) => [b.slug, i] as const))('assets of %s', (slug, index) => {
  it.each(FILES)('%s is a well-formed SVG with a viewBox', (file) => {
    const text = fs.readFileSync(path.join(root, slug, file), 'utf8');
    const doc = new XmlParser().parseFromString(text, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.tagName).toBe('svg');
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    // No external fonts or images: the portal loads nothing from elsewhere.
    expect(text).not.toMatch(/@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('draws no logo in the carousel pictures: the login page shows the logo itself, right above them', () => {
    const name = brands[index].name;
    for (const file of ['carousel-1.svg', 'carousel-2.svg', 'carousel-3.svg']) {
      const doc = new XmlParser().parseFromString(
        fs.readFileSync(path.join(root, slug, file), 'utf8'),
        'image/svg+xml',
      );
      const texts = [...doc.getElementsByTagName('text')].map((t) => t.textContent?.trim());
      expect(texts, file).not.toContain(name);
    }
  });

  it('matches what generate-assets.ts draws (run `npx tsx brands/generate-assets.ts` after changing a brand)', () => {
    for (const [file, content] of Object.entries(brandAssets(brands[index], index))) {
      expect(fs.readFileSync(path.join(root, slug, file), 'utf8'), file).toBe(content);
    }
  });
});
