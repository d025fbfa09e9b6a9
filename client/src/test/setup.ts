import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMoreRecipes } from '../theme/system.js';

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
