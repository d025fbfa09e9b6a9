import { type ReactNode, useDeferredValue } from 'react';

/**
 * Its children, one render after the rest of the page: React commits the page without them first, then renders
 * them in a background render of their own, in slices, and commits them separately. A long page (the registration
 * form) thus reaches the screen in a few shorter tasks instead of one that blocks a phone's browser for the whole
 * form. The children are the same elements in the same place (no wrapper element), only later; nested, each level
 * is one more step.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
