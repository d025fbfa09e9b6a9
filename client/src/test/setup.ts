import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages render their records, and the registration form its lower sections, in deferred renders that React
// schedules after the first. A `findBy…` returns as soon as its state is there: the bound only says when to give
// up, and on a 2-core machine loaded to 12-38 even 4 s was passed, so it is a generous 15 s.
configure({ asyncUtilTimeout: 15_000 });

// The files of a worker share one jsdom and one module cache (the project runs without isolation: importing Chakra
// and the theme once per worker, not once per file, took the client suite from 267 s to 56 s). Each file still starts
// as a fresh page: the portal's own modules are evaluated again (their stores, and a file's vi.mock, apply), and what
// a page keeps in the browser starts empty (storage, cookies, the address).
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
clearCookies();
window.history.replaceState(null, '', '/');

// Tests render pages and dialogs directly, not through the routes' on-demand loading that adds these recipes. Imported
// after the reset above, so that it is the theme module the test file will import.
const { loadMoreRecipes } = await import('../theme/system.js');
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

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  cleanup();
  clearCookies();
});
