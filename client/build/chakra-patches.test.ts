import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { patchChakraModule } from './chakra-patches.js';

// vitest runs from the repository root.
const STYLED_SYSTEM = path.join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm/styled-system');
const SYSTEM = path.join(STYLED_SYSTEM, 'system.js');
const TOKEN_DICTIONARY = path.join(STYLED_SYSTEM, 'token-dictionary.js');
// Under node_modules (ignored by git), where the test runner lets Node load them as it loads Chakra.
const OUT = path.join(process.cwd(), 'node_modules/.cache/chakra-system-steps');

/** A patched copy of one of Chakra's modules, its relative imports pointing at Chakra's own files again. */
function writeCopy(name: string, patched: string, ownImports: Record<string, string> = {}) {
  const dir = pathToFileURL(STYLED_SYSTEM).href;
  const code = patched.replace(
    /from '(\.\.?\/[^']+)'/g,
    (_, rel: string) => `from '${ownImports[rel] ?? new URL(rel, `${dir}/`).href}'`,
  );
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  fs.writeFileSync(file, code);
  return file;
}

/** The installed Chakra's system module as the build patches it (with its patched token dictionary), from copies. */
async function patchedModule() {
  const system = patchChakraModule(SYSTEM, fs.readFileSync(SYSTEM, 'utf8'));
  const dictionary = patchChakraModule(TOKEN_DICTIONARY, fs.readFileSync(TOKEN_DICTIONARY, 'utf8'));
  if (!system || !dictionary) return null;
  const dictionaryFile = writeCopy('token-dictionary.mjs', dictionary);
  const file = writeCopy('system.mjs', system, { './token-dictionary.js': pathToFileURL(dictionaryFile).href });
  return (await import(/* @vite-ignore */ file)) as {
    createSystem: typeof createSystem & {
      prepare: (...configs: unknown[]) => { steps: Array<() => void> };
      finish: (prepared: unknown) => ReturnType<typeof createSystem>;
    };
  };
}

/** What a system makes of the tokens and of a style: two systems that give the same are the same to the client. */
const fingerprint = (system: ReturnType<typeof createSystem>) =>
  JSON.stringify([
    system.tokens.allTokens.length,
    system.getTokenCss(),
    system.css({ color: 'fg.muted', p: '4', _hover: { bg: 'bg.subtle' } }),
  ]);

describe("the build's patches of Chakra (client/build/chakra-patches.ts)", () => {
  it('finds in the installed Chakra the code each patch edits, or names the patch that no longer applies', () => {
    // A throw here carries the patch's name and what to do: the client's build would fail with the same message.
    expect(patchChakraModule(SYSTEM, fs.readFileSync(SYSTEM, 'utf8'))).toBeDefined();
    expect(patchChakraModule(TOKEN_DICTIONARY, fs.readFileSync(TOKEN_DICTIONARY, 'utf8'))).toBeDefined();
    expect(() => patchChakraModule(SYSTEM, 'export { createSystem };')).toThrow(
      /global styles made on first use.*chakra-patches\.ts/,
    );
    expect(patchChakraModule('/node_modules/react/index.js', 'x')).toBeUndefined();
  });

  it('makes the global styles on first read, and takes the ones a page already has', async () => {
    const { createSystem: patched } = (await patchedModule())!;
    const system = patched(defaultConfig);
    expect(system._global.length).toBeGreaterThan(0);
    expect(JSON.stringify(system._global)).toBe(JSON.stringify(createSystem(defaultConfig)._global));
    system._global = [];
    expect(system._global).toEqual([]);
  });

  it('makes in steps the same system as createSystem in one call', async () => {
    const steps = (await patchedModule())!.createSystem;
    const reference = fingerprint(createSystem(defaultConfig));

    // The dictionary's two halves run by the caller, one by one, then the rest.
    const prepared = steps.prepare(defaultConfig);
    const dictionarySteps = prepared.steps.splice(0);
    expect(dictionarySteps).toHaveLength(2);
    for (const step of dictionarySteps) step();
    expect(fingerprint(steps.finish(prepared))).toBe(reference);

    // The halves left to finish.
    expect(fingerprint(steps.finish(steps.prepare(defaultConfig)))).toBe(reference);
    // And in one call, as before.
    expect(fingerprint(steps(defaultConfig))).toBe(reference);
  });
});

// theme/system.ts builds Chakra's default theme from its modules, which theme/chakraParts.ts re-exports
// (chakra-theme.ts says why): an upgrade that moves a module, or adds a part the index puts together, must fail here
// with the module's name, not as a bundler error.
describe("the client's theme, module by module (client/build/chakra-theme.ts)", () => {
  const THEME = path.join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm/theme');
  const PARTS = 'client/src/theme/chakraParts.ts';
  const imported = (file: string) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/from '@chakra-theme\/([^']+)'/g)].map(([, module]) => module);

  it("reaches Chakra's theme modules from chakraParts.ts only", () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === '__generated__' ? [] : sources(file);
        return /\.tsx?$/.test(e.name) ? [path.relative(process.cwd(), file)] : [];
      });
    const elsewhere = sources(path.join(process.cwd(), 'client/src')).filter(
      (file) => file !== PARTS && imported(file).length > 0,
    );
    expect(elsewhere).toEqual([]);
  });

  it('imports only modules the installed Chakra has, or names the one it moved', () => {
    const moved = imported(PARTS)
      .filter((module) => !fs.existsSync(path.join(THEME, module)))
      .map(
        (module) => `${PARTS}: Chakra no longer has dist/esm/theme/${module}; its theme/index.js says where it went`,
      );
    expect(moved).toEqual([]);
    expect(imported(PARTS).length).toBeGreaterThan(30);
  });

  it("takes every part Chakra's index puts together (besides its full recipe lists), or names the one left out", () => {
    const index = fs.readFileSync(path.join(THEME, 'index.js'), 'utf8');
    const parts = [...index.matchAll(/^import \{[^}]*\} from '\.\/([^']+)'/gm)]
      .map(([, module]) => module)
      .filter((module) => module !== 'recipes.js' && module !== 'slot-recipes.js');
    expect(parts.length).toBeGreaterThan(20);
    const ours = new Set(imported(PARTS));
    const missing = parts
      .filter((module) => !ours.has(module))
      .map(
        (module) => `Chakra's theme now includes ${module}: export it from ${PARTS}, for client/src/theme/system.ts`,
      );
    expect(missing).toEqual([]);
  });
});
