import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { splitCreateSystem } from '../../build/chakra-system-steps.js';

// vitest runs from the repository root.
const SYSTEM = path.join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');

/** The installed Chakra's system module as the build patches it, loaded from a copy. */
async function patchedModule() {
  const patched = splitCreateSystem(fs.readFileSync(SYSTEM, 'utf8'));
  if (!patched) return null;
  // Its relative imports point at Chakra's own files again.
  const dir = pathToFileURL(path.dirname(SYSTEM)).href;
  const code = patched.replace(/from '(\.\.?\/[^']+)'/g, (_, rel: string) => `from '${new URL(rel, `${dir}/`).href}'`);
  // Under node_modules (ignored by git), where the test runner lets Node load it as it loads Chakra.
  const dirOut = path.join(process.cwd(), 'node_modules/.cache/chakra-system-steps');
  fs.mkdirSync(dirOut, { recursive: true });
  const file = path.join(dirOut, 'system.mjs');
  fs.writeFileSync(file, code);
  return (await import(/* @vite-ignore */ file)) as {
    createSystem: typeof createSystem & {
      prepare: (...configs: unknown[]) => unknown;
      finish: (prepared: unknown) => ReturnType<typeof createSystem>;
    };
  };
}

describe('createSystem in two steps (client/build/chakra-system-steps.ts)', () => {
  it("finds in the installed Chakra the code it patches (else the client's build fails)", () => {
    expect(splitCreateSystem(fs.readFileSync(SYSTEM, 'utf8'))).not.toBeNull();
  });

  it('makes in two steps the same system as createSystem in one', async () => {
    const patched = await patchedModule();
    const steps = patched!.createSystem;
    const system = steps.finish(steps.prepare(defaultConfig));
    const reference = createSystem(defaultConfig);
    expect(system.tokens.allTokens.length).toBe(reference.tokens.allTokens.length);
    expect(JSON.stringify(system.getTokenCss())).toBe(JSON.stringify(reference.getTokenCss()));
    expect(JSON.stringify(system.css({ color: 'fg.muted', p: '4', _hover: { bg: 'bg.subtle' } }))).toBe(
      JSON.stringify(reference.css({ color: 'fg.muted', p: '4', _hover: { bg: 'bg.subtle' } })),
    );
    // And in one, as before.
    expect(JSON.stringify(steps(defaultConfig).getTokenCss())).toBe(JSON.stringify(reference.getTokenCss()));
  });
});
