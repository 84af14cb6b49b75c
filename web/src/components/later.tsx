import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws its children in a render after the first, one React may interrupt: a page's first render
 * draws what is on screen first (a heading, facts, a card) and the long lists and posts below it
 * follow, so a phone gets two shorter tasks instead of one long one (docs/performance.md).
 */
export function Later({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
