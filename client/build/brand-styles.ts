import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { BRAND_STYLES_FILE } from '../../shared/first-paint.js';
import { chakraThemeAlias } from './chakra-theme.js';

/**
 * Each brand's global styles (CSS reset, global CSS, the theme's tokens as CSS variables), made at build time: the
 * gateway writes the brand's into index.html, and the client then skips making them itself. In the browser, that
 * work (Chakra turning some 600 tokens into CSS, emotion serializing, hashing and inserting it) was about a sixth of
 * the login page's main-thread time on a phone, all of it in long tasks before anything showed.
 */
export function brandStyles(): Plugin {
  return {
    name: 'brand-styles',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<typeof import('./brand-styles-source.js')>(
        fileURLToPath(new URL('./brand-styles-source.ts', import.meta.url)),
        {
          configFile: false,
          root: fileURLToPath(new URL('..', import.meta.url)),
          logLevel: 'error',
          resolve: { alias: [chakraThemeAlias] },
        },
      );
      this.emitFile({ type: 'asset', fileName: BRAND_STYLES_FILE, source: JSON.stringify(module.brandStyles()) });
    },
  };
}
