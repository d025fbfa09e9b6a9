/**
 * What the build made for a page's first paint, written into index.html: the brand's global styles, the panel's
 * loading screen, and the preloads of the page's chunks (design section 11).
 */
import { BRAND_STYLES_ID, PANEL_PATH, ROOT_ELEMENT } from '../../../shared/first-paint.js';
import { escapeHtml } from '../../lib/html.js';

/**
 * The brand's global styles (reset, global CSS, theme tokens), made at build time, as the first style of the page:
 * the client finds them by the theme's key and does not make them again. Without them it makes them as before.
 */
export function withBrandStyles(html: string, styles: { key: string; css: string } | undefined): string {
  if (!styles || styles.css.includes('</')) return html;
  const tag = `<style id="${BRAND_STYLES_ID}" data-key="${escapeHtml(styles.key)}">${styles.css}</style>`;
  return html.replace(/<\/head>/i, `  ${tag}\n  </head>`);
}

/**
 * The panel's first screen (the guard confirming the session: "Aguarde, estamos reunindo suas informações"),
 * rendered at build time, inside #root: a phone shows it as soon as the page arrives instead of a blank page until
 * the scripts have loaded and run; React replaces it with the same screen on its first render.
 */
export function withPanelLoading(html: string, urlPath: string, loading: string | undefined): string {
  const panel = urlPath === PANEL_PATH || urlPath.startsWith(`${PANEL_PATH}/`);
  if (!panel || !loading || loading.includes('</script')) return html;
  // The first paint no longer waits for the scripts: they are fetched at low priority, as nothing needed for that
  // paint is left to compete with them (Chrome and Lighthouse treat a high-priority script as render-blocking).
  return html
    .replace(ROOT_ELEMENT, ROOT_ELEMENT.replace('></', `>${loading}</`))
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * The preloads of the page at `urlPath`: its own entry, or that of a route with parameters (`/Painel/Opportunities/:id`)
 * whose other segments are the path's. A path that is also a route of its own (`/Painel/Opportunities/registration`)
 * keeps its own entry.
 */
export function routePreloadsFor(preloads: Record<string, string[]>, urlPath: string): string[] | undefined {
  if (Object.hasOwn(preloads, urlPath)) return preloads[urlPath];
  const segments = urlPath.split('/');
  for (const [route, files] of Object.entries(preloads)) {
    if (!route.includes('/:')) continue;
    const parts = route.split('/');
    if (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    ) {
      return files;
    }
  }
  return undefined;
}

/** `<link rel="modulepreload">` for the chunks of the page at `urlPath`, before the end of <head>. */
export function withPreloads(html: string, files: string[] = []): string {
  if (!files.length) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`).join('\n    ');
  return html.replace(/<\/head>/i, `  ${links}\n  </head>`);
}
