import { type SystemContext, type SystemStyleObject, useChakraContext } from '@chakra-ui/react';
import { type EmotionCache, css as serialize, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';

type Styles = SystemStyleObject | SystemStyleObject[];

/** Named styles (`staticStyles`) and the class names made of them, per emotion cache and theme. */
export interface StaticStyles<K extends string> {
  make: (system: SystemContext) => Record<K, Styles>;
  made: WeakMap<EmotionCache, WeakMap<SystemContext, Record<K, string>>>;
}

/**
 * Styles that never change from one element to the next (every card of a list), to be made into class names once
 * per theme (`useStaticStyles`) instead of by each element on each render as Chakra's components do: resolving a
 * component's props, recipe and tokens costs a phone about a millisecond per element, and a list page of ten cards
 * has some two hundred of them. The styles are Chakra's (tokens, conditions, responsive values, recipes through
 * `system`).
 */
export function staticStyles<K extends string>(make: (system: SystemContext) => Record<K, Styles>): StaticStyles<K> {
  return { make, made: new WeakMap() };
}

/** The class names of `styles` in the page's theme, serialized and inserted as Chakra's own components insert theirs. */
export function useStaticStyles<K extends string>(styles: StaticStyles<K>): Record<K, string> {
  const system = useChakraContext();
  const cache = useEmotionCache();
  if (!cache) throw new Error('sem cache de estilos');
  let bySystem = styles.made.get(cache);
  if (!bySystem) {
    bySystem = new WeakMap();
    styles.made.set(cache, bySystem);
  }
  let classes = bySystem.get(system);
  if (!classes) {
    const made = styles.make(system);
    classes = {} as Record<K, string>;
    for (const key of Object.keys(made) as K[]) {
      const list = made[key];
      const serialized = serialize(system.css(...(Array.isArray(list) ? list : [list])) as never);
      const className = `${cache.key}-${serialized.name}`;
      if (cache.registered[className] === undefined) cache.registered[className] = serialized.styles;
      if (cache.inserted[serialized.name] === undefined) cache.insert(`.${className}`, serialized, cache.sheet, true);
      classes[key] = className;
    }
    bySystem.set(system, classes);
  }
  return classes;
}
