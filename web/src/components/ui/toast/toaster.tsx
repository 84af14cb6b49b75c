import { useEffect, useState } from 'react';
import { type ToastItem, useToasts } from './toast-store';
import { loadedToastView, loadToastView, type ToastView } from './toast-view-loader';

/**
 * The current toast, if any. Its view (MUI's Snackbar and Alert, about 4 KB gzip) is not part of the first
 * load: it is fetched once the browser is idle after the first render, or by the first toast, whichever
 * comes first. It is rendered as a plain component once loaded, not through React.lazy and Suspense,
 * whose reveal React holds back by up to 300 ms: a toast before a redirect (`afterToastShows`) must show
 * at once.
 */
export function Toaster() {
  const current: ToastItem | undefined = useToasts()[0];
  const [View, setView] = useState<ToastView | null>(loadedToastView);
  const wanted = current !== undefined;
  useEffect(() => {
    if (View) return;
    let active = true;
    const load = () =>
      void loadToastView().then(
        (view) => active && setView(() => view),
        () => undefined,
      );
    if (wanted) {
      load();
      return () => {
        active = false;
      };
    }
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => {
        active = false;
        window.cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(load, 1000);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [View, wanted]);
  if (!current || !View) return null;
  return <View current={current} />;
}
