/**
 * Runs at build time in Node, through Vite's module runner (brand-styles.ts): each brand's Chakra system, and the
 * global styles its ChakraProvider would write into the page (CSS reset, global CSS, the tokens as CSS variables),
 * rendered to text by emotion exactly as in the browser.
 */
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brands } from '../../brands/brands.js';
import { brandStylesKey, createBrandSystem } from '../src/theme/system.js';

const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

/** Per brand slug: the key of the theme the styles were made from (see brandStylesKey) and the CSS. */
export function brandStyles(): Record<string, { key: string; css: string }> {
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
      return [brand.slug, { key: brandStylesKey(brand.theme), css }];
    }),
  );
}
