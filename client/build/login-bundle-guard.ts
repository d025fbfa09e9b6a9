import type { Plugin } from 'vite';
import { LOGIN_BUNDLE_FILE } from '../../shared/first-paint.js';

/** Packages that must never load with the login page (design section 6): heavy, and only used behind the login. */
export const FORBIDDEN_ON_LOGIN = ['react-pdf', 'pdfjs-dist', 'recharts', 'xlsx', '@e965/xlsx'];

export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/** The chunks `roots` load: themselves and every chunk they import statically, transitively. */
export function staticClosure(chunks: ChunkLike[], roots: ChunkLike[]): ChunkLike[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const c = stack.pop()!;
    if (seen.has(c.fileName)) continue;
    seen.add(c.fileName);
    for (const i of c.imports) {
      const next = byName.get(i);
      if (next) stack.push(next);
    }
  }
  return [...seen].map((n) => byName.get(n)!);
}

const LOGIN_PAGE = '/auth/pages/LoginPage.tsx';

/** The chunk that holds the login page: the entry (routes.tsx imports it eagerly) or a chunk of its own. */
export function loginPageChunk(chunks: ChunkLike[]): ChunkLike | undefined {
  return chunks.find((c) => c.moduleIds.some((id) => id.endsWith(LOGIN_PAGE)));
}

/** What the browser loads for the login page: the entry and LoginPage chunks and every chunk they import statically. */
export function loginClosure(chunks: ChunkLike[]): ChunkLike[] {
  const page = loginPageChunk(chunks);
  return staticClosure(chunks, [...chunks.filter((c) => c.isEntry), ...(page ? [page] : [])]);
}

export function forbiddenModules(chunks: ChunkLike[]): string[] {
  const pattern = new RegExp(`node_modules/(${FORBIDDEN_ON_LOGIN.map((p) => p.replace('/', '\\/')).join('|')})/`);
  return loginClosure(chunks).flatMap((c) =>
    c.moduleIds.filter((id) => pattern.test(id)).map((id) => `${c.fileName}: ${id}`),
  );
}

/**
 * Fails the build when the login page's bundle pulls the PDF viewer, charts or spreadsheets, and writes the chunk
 * that holds the page and the list of chunks it loads to .vite/login-bundle.json (read by the e2e bundle check).
 */
export function loginBundleGuard(): Plugin {
  return {
    name: 'login-bundle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as ChunkLike[];
      const page = loginPageChunk(chunks);
      if (!page) this.error('login-bundle-guard: no chunk holds the LoginPage');
      const bad = forbiddenModules(chunks);
      if (bad.length) this.error(`login-bundle-guard: the login page would load\n${bad.join('\n')}`);
      this.emitFile({
        type: 'asset',
        fileName: LOGIN_BUNDLE_FILE,
        source: JSON.stringify(
          {
            loginPage: page.fileName,
            chunks: loginClosure(chunks)
              .map((c) => c.fileName)
              .sort(),
          },
          null,
          2,
        ),
      });
    },
  };
}
