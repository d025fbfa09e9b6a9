import type { Plugin } from 'vite';

const SYSTEM = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's createSystem makes the page's global styles (reset, global CSS, every token as a CSS variable) as soon as
 * a system is created: about half of that call on a phone, in one long task. Here they are made on first read of
 * `system._global` instead, and a system may be given its global styles: the client gives an empty list when
 * index.html already holds them (client/build/brand-styles.ts, theme/system.ts `brandSystemForPage`), so they are
 * never made in the browser. The build fails if Chakra's code no longer has the expected shape.
 */
export function chakraLazyGlobals(): Plugin {
  return {
    name: 'chakra-lazy-globals',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM.test(id.split('?')[0])) return null;
      if (!code.includes(EAGER) || code.split(FIELD).length !== 2) {
        this.error('chakra-lazy-globals: createSystem no longer has the expected shape (see client/build)');
      }
      return code
        .replace(
          EAGER,
          'let _globalStyles;\n  const globalStyles = () => (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace(
          FIELD,
          '    get _global() { return globalStyles(); },\n    set _global(value) { _globalStyles = value; },\n',
        );
    },
  };
}
