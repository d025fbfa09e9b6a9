/**
 * The brand of the host in the page the browser loads first: title, icon and colour before any script runs, and the
 * `brand` query's answer as a data block the client reads instead of asking /graphql.
 */
import type { Brand } from '../../../brands/brands.js';
import { BRAND_DATA_ID, documentTitle } from '../../../shared/first-paint.js';
import { escapeHtml } from '../../lib/html.js';
import { brandAssetUrls } from '../modules/brands/resolvers.js';

export const pageTitle = (brand: Brand) => documentTitle(brand.name);

/**
 * The `brand` query's answer (schema/brands.graphql, every field, as the client's cache stores it): the client
 * renders with it at once instead of asking /graphql before its first paint.
 */
export function brandData(brand: Brand) {
  return {
    __typename: 'Brand',
    slug: brand.slug,
    name: brand.name,
    tagline: brand.tagline,
    ...brandAssetUrls(brand.slug),
    contactEmail: brand.contactEmail,
    senderEmail: brand.senderEmail,
    virtualAccountUrl: brand.virtualAccountUrl ?? null,
    theme: {
      __typename: 'BrandTheme',
      primary: brand.theme.primary,
      accent: brand.theme.accent,
      surface: brand.theme.surface,
      radius: brand.theme.radius,
      headingFont: brand.theme.headingFont,
    },
  };
}

/** JSON inside a <script> element: `<` escaped, so that no `</script>` in a value can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The brand of the host in the page the browser loads first, so that the tab shows the right title, icon and
 * colour before any script runs, and the client has the brand without a request (a JSON data block: not a script
 * the Content-Security-Policy would have to allow). Placeholders (%BRAND_TITLE%, %BRAND_FAVICON%, %BRAND_THEME_COLOR%, %BRAND_SLUG%)
 * are replaced where the client's index.html has them; otherwise the tags are written into <head>.
 */
export function injectBrand(html: string, brand: Brand): string {
  const favicon = brandAssetUrls(brand.slug).faviconUrl;
  const data = `<script type="application/json" id="${BRAND_DATA_ID}">${scriptJson(brandData(brand))}</script>`;
  const withData = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `  ${data}\n  </body>`) : `${html}\n${data}`;
  return withBrandHead(withData, brand, favicon);
}

function withBrandHead(html: string, brand: Brand, favicon: string): string {
  const values: Record<string, string> = {
    '%BRAND_TITLE%': escapeHtml(pageTitle(brand)),
    '%BRAND_FAVICON%': favicon,
    '%BRAND_THEME_COLOR%': escapeHtml(brand.theme.primary),
    '%BRAND_SLUG%': escapeHtml(brand.slug),
  };
  let out = html;
  const hadPlaceholders = Object.keys(values).some((k) => out.includes(k));
  for (const [k, v] of Object.entries(values)) out = out.split(k).join(v);
  if (hadPlaceholders) return out;
  const tags = [
    `<title>${values['%BRAND_TITLE%']}</title>`,
    `<link rel="icon" type="image/svg+xml" href="${favicon}">`,
    `<meta name="theme-color" content="${values['%BRAND_THEME_COLOR%']}">`,
  ].join('\n    ');
  out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<link[^>]+rel="(?:shortcut )?icon"[^>]*>\s*/gi, '');
  return /<\/head>/i.test(out) ? out.replace(/<\/head>/i, `    ${tags}\n  </head>`) : `${tags}\n${out}`;
}
