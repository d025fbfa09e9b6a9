import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '../../shared/first-paint.js';
import { type ChunkLike, staticClosure } from './login-bundle-guard.js';

/**
 * For each URL path, the chunks of its lazy route modules (and what they import) that index.html does not load
 * already: the gateway adds them to that path's index.html as `<link rel="modulepreload">`, so that the browser
 * fetches the page's code with the entry instead of after it (index → entry → route chunk → its imports).
 * `routes` maps a path to the source modules its page renders, relative to client/.
 */
export function routePreloads(routes: Record<string, string[]>): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as ChunkLike[];
      const loadedByIndex = new Set(
        staticClosure(
          chunks,
          chunks.filter((c) => c.isEntry),
        ).map((c) => c.fileName),
      );
      const preloads: Record<string, string[]> = {};
      for (const [urlPath, modules] of Object.entries(routes)) {
        const roots = modules.map((m) => {
          // The module's own chunk, or the shared chunk that took it in (chunk-groups.ts).
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(`/client/${m}`)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/client/${m}`)));
          if (!chunk) this.error(`route-preloads: no chunk for ${m} (is it still a lazy route?)`);
          return chunk;
        });
        preloads[urlPath] = staticClosure(chunks, roots)
          .map((c) => c.fileName)
          .filter((f) => !loadedByIndex.has(f))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
