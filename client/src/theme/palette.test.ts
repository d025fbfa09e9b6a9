import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/brands.js';
import { contrastRatio, derivePalette, READABLE_CONTRAST, readableShade, textOn } from './palette.js';
import { createBrandSystem } from './system.js';

describe('brand palettes', () => {
  it('keeps the brand colour at 500 and runs from light to dark', () => {
    const p = derivePalette('#0b5fff');
    expect(p[500]).toBe('#0b5fff');
    expect(contrastRatio(p[50], '#ffffff')).toBeLessThan(1.2);
    expect(contrastRatio(p[950], '#000000')).toBeLessThan(2);
  });

  it.each(brands.map((b) => [b.slug, b.theme] as const))(
    '%s: solid buttons and text on the surface are readable',
    (_slug, theme) => {
      const p = derivePalette(theme.primary);
      expect(contrastRatio(p[readableShade(p)], '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
      expect(contrastRatio(theme.surface, textOn(theme.surface))).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    },
  );

  it.each(brands.map((b) => [b.slug, b.theme] as const))(
    '%s: field error texts are readable on the page backgrounds',
    (_slug, theme) => {
      const system = createBrandSystem(theme);
      // A semantic colour as light mode shows it: follow its {colors.…} reference to the hex value.
      const light = (name: string): string => {
        const token = system.tokens.getByName(`colors.${name}`);
        const conditions = token?.extensions.conditions as Record<string, string> | undefined;
        const ref = conditions?._light ?? conditions?.base ?? token?.value;
        const hex = /^\{(.+)\}$/.exec(ref ?? '')?.[1];
        return hex ? system.token(hex) : String(ref);
      };
      for (const background of ['bg', 'bg.panel', 'bg.subtle']) {
        expect(contrastRatio(light('fg.error'), light(background))).toBeGreaterThanOrEqual(READABLE_CONTRAST);
      }
    },
  );

  it('gives every brand its own system with the brand semantic tokens', () => {
    const systems = brands.map((b) => createBrandSystem(b.theme));
    for (const s of systems) {
      expect(s.token('colors.brand.solid')).toBeTruthy();
      expect(s.token('colors.bg.surface')).toBeTruthy();
    }
    const solids = new Set(systems.map((s, i) => `${s.token('colors.brand.500')}|${brands[i].theme.surface}`));
    expect(solids.size).toBe(brands.length);
  });
});
