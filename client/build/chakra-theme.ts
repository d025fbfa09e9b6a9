import { fileURLToPath } from 'node:url';

/**
 * `@chakra-theme/<file>.js`: a module of Chakra's theme (dist/esm/theme) by itself. The package exports the theme only
 * as one index that re-exports every recipe, and whatever the entry imports statically the bundler puts in the
 * entry's file: through the index, the recipes of the panel's dialogs, tables and drawers would load with the login
 * page. The client imports them through client/src/theme/chakraParts.ts only. Types: client/tsconfig.json's `paths`.
 */
export const chakraThemeAlias = {
  find: /^@chakra-theme\//,
  replacement: fileURLToPath(new URL('../../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url)),
};
