import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { derivePalette, readableShade, type Shade, textOn } from './palette.js';

/** Theme tokens as the `brand` query returns them (brands/brands.ts `BrandTheme`). */
export interface BrandThemeTokens {
  primary: string;
  accent: string;
  surface: string;
  radius: string;
  headingFont: string;
}

const BODY_FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Chakra's l1/l2/l3 radii (inputs, buttons, cards) per brand radius token. */
const RADII: Record<string, [string, string, string]> = {
  none: ['0', '0', '0'],
  sm: ['1px', '2px', '4px'],
  md: ['2px', '4px', '6px'],
  lg: ['4px', '8px', '12px'],
  xl: ['6px', '12px', '18px'],
};

/**
 * One Chakra system per brand. Components use `colorPalette="brand"` (the default palette here) and the semantic
 * tokens `brand.solid`, `brand.fg`, `brand.muted`, `bg.surface`, `fg.surface`: never raw colours.
 */
export function createBrandSystem(theme: BrandThemeTokens): SystemContext {
  const palette = derivePalette(theme.primary);
  const solid = readableShade(palette);
  const step = (s: Shade, by: number) => {
    const order: Shade[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
    return order[Math.min(order.length - 1, order.indexOf(s) + by)];
  };
  const accentPalette = derivePalette(theme.accent);
  const [l1, l2, l3] = RADII[theme.radius] ?? RADII.md;
  const surfaceText = textOn(theme.surface);

  const config = defineConfig({
    globalCss: {
      html: { colorPalette: 'brand' },
      'a:focus-visible, button:focus-visible': { outlineColor: 'brand.focusRing' },
    },
    theme: {
      tokens: {
        colors: {
          brand: Object.fromEntries(Object.entries(palette).map(([k, v]) => [k, { value: v }])),
          accent: Object.fromEntries(Object.entries(accentPalette).map(([k, v]) => [k, { value: v }])),
        },
        fonts: { heading: { value: theme.headingFont }, body: { value: BODY_FONT } },
        radii: { l1: { value: l1 }, l2: { value: l2 }, l3: { value: l3 } },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: `{colors.brand.${solid}}` },
            contrast: { value: '{colors.white}' },
            fg: { value: `{colors.brand.${solid}}` },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.200}' },
            focusRing: { value: `{colors.brand.${step(solid, 0)}}` },
            strong: { value: `{colors.brand.${step(solid, 2)}}` },
          },
          accent: {
            solid: { value: '{colors.accent.500}' },
            muted: { value: '{colors.accent.100}' },
          },
          bg: { surface: { value: theme.surface } },
          fg: {
            // Chakra's default (red.500, 3.8:1 on white) is too faint for the field errors every form shows.
            error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
            surface: { value: surfaceText },
            surfaceMuted: { value: surfaceText === '#ffffff' ? '{colors.whiteAlpha.800}' : '{colors.blackAlpha.800}' },
          },
          border: {
            surface: { value: surfaceText === '#ffffff' ? '{colors.whiteAlpha.300}' : '{colors.blackAlpha.300}' },
          },
        },
      },
    },
  });
  return createSystem(defaultConfig, config);
}
