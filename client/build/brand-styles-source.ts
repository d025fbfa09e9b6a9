/**
 * Runs at build time in Node, through Vite's module runner (brand-styles.ts): each brand's Chakra system, the global
 * styles its ChakraProvider would write into the page (CSS reset, global CSS, the tokens as CSS variables), and the
 * panel's first screen (the guard's LoadingScreen), rendered to text by emotion and React exactly as in the browser.
 */

import { ChakraProvider, type ChakraProviderProps } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brands } from '../../brands/brands.js';
import { brandStylesKey, createBrandSystem } from '../src/theme/system.js';
import { LoadingScreen } from '../src/ui/LoadingOverlay.js';

const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The LoadingScreen as the brand shows it, with its own styles in emotion's server form (the client's emotion takes
 * them over instead of inserting them again). The global styles are left out: the page has them already.
 */
function loadingScreen(system: ReturnType<typeof createBrandSystem>): string {
  const provider: ChakraProviderProps = { value: { ...system, _global: [] }, children: createElement(LoadingScreen) };
  return renderToStaticMarkup(
    createElement(CacheProvider, { value: createCache({ key: 'css' }) }, createElement(ChakraProvider, provider)),
  ).replace(/<style data-emotion="css-global[^"]*">[^<]*<\/style>/g, '');
}

/**
 * Per brand slug: the key of the theme the styles were made from (see brandStylesKey), the CSS, and the markup of
 * the panel's first screen.
 */
export function brandStyles(): Record<string, { key: string; css: string; loading: string }> {
  return Object.fromEntries(
    brands.map((brand) => {
      const system = createBrandSystem(brand.theme);
      const markup = renderToStaticMarkup(
        createElement(
          CacheProvider,
          { value: createCache({ key: 'css' }) },
          createElement(
            Fragment,
            null,
            createElement(Global, { styles: system.layers.atRule }),
            createElement(Global, { styles: system._global }),
          ),
        ),
      );
      const css = [...markup.matchAll(STYLE)].map((m) => m[1]).join('');
      if (!css || css.includes('</')) throw new Error(`brand-styles: unexpected CSS for ${brand.slug}`);
      return [brand.slug, { key: brandStylesKey(brand.theme), css, loading: loadingScreen(system) }];
    }),
  );
}
