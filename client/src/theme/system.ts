import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { BRAND_STYLES_ID } from '../../../shared/first-paint.js';
import {
  alertSlotRecipe,
  animationStyles,
  animations,
  aspectRatios,
  blurs,
  borders,
  breakpoints,
  buttonRecipe,
  colors as chakraColors,
  semanticColors as chakraSemanticColors,
  semanticShadows as chakraSemanticShadows,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cursor,
  durations,
  easings,
  fieldSlotRecipe,
  fontSizes,
  fonts,
  fontWeights,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  letterSpacings,
  lineHeights,
  linkRecipe,
  radii,
  semanticRadii,
  separatorRecipe,
  sizes,
  spacing,
  spinnerRecipe,
  textStyles,
  zIndices,
} from './chakraParts.js';
import { derivePalette, readableShade, type Shade, textOn } from './palette.js';

/**
 * Chakra's palettes that nothing here paints with: no component, recipe or semantic token of the client names them.
 * Each palette is some thirty tokens (shades and semantic roles) that createSystem turns into variables on every page
 * load, before the first render; without these four and without the dark values (below), that work is about a third
 * smaller (measured in Node: the token dictionary 8.2 -> 3.0 ms, the system without its global CSS 12 -> 5.7 ms).
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);

const withoutUnusedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * A semantic token's value as the portal shows it: its light one. The portal has no dark mode (nothing sets Chakra's
 * `.dark` class), so the dark values were never applied, yet Chakra made a conditional variable of each.
 */
function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') return tokens;
  const value = (tokens as { value?: unknown }).value;
  if (value && typeof value === 'object' && '_light' in value) {
    return { ...tokens, value: (value as { _light: unknown })._light };
  }
  return Object.fromEntries(Object.entries(tokens).map(([k, v]) => [k, lightOnly(v)])) as T;
}

const colors = withoutUnusedPalettes(chakraColors);
const semanticColors = lightOnly(withoutUnusedPalettes(chakraSemanticColors));
const semanticShadows = lightOnly(chakraSemanticShadows);

const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
const cssVarsPrefix = 'chakra';
const cssVarsRoot = ':where(html, .chakra-theme)';

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
 * Chakra's default theme with the recipes of the components this client uses, and only those: the default theme
 * carries some seventy (date pickers, colour pickers, trees…) that would load with the login page and be compiled
 * on every start. Here the recipes of what the entry renders (the login page, the brand's loading screen); the
 * others (dialogs, tables, drawers…) are in moreRecipes.ts, added by `withRecipes` before any module loaded on
 * demand renders. A component added to the client needs its recipe in one of the two (system.test.ts checks).
 */
export const recipes = {
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
};

type MoreRecipes = typeof import('./moreRecipes.js');
let more: MoreRecipes | undefined;
let moreLoading: Promise<void> | undefined;
/** The systems created so far (one per brand seen, and the neutral one): each gets the later recipes too. */
const systems = new Set<SystemContext>();

/** Adds the later recipes to a system (Chakra reads `_config.theme` when a component first asks for its recipe). */
function addMoreRecipes(system: SystemContext, m: MoreRecipes) {
  // createSystem made these objects from our config (never shared): the later recipes join them.
  const theme = system._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('sistema sem receitas');
  Object.assign(theme.recipes, m.moreRecipes);
  Object.assign(theme.slotRecipes, m.moreSlotRecipes);
}

/** Loads the recipes of the components outside the entry into every system, once. */
export function loadMoreRecipes(): Promise<void> {
  moreLoading ??= import('./moreRecipes.js').then((m) => {
    more = m;
    for (const system of systems) addMoreRecipes(system, m);
  });
  return moreLoading;
}

/** A module loaded on demand, resolved once the recipes its components may use are in the systems too. */
export async function withRecipes<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadMoreRecipes()]);
  return module;
}

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * One Chakra system per brand. Components use `colorPalette="brand"` (the default palette here) and the semantic
 * tokens `brand.solid`, `brand.fg`, `brand.muted`, `bg.surface`, `fg.surface`: never raw colours.
 */
export function createBrandSystem(theme: BrandThemeTokens): SystemContext {
  return registered(createSystem(defaultBaseConfig, themeConfig, brandConfig(theme)));
}

/** A system made: it gets the later recipes, now or when they load. */
function registered(system: SystemContext): SystemContext {
  systems.add(system);
  if (more) addMoreRecipes(system, more);
  return system;
}

/** What a brand changes in the theme: its palettes, fonts, radii and the semantic tokens made of them. */
function brandConfig(theme: BrandThemeTokens): SystemConfig {
  const palette = derivePalette(theme.primary);
  const solid = readableShade(palette);
  const step = (s: Shade, by: number) => {
    const order: Shade[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
    return order[Math.min(order.length - 1, order.indexOf(s) + by)];
  };
  const accentPalette = derivePalette(theme.accent);
  const [l1, l2, l3] = RADII[theme.radius] ?? RADII.md;
  const surfaceText = textOn(theme.surface);

  return defineConfig({
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
            error: { value: '{colors.red.700}' },
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
}

/**
 * What a brand's global styles depend on: the gateway writes the ones made at build time into index.html with this
 * key (client/build/brand-styles.ts), and the client uses them only when the key is that of the brand it themes.
 */
export const brandStylesKey = (theme: BrandThemeTokens) =>
  [theme.primary, theme.accent, theme.surface, theme.radius, theme.headingFont].join('|');

/**
 * The brand's system for ChakraProvider: when index.html already holds this theme's global styles, without them, so
 * that ChakraProvider does not serialize, hash and insert them again (and, in the build, Chakra does not even make
 * them: client/build/chakra-patches.ts).
 */
export function brandSystemForPage(
  theme: BrandThemeTokens,
  make: () => SystemContext = () => createBrandSystem(theme),
): SystemContext {
  const key = brandStylesKey(theme);
  let system = pageSystems.get(key);
  if (!system) {
    system = make();
    if (document.getElementById(BRAND_STYLES_ID)?.dataset.key === key) system._global = [];
    pageSystems.set(key, system);
  }
  return system;
}

/** The page's brand systems by theme: made once (main.tsx makes the page's own before the first render). */
const pageSystems = new Map<string, SystemContext>();

/** createSystem in the steps the client's build gives it (client/build/chakra-patches.ts). */
type SystemSteps = typeof createSystem & {
  prepare?: (...configs: SystemConfig[]) => { steps: Array<() => void> };
  finish?: (prepared: unknown) => SystemContext;
};

/**
 * brandSystemForPage in calls for separate tasks (main.tsx): this one merges the configs and registers the tokens;
 * of the calls it returns, all but the last build the token dictionary, the last makes the rest of the system and
 * returns it. Without the build's patch (tests, the dev server) the whole system is made by the last call.
 */
export function brandSystemForPageInSteps(theme: BrandThemeTokens): Array<() => unknown> {
  const { prepare, finish } = createSystem as SystemSteps;
  if (!prepare || !finish || pageSystems.has(brandStylesKey(theme))) return [() => brandSystemForPage(theme)];
  const prepared = prepare(defaultBaseConfig, themeConfig, brandConfig(theme));
  // Taken out of `prepared`, so that finish does not run them again.
  const dictionarySteps = prepared.steps.splice(0);
  return [...dictionarySteps, () => brandSystemForPage(theme, () => registered(finish(prepared)))];
}

let neutral: SystemContext | undefined;

/** The system of the screen shown while the brand is unknown (loading it, or it failed): grey, built on first use. */
export function neutralSystem(): SystemContext {
  neutral ??= createBrandSystem({
    primary: '#4a5568',
    accent: '#718096',
    surface: '#ffffff',
    radius: 'md',
    headingFont: BODY_FONT,
  });
  return neutral;
}
