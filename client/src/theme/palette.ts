/**
 * Colour arithmetic for brand themes: a 50-950 scale derived from one primary colour, and WCAG contrast so that
 * the shade used behind white text, and for text on white, is always readable (axe's colour-contrast rule).
 */

export type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
export type Palette = Record<Shade, string>;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`cor inválida: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * weightOfB) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Lighter shades blend towards white, darker ones towards black; 500 is the brand's own colour. */
const STEPS: [Shade, Rgb, number][] = [
  [50, WHITE, 0.92],
  [100, WHITE, 0.84],
  [200, WHITE, 0.68],
  [300, WHITE, 0.5],
  [400, WHITE, 0.25],
  [500, WHITE, 0],
  [600, BLACK, 0.15],
  [700, BLACK, 0.3],
  [800, BLACK, 0.45],
  [900, BLACK, 0.6],
  [950, BLACK, 0.72],
];

export function derivePalette(primary: string): Palette {
  const base = parseHex(primary);
  return Object.fromEntries(STEPS.map(([shade, towards, w]) => [shade, toHex(mix(base, towards, w))])) as Palette;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const READABLE_CONTRAST = 4.5;

/** Chakra's solid buttons lighten to 90 % opacity on hover: white text must stay readable there too. */
const HOVER_OPACITY = 0.9;

/** The lightest shade from 500 down the scale that white text can sit on (and that reads as text on white). */
export function readableShade(palette: Palette): Shade {
  const candidates: Shade[] = [500, 600, 700, 800, 900, 950];
  const readable = (hex: string) => contrastRatio(hex, '#ffffff') >= READABLE_CONTRAST;
  const hovered = (hex: string) => toHex(mix(parseHex(hex), WHITE, 1 - HOVER_OPACITY));
  return candidates.find((s) => readable(palette[s]) && readable(hovered(palette[s]))) ?? 950;
}

/** White or near-black text, whichever reads better on the given background. */
export function textOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}
