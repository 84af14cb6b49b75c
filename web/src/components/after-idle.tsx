import { type ReactNode, useEffect, useState } from 'react';

/**
 * Draws its children once the browser is idle after the first screen (requestIdleCallback, or a short
 * timeout where it is missing): a part of a page that is not the first thing a fan reads (home's
 * Spoiler Guard banner) adds neither its code nor its requests to the first load.
 */
export function AfterIdle({ children, timeout = 2000 }: { children: ReactNode; timeout?: number }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, [timeout]);
  return idle ? children : null;
}
