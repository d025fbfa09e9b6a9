/**
 * Draws every brand's SVG assets into brands/assets/<slug>/ from brands.ts: logo.svg (wordmark), favicon.svg (mark),
 * carousel-1..3.svg (login carousel: terminal, scanner, label printer). Run `npx tsx brands/generate-assets.ts` after
 * adding or restyling a brand; the output is committed. Each brand gets its own mark and background pattern, in its
 * own colours, so that the eleven portals do not look alike. Text uses system fonts only: nothing loads from a CDN.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Brand, brands } from './brands.js';

type Colours = { primary: string; accent: string; surface: string };

/**
 * The colour itself when it stands out on `surface`, else lightened towards white until it does (a dark accent such
 * as Termix's navy would vanish on its navy background).
 */
function onSurface(colour: string, surface: string): string {
  const rgb = (h: string) => [1, 3, 5].map((k) => Number.parseInt(h.slice(k, k + 2), 16));
  const lum = (c: number[]) =>
    c
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((s, v, k) => s + v * [0.2126, 0.7152, 0.0722][k], 0);
  const contrast = (a: number[], b: number[]) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
  let c = rgb(colour);
  for (let k = 0; k < 4 && contrast(c, rgb(surface)) < 2.2; k++) c = c.map((v) => Math.round(v + (255 - v) * 0.4));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The brand's colours as drawn over its surface colour (carousel, favicon). */
const onDark = (t: Brand['theme']): Colours => ({
  primary: onSurface(t.primary, t.surface),
  accent: onSurface(t.accent, t.surface),
  surface: t.surface,
});

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const radiusPx: Record<Brand['theme']['radius'], number> = { none: 0, sm: 6, md: 14, lg: 24, xl: 36 };

/** The eleven marks, one per brand in brands.ts order, drawn in a 48x48 box. */
const marks: ((c: Colours) => string)[] = [
  // scan ring: a lens crossed by the scanning beam
  (c) =>
    `<circle cx="24" cy="24" r="18" fill="none" stroke="${c.primary}" stroke-width="6"/><rect x="2" y="21" width="44" height="6" rx="3" fill="${c.accent}"/>`,
  // double chevron: motion
  (c) =>
    `<path d="M6 8 L24 24 L6 40 L14 40 L32 24 L14 8 Z" fill="${c.primary}"/><path d="M22 8 L40 24 L22 40 L30 40 L46 24 L30 8 Z" fill="${c.accent}"/>`,
  // label tag with its eyelet
  (c) =>
    `<path d="M4 10 H30 L44 24 L30 38 H4 Z" fill="${c.primary}"/><circle cx="30" cy="24" r="4" fill="${c.accent}"/>`,
  // handheld: body, screen and keys
  (c) =>
    `<rect x="12" y="2" width="24" height="44" rx="6" fill="${c.primary}"/><rect x="16" y="7" width="16" height="16" rx="2" fill="${c.accent}"/><circle cx="20" cy="32" r="2.5" fill="#fff"/><circle cx="28" cy="32" r="2.5" fill="#fff"/><circle cx="20" cy="39" r="2.5" fill="#fff"/><circle cx="28" cy="39" r="2.5" fill="#fff"/>`,
  // barcode
  (c) =>
    [2, 8, 12, 20, 24, 30, 38, 42]
      .map(
        (x, i) =>
          `<rect x="${x}" y="6" width="${i % 3 === 0 ? 4 : 2}" height="36" fill="${i === 4 ? c.accent : c.primary}"/>`,
      )
      .join(''),
  // label roll
  (c) =>
    `<circle cx="24" cy="24" r="21" fill="${c.primary}"/><circle cx="24" cy="24" r="13" fill="${c.accent}"/><circle cx="24" cy="24" r="6" fill="#fff"/>`,
  // thermal head: a printer with heat waves
  (c) =>
    `<rect x="4" y="20" width="40" height="22" rx="4" fill="${c.primary}"/><path d="M12 16 q4 -6 0 -12 M22 16 q4 -6 0 -12 M32 16 q4 -6 0 -12" stroke="${c.accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  // RFID waves
  (c) =>
    `<circle cx="10" cy="38" r="6" fill="${c.primary}"/><path d="M10 22 A16 16 0 0 1 26 38 M10 10 A28 28 0 0 1 38 38" stroke="${c.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  // voice: a speech bubble with sound bars
  (c) =>
    `<path d="M4 6 H44 V34 H20 L10 44 V34 H4 Z" fill="${c.primary}"/>${[12, 19, 26, 33].map((x, i) => `<rect x="${x}" y="${[16, 11, 14, 18][i]}" width="4" height="${[10, 20, 14, 6][i]}" rx="2" fill="${c.accent}"/>`).join('')}`,
  // target: a square frame with a crosshair
  (c) =>
    `<rect x="5" y="5" width="38" height="38" fill="none" stroke="${c.primary}" stroke-width="5"/><path d="M24 12 V36 M12 24 H36" stroke="${c.accent}" stroke-width="5"/>`,
  // hexagon with a beam
  (c) =>
    `<path d="M24 2 L43 13 V35 L24 46 L5 35 V13 Z" fill="${c.primary}"/><rect x="10" y="21" width="28" height="6" fill="${c.accent}"/>`,
];

/** Background patterns of the carousel, one per brand, drawn faintly over the surface colour. */
const patterns: ((c: Colours) => string)[] = [
  (c) =>
    `<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="3" fill="${c.accent}"/></pattern>`,
  (c) =>
    `<pattern id="p" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="18" height="60" fill="${c.accent}"/></pattern>`,
  (c) =>
    `<pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M0 40 H80 M40 0 V80" stroke="${c.accent}" stroke-width="2"/></pattern>`,
  (c) =>
    `<pattern id="p" width="90" height="90" patternUnits="userSpaceOnUse"><circle cx="45" cy="45" r="30" fill="none" stroke="${c.accent}" stroke-width="3"/></pattern>`,
  (c) =>
    `<pattern id="p" width="24" height="800" patternUnits="userSpaceOnUse"><rect width="6" height="800" fill="${c.accent}"/></pattern>`,
  (c) =>
    `<pattern id="p" width="70" height="70" patternUnits="userSpaceOnUse"><path d="M0 70 L35 0 L70 70" fill="none" stroke="${c.accent}" stroke-width="3"/></pattern>`,
  (c) =>
    `<pattern id="p" width="100" height="50" patternUnits="userSpaceOnUse"><path d="M0 25 Q25 0 50 25 T100 25" fill="none" stroke="${c.accent}" stroke-width="3"/></pattern>`,
  (c) =>
    `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><path d="M0 120 A120 120 0 0 1 120 0" fill="none" stroke="${c.accent}" stroke-width="3"/></pattern>`,
  (c) =>
    `<pattern id="p" width="50" height="50" patternUnits="userSpaceOnUse"><rect x="10" y="10" width="30" height="30" rx="15" fill="${c.accent}"/></pattern>`,
  (c) =>
    `<pattern id="p" width="60" height="60" patternUnits="userSpaceOnUse"><rect x="0" y="0" width="30" height="30" fill="${c.accent}"/></pattern>`,
  (c) =>
    `<pattern id="p" width="56" height="97" patternUnits="userSpaceOnUse"><path d="M28 0 L56 16 V48 L28 64 L0 48 V16 Z" fill="none" stroke="${c.accent}" stroke-width="3"/></pattern>`,
];

const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">\n${body}\n</svg>\n`;

function logo(b: Brand, i: number): string {
  const c = b.theme;
  // Long names shrink so that the wordmark always fits beside the mark.
  const size = Math.min(30, Math.floor(168 / (b.name.length * 0.58)));
  return svg(
    240,
    64,
    `<g transform="translate(8 8)">${marks[i % marks.length](c)}</g>\n<text x="66" y="${32 + size * 0.36}" font-family="${esc(c.headingFont)}" font-size="${size}" font-weight="700" fill="${c.primary}">${esc(b.name)}</text>`,
    b.name,
  );
}

function favicon(b: Brand, i: number): string {
  const c = onDark(b.theme);
  const r = Math.min(8, radiusPx[b.theme.radius] / 3);
  return svg(
    32,
    32,
    `<rect width="32" height="32" rx="${r}" fill="${c.surface}"/>\n<g transform="translate(4 4) scale(0.5)">${marks[i % marks.length]({ ...c, primary: '#ffffff' })}</g>`,
    b.name,
  );
}

/** Splits a headline into lines of at most `max` characters, on spaces. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out[out.length - 1];
    if (last && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function terminal(c: Colours, r: number): string {
  const keys = [0, 1, 2, 3]
    .flatMap((row) =>
      [0, 1, 2].map(
        (col) =>
          `<rect x="${812 + col * 62}" y="${520 + row * 40}" width="48" height="28" rx="${Math.min(r, 14)}" fill="${row === 3 && col === 1 ? c.accent : '#2a2f3a'}"/>`,
      ),
    )
    .join('');
  return `<path d="M830 130 L700 20 L1020 20 L890 130 Z" fill="${c.accent}" opacity="0.35"/>
<rect x="780" y="120" width="240" height="580" rx="${r + 18}" fill="#1c2029" stroke="${c.primary}" stroke-width="8"/>
<rect x="850" y="112" width="100" height="16" rx="6" fill="${c.accent}"/>
<rect x="806" y="160" width="188" height="330" rx="${Math.min(r, 16)}" fill="#f4f6fa"/>
<rect x="806" y="160" width="188" height="46" rx="${Math.min(r, 16)}" fill="${c.primary}"/>
${[230, 280, 330, 380].map((y, k) => `<rect x="826" y="${y}" width="${k % 2 ? 110 : 148}" height="22" rx="6" fill="${k === 1 ? c.accent : '#c9d1e0'}"/>`).join('')}
<rect x="826" y="430" width="148" height="40" rx="${Math.min(r, 20)}" fill="${c.primary}"/>
${keys}`;
}

function scanner(c: Colours, r: number): string {
  const bars = [0, 8, 14, 26, 32, 44, 50, 58, 70, 78, 86, 98, 104, 116, 124, 136]
    .map((x, k) => `<rect x="${560 + x}" y="560" width="${k % 3 === 0 ? 8 : 4}" height="120" fill="#1c2029"/>`)
    .join('');
  return `<rect x="530" y="530" width="210" height="190" rx="${Math.min(r, 12)}" fill="#ffffff"/>${bars}
<path d="M760 300 L560 600 L720 600 Z" fill="${c.accent}" opacity="0.35"/>
<rect x="700" y="200" width="330" height="150" rx="${r + 30}" fill="${c.primary}" transform="rotate(-18 865 275)"/>
<rect x="860" y="300" width="90" height="280" rx="${r + 20}" fill="#1c2029" transform="rotate(14 905 440)"/>
<rect x="830" y="340" width="40" height="80" rx="16" fill="${c.accent}" transform="rotate(14 850 380)"/>
<rect x="705" y="250" width="18" height="80" rx="8" fill="${c.accent}" transform="rotate(-18 714 290)"/>`;
}

function printer(c: Colours, r: number): string {
  const bars = [0, 10, 16, 28, 34, 46, 54, 60, 72, 80, 92, 98, 110]
    .map((x, k) => `<rect x="${760 + x}" y="590" width="${k % 2 ? 4 : 7}" height="60" fill="#1c2029"/>`)
    .join('');
  return `<rect x="620" y="220" width="460" height="300" rx="${r + 10}" fill="#1c2029" stroke="${c.primary}" stroke-width="8"/>
<rect x="620" y="220" width="460" height="90" rx="${r + 10}" fill="${c.primary}"/>
<circle cx="850" cy="265" r="60" fill="${c.accent}" opacity="0.9"/><circle cx="850" cy="265" r="24" fill="#1c2029"/>
<rect x="700" y="470" width="300" height="14" rx="7" fill="#0b0d12"/>
<path d="M720 484 H980 V720 Q850 690 720 720 Z" fill="#ffffff"/>
<rect x="745" y="510" width="150" height="18" rx="4" fill="${c.primary}"/><rect x="745" y="545" width="210" height="12" rx="4" fill="#c9d1e0"/>
${bars}<circle cx="1040" cy="470" r="14" fill="${c.accent}"/>`;
}

const scenes = [
  { draw: terminal, headline: (b: Brand) => b.tagline },
  { draw: scanner, headline: () => 'Leitura precisa de códigos 1D e 2D' },
  { draw: printer, headline: () => 'Etiquetas nítidas direto da operação' },
];

function carousel(b: Brand, i: number, scene: number): string {
  const c = onDark(b.theme);
  const font = esc(b.theme.headingFont);
  const { draw, headline } = scenes[scene];
  // Every other brand mirrors the scene (device left, text right), so that neighbouring brands differ at a glance.
  // No mark or name: the login page shows the brand's logo right above the carousel, and a second one in the
  // picture read as the logo shown twice.
  const mirrored = i % 2 === 1;
  const x = mirrored ? 680 : 80;
  const text = lines(headline(b), 16)
    .map(
      (l, k) =>
        `<text x="${x}" y="${330 + k * 62}" font-family="${font}" font-size="50" font-weight="700" fill="#ffffff">${esc(l)}</text>`,
    )
    .join('\n');
  const scenery = `<circle cx="880" cy="420" r="330" fill="${c.primary}" opacity="0.22"/>\n${draw(c, radiusPx[b.theme.radius])}`;
  return svg(
    1200,
    800,
    `<defs>${patterns[i % patterns.length](c)}</defs>
<rect width="1200" height="800" fill="${c.surface}"/>
<rect width="1200" height="800" fill="url(#p)" opacity="0.1"/>
${mirrored ? `<g transform="translate(1200 0) scale(-1 1)">${scenery}</g>` : scenery}
<rect x="${x}" y="230" width="120" height="10" rx="5" fill="${c.accent}"/>
${text}`,
    `${b.name}: ${headline(b)}`,
  );
}

/** File name → SVG text of one brand's assets. */
export function brandAssets(b: Brand, index: number): Record<string, string> {
  return {
    'logo.svg': logo(b, index),
    'favicon.svg': favicon(b, index),
    'carousel-1.svg': carousel(b, index, 0),
    'carousel-2.svg': carousel(b, index, 1),
    'carousel-3.svg': carousel(b, index, 2),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
  for (const [i, b] of brands.entries()) {
    const dir = path.join(root, b.slug);
    fs.mkdirSync(dir, { recursive: true });
    for (const [file, content] of Object.entries(brandAssets(b, i))) fs.writeFileSync(path.join(dir, file), content);
  }
  console.log(`assets written for ${brands.length} brands in ${root}`);
}
