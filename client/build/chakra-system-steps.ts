import type { Plugin } from 'vite';

/**
 * Chakra's createSystem in steps a caller may run in separate tasks: `createSystem.prepare(...configs)` merges the
 * configs and registers the tokens, and returns `steps`, the two halves of the token dictionary's build (its
 * references, then its views); `createSystem.finish(prepared)` makes the rest (conditions, utilities, the css and
 * recipe functions), first running whatever steps the caller left in `steps`. `createSystem(...configs)` itself does
 * all of it, as before. The client makes its brand's system before its first render (main.tsx): in one call that was
 * a task of some 150 ms on a simulated phone, Lighthouse's largest blocking task on every page; in two, the first
 * (the token dictionary) was still a blocking task of every panel page (some 70 ms here on a busy machine, four times
 * that on the simulated phone); in four, each is some 15 ms here.
 * The cost: the build edits two of Chakra's modules, and fails (below) when Chakra's code no longer has the
 * expected shape.
 */

/** Chakra's module that defines createSystem. */
export const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
/** Chakra's module that builds the token dictionary. */
export const TOKEN_DICTIONARY_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/;

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
  const steps = [];
  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix,
    later: steps
  });
  return { config, tokens, steps };
}
createSystem.prepare = prepareSystem;
createSystem.finish = finishSystem;
function finishSystem(prepared) {
  for (const step of prepared.steps.splice(0)) step();
  const config = prepared.config;
`;

/** Chakra's system module with createSystem in steps; null when the code is not what this patch expects. */
export function splitCreateSystem(code: string): string | null {
  const once = (part: string) => code.split(part).length === 2;
  if (!once(HEAD) || !once(TOKENS) || !once(EXPORT)) return null;
  // The dictionary's line first: the steps written in its place repeat it, in prepareSystem.
  return code.replace(TOKENS, '  const tokens = prepared.tokens;\n').replace(HEAD, STEPS);
}

const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
`;
const BUILD_IN_HALVES = `  function buildReferences() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
  }
  function buildViews() {
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  function build() {
    buildReferences();
    buildViews();
  }
`;
const RUN = '  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;\n';
const RUN_OR_LEAVE = `  registerMiddleware(...tokenMiddlewares);
  if (options.later) {
    options.later.push(buildReferences, buildViews);
    return dictionary;
  }
  build();
  return dictionary;
`;

/**
 * Chakra's token dictionary module whose build, given `later` (an array), is left there in two halves for the
 * caller to run; null when the code is not what this patch expects.
 */
export function splitTokenDictionaryBuild(code: string): string | null {
  const once = (part: string) => code.split(part).length === 2;
  if (!once(BUILD) || !once(RUN) || !code.includes('function createTokenDictionary(options) {')) return null;
  return code.replace(BUILD, BUILD_IN_HALVES).replace(RUN, RUN_OR_LEAVE);
}

export function chakraSystemSteps(): Plugin {
  return {
    name: 'chakra-system-steps',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0];
      const patch = SYSTEM_MODULE.test(file)
        ? splitCreateSystem
        : TOKEN_DICTIONARY_MODULE.test(file)
          ? splitTokenDictionaryBuild
          : undefined;
      if (!patch) return null;
      const patched = patch(code);
      if (!patched) this.error('chakra-system-steps: createSystem no longer has the expected shape (see client/build)');
      return patched;
    },
  };
}
