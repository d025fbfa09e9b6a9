import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { moreRecipes, moreSlotRecipes } from './moreRecipes.js';
import { brandStylesKey, brandSystemForPage, recipes, slotRecipes } from './system.js';

// vitest runs from the repository root (the client project's environment is jsdom: no file: URL here).
const SRC = join(process.cwd(), 'client/src/');

/** Components styled by another component's recipe (Chakra's source: IconButton and CloseButton are buttons…). */
const RECIPE_OF: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  InputAddon: 'inputAddon',
  InputElement: 'input',
  InputGroup: 'input',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__generated__' || e.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The files main.tsx imports statically, transitively: the entry, where only system.ts's own recipes exist. */
function entryFiles(): string[] {
  const seen = new Set<string>();
  const stack = [join(SRC, 'main.tsx')];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)(?:[^'";]*?\s*from\s*)?'(\.[^']+)'/gm)) {
      const base = resolve(dirname(file), m[1]).replace(/\.js$/, '');
      const found = [`${base}.ts`, `${base}.tsx`].find((f) => existsSync(f));
      if (found) stack.push(found);
    }
  }
  return [...seen];
}

/** The value names the client imports from '@chakra-ui/react', with a file that imports each. */
function chakraImports(files = sourceFiles(SRC)): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) found.set(name.split(/\s+as\s+/)[0], file.slice(SRC.length));
      }
    }
  }
  return found;
}

const camel = (name: string) => name[0].toLowerCase() + name.slice(1);

const defaults = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };

function missingRecipes(imports: Map<string, string>, ours: object): string[] {
  return [...imports]
    .map(([name, file]) => ({ name, file, key: RECIPE_OF[name] ?? camel(name) }))
    .filter(({ key }) => key in defaults && !(key in ours))
    .map(({ name, file, key }) => `${name} (recipe "${key}", ${file})`);
}

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the client imports (else it would render unstyled)', () => {
    expect(missingRecipes(chakraImports(), { ...recipes, ...slotRecipes, ...moreRecipes, ...moreSlotRecipes })).toEqual(
      [],
    );
  });

  it('has from the start the recipes of the components the entry renders (the others come with withRecipes)', () => {
    const entry = entryFiles();
    expect(entry.map((f) => f.slice(SRC.length))).toEqual(expect.arrayContaining(['main.tsx', 'routes.tsx']));
    expect(missingRecipes(chakraImports(entry), { ...recipes, ...slotRecipes })).toEqual([]);
    // What the entry loads on demand waits for the other recipes: every import() there goes through withRecipes,
    // directly or through routes.tsx's lazyNamed (which calls it). Types (`typeof import()`, `import().T`) aside.
    expect(readFileSync(join(SRC, 'routes.tsx'), 'utf8')).toContain('withRecipes(load())');
    const bare = entry
      .filter((file) => !file.endsWith('theme/system.ts'))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /(?<!typeof )(withRecipes\(|lazyNamed\(\s*\(\) => )?\bimport\('([^']+)'\)(?!\.)/g,
          ),
        ]
          .filter(([, wrapper]) => wrapper === undefined)
          .map(([, , target]) => `${file.slice(SRC.length)}: ${target}`),
      );
    expect(bare).toEqual([]);
  });

  it('finds the components the client imports (the check above is not vacuous)', () => {
    const names = [...chakraImports().keys()];
    expect(names).toEqual(expect.arrayContaining(['Button', 'Checkbox', 'Dialog', 'Table']));
  });
});

describe("a brand's global styles", () => {
  const theme = { primary: '#0b5fff', accent: '#00b3a4', surface: '#0a1f44', radius: 'md', headingFont: 'serif' };
  const pageStyles = (key: string) => {
    const style = document.createElement('style');
    style.id = 'brand-styles';
    style.dataset.key = key;
    document.head.append(style);
    return style;
  };

  // A page makes each theme's system once: each test has a theme of its own.
  it('are left to ChakraProvider when index.html does not hold them', () => {
    expect(brandSystemForPage({ ...theme, primary: '#111111' })._global.length).toBeGreaterThan(0);
  });

  it("are not made again when index.html holds this theme's (written by the gateway)", () => {
    const style = pageStyles(brandStylesKey(theme));
    try {
      expect(brandSystemForPage(theme)._global).toEqual([]);
      // Made once per page: main.tsx makes it before the first render, BrandProvider finds it.
      expect(brandSystemForPage({ ...theme })).toBe(brandSystemForPage(theme));
    } finally {
      style.remove();
    }
  });

  it("are made when index.html holds another theme's", () => {
    const style = pageStyles(brandStylesKey({ ...theme, primary: '#000000' }));
    try {
      expect(brandSystemForPage({ ...theme, primary: '#222222' })._global.length).toBeGreaterThan(0);
    } finally {
      style.remove();
    }
  });
});
