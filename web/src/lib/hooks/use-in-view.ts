import { INFINITE_SCROLL_THRESHOLD } from '@shared/constants';
import { useEffect, useState } from 'react';

/**
 * Whether an element is at least 10% visible (SPEC 9's infinite scroll trigger). Attach the
 * returned callback ref to the sentinel. Reads false where IntersectionObserver is missing.
 */
export function useInView<T extends Element>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setInView(latest.isIntersecting);
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [node]);
  return [setNode, inView];
}

/** The parts of an infinite query that loading more needs. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll: fetches the next page whenever the sentinel is in view and there is one. It
 * keeps going while the sentinel stays visible (short pages on a tall screen), and stops after a
 * failed page until the fan asks again (no request loop).
 */
export function useLoadMoreOnView<T extends Element>(pages: MorePages): (node: T | null) => void {
  const [ref, inView] = useInView<T>();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  useEffect(() => {
    if (inView && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [inView, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return ref;
}
