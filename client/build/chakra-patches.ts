/**
 * The build's edits of Chakra's own code, in one place: each saves a long task of a phone's first load (figures in
 * each patch's comment; design section 11). They cost a dependency on the exact text of two of Chakra's modules: the
 * build fails, and so does chakra-patches.test.ts, with the patch's name, when a Chakra upgrade moves that text.
 */
import type { Plugin } from 'vite';

/** Chakra's module that defines createSystem. */
const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
/** Chakra's module that builds the token dictionary. */
const TOKEN_DICTIONARY_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's createSystem makes the page's global styles (reset, global CSS, every token as a CSS variable) as soon as
 * a system is created: about half of that call on a phone, in one long task. Here they are made on first read of
 * `system._global` instead, and a system may be given its global styles: the client gives an empty list when
 * index.html already holds them (client/build/brand-styles.ts, theme/system.ts `brandSystemForPage`), so they are
 * never made in the browser.
 */
export function lazyGlobals(code: string): string | null {
  if (!code.includes(EAGER) || code.split(FIELD).length !== 2) return null;
  return code
    .replace(
      EAGER,
      'let _globalStyles;\n  const globalStyles = () => (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    )
    .replace(
      FIELD,
      '    get _global() { return globalStyles(); },\n    set _global(value) { _globalStyles = value; },\n',
    );
}

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

/** A patch of one of Chakra's modules: null when that module no longer holds the code it edits. */
interface Patch {
  name: string;
  module: RegExp;
  apply(code: string): string | null;
}

/** In the order they apply: the two edits of createSystem's module touch different lines. */
export const CHAKRA_PATCHES: readonly Patch[] = [
  { name: 'global styles made on first use', module: SYSTEM_MODULE, apply: lazyGlobals },
  { name: 'createSystem in steps', module: SYSTEM_MODULE, apply: splitCreateSystem },
  { name: 'token dictionary built in halves', module: TOKEN_DICTIONARY_MODULE, apply: splitTokenDictionaryBuild },
];

/**
 * `code` of the module at `file` with every patch that concerns it applied; undefined when none does. Throws, naming
 * the patch, when the module no longer holds the code a patch edits.
 */
export function patchChakraModule(file: string, code: string): string | undefined {
  const patches = CHAKRA_PATCHES.filter((p) => p.module.test(file));
  if (!patches.length) return undefined;
  return patches.reduce((current, patch) => {
    const patched = patch.apply(current);
    if (patched === null) {
      throw new Error(
        `Chakra's ${file.slice(file.indexOf('@chakra-ui'))} no longer holds the code that the patch ` +
          `"${patch.name}" (client/build/chakra-patches.ts) edits: update the patch for this Chakra version, or drop it ` +
          'and its first-paint saving (design section 11).',
      );
    }
    return patched;
  }, code);
}

export function chakraPatches(): Plugin {
  return {
    name: 'chakra-patches',
    apply: 'build',
    transform(code, id) {
      try {
        return patchChakraModule(id.split('?')[0], code) ?? null;
      } catch (err) {
        this.error((err as Error).message);
      }
    },
  };
}
