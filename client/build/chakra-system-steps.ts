import type { Plugin } from 'vite';

/**
 * Chakra's createSystem in two steps a caller may run in two tasks: `createSystem.prepare(...configs)` merges the
 * configs and builds the token dictionary (some 60% of the call), `createSystem.finish(prepared)` makes the rest
 * (conditions, utilities, the css and recipe functions) from it. `createSystem(...configs)` itself does both, as
 * before. The client makes its brand's system before its first render (main.tsx): in one call that was a task of
 * some 150 ms on a simulated phone, Lighthouse's largest blocking task on every page; in two, each is about half.
 * The cost: the build edits Chakra's module, and fails (below) when Chakra's code no longer has the expected shape.
 */

/** Chakra's module that defines createSystem. */
export const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

const HEAD = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n';
const TOKENS = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
`;
const EXPORT = 'export { createSystem, isValidSystem };';

const STEPS = `function createSystem(...configs) {
  return finishSystem(prepareSystem(...configs));
}
function prepareSystem(...configs) {
  const config = mergeConfigs(...configs);
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
${TOKENS}  return { config, tokens };
}
createSystem.prepare = prepareSystem;
createSystem.finish = finishSystem;
function finishSystem(prepared) {
  const config = prepared.config;
`;

/** Chakra's system module with createSystem in two steps; null when the code is not what this patch expects. */
export function splitCreateSystem(code: string): string | null {
  const once = (part: string) => code.split(part).length === 2;
  if (!once(HEAD) || !once(TOKENS) || !once(EXPORT)) return null;
  // The dictionary's line first: the steps written in its place repeat it, in prepareSystem.
  return code.replace(TOKENS, '  const tokens = prepared.tokens;\n').replace(HEAD, STEPS);
}

export function chakraSystemSteps(): Plugin {
  return {
    name: 'chakra-system-steps',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0])) return null;
      const patched = splitCreateSystem(code);
      if (!patched) this.error('chakra-system-steps: createSystem no longer has the expected shape (see client/build)');
      return patched;
    },
  };
}
