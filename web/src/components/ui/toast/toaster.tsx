import { lazy, Suspense, useEffect } from 'react';
import { type ToastItem, useToasts } from './toast-store';
import { loadToastView } from './toast-view-loader';

const ToastView = lazy(loadToastView);

/**
 * The current toast, if any. Its view (MUI's Snackbar and Alert, about 4 KB gzip) is not part of the first
 * load: it is fetched once the browser is idle after the first render, or by the first toast, whichever
 * comes first. A redirect after a toast waits for it (`toastsReady`).
 */
export function Toaster() {
  const current: ToastItem | undefined = useToasts()[0];
  useEffect(() => {
    const prefetch = () => void loadToastView().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView current={current} />
    </Suspense>
  );
}
