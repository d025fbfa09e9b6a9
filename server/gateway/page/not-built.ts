import type { Brand } from '../../../brands/brands.js';
import { escapeHtml } from '../../lib/html.js';
import { pageTitle } from './brand.js';

/** What answers while client/dist does not exist: says so, and how to build it. Not a stand-in portal. */
export function notBuiltPage(brand: Brand): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(pageTitle(brand))}</title>
    <link rel="icon" type="image/svg+xml" href="/brands/${brand.slug}/favicon.svg">
    <meta name="theme-color" content="${escapeHtml(brand.theme.primary)}">
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
    <h1>${escapeHtml(brand.name)}</h1>
    <p>O cliente web do portal ainda não foi construído, por isso não há páginas para mostrar.</p>
    <p>Para construí-lo, rode <code>npm run build</code> na raiz do projeto e recarregue esta página.</p>
    <p>A API GraphQL já responde em <code>/graphql</code>; o estado dos serviços está em <code>/healthz</code>.</p>
  </body>
</html>
`;
}
