import { type RefObject, useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD } from '../../../../shared/constants';

/**
 * Calls `onVisible` when the returned sentinel element is at least 10% visible (SPEC 9's infinite
 * scroll trigger). Does nothing where IntersectionObserver is missing.
 */
export function useInView<T extends Element>(onVisible: () => void, enabled: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
