import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMoreRecipes } from '../theme/system.js';

// Pages render their records, and the registration form its lower sections, in deferred renders that React
// schedules after the first: on a busy 2-core machine a `findBy…` may wait more than the default second for them.
configure({ asyncUtilTimeout: 4000 });

// Tests render pages and dialogs directly, not through the routes' on-demand loading that adds these recipes.
await loadMoreRecipes();

// jsdom lacks the layout APIs that Chakra's positioning and the PDF viewer observe.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
window.scrollTo ??= (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo ??= () => {};

afterEach(() => {
  cleanup();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
