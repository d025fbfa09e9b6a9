import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('../src/__generated__/graphql.ts', import.meta.url));
const PREFIX = 'virtual:graphql-document/';
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<[^>]*>;$/gm;

/** The typed documents of the codegen output (name → the document's JSON), its only runtime values. */
export function generatedDocuments(source: string): Map<string, string> {
  return new Map([...source.matchAll(DOCUMENT)].map((m) => [m[1], m[2]]));
}

/**
 * The codegen's graphql.ts holds every document of the client (~70 KB), and a bundler keeps one module in one chunk:
 * whatever page uses a document, all the documents used anywhere would load with the first page. In the build,
 * graphql.ts becomes re-exports of one small module per document, so each document goes to the chunk of the pages
 * that use it (the login page loads its own two). Types are unaffected: they are erased before bundling.
 */
export function splitDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'split-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(readFileSync(GENERATED, 'utf8'));
      if (documents.size === 0) this.error(`split-graphql-documents: no document found in ${GENERATED}`);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${PREFIX}`)) {
        const name = id.slice(PREFIX.length + 1);
        return `export const ${name} = ${documents.get(name)};`;
      }
      if (id.split('?')[0] === GENERATED) {
        return [...documents.keys()].map((name) => `export { ${name} } from '${PREFIX}${name}';`).join('\n');
      }
      return null;
    },
  };
}

const ICONS_PREFIX = 'virtual:lucide-icon/';
const ICON = /^export function (\w+) \(props\) \{\n {2}return GenIcon\((.*)\)\(props\);\n\};$/gm;

/** The icons of a react-icons set (name → the GenIcon tree's JSON). */
export function iconSet(source: string): Map<string, string> {
  return new Map([...source.matchAll(ICON)].map((m) => [m[1], m[2]]));
}

/**
 * The same for react-icons' Lucide set: one module holds its 1,500 icons, so the ones the app uses anywhere would
 * all load with the first page. In the build, each icon is a module of its own and goes with the pages that show it.
 */
export function splitIcons(): Plugin {
  let file = '';
  let lib = '';
  let icons = new Map<string, string>();
  return {
    name: 'split-lucide-icons',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      file = (await this.resolve('react-icons/lu', GENERATED))?.id ?? '';
      lib = (await this.resolve('react-icons/lib', GENERATED))?.id ?? '';
      icons = iconSet(file ? readFileSync(file, 'utf8') : '');
      if (icons.size === 0 || !lib)
        this.error('split-lucide-icons: react-icons/lu not found or not in the known shape');
    },
    resolveId(id) {
      return id.startsWith(ICONS_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${ICONS_PREFIX}`)) {
        const name = id.slice(ICONS_PREFIX.length + 1);
        return `import { GenIcon } from ${JSON.stringify(lib)};\nexport function ${name}(props) {\n  return GenIcon(${icons.get(name)})(props);\n}`;
      }
      if (id.split('?')[0] === file) {
        return [...icons.keys()].map((name) => `export { ${name} } from '${ICONS_PREFIX}${name}';`).join('\n');
      }
      return null;
    },
  };
}
