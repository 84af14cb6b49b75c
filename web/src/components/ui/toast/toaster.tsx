import { useEffect, useState } from 'react';
import { type ToastItem, useToasts } from './toast-store';
import { loadedToastView, loadToastView, type ToastView } from './toast-view-loader';

/** The events that start loading the view: a fan's first action on the page. */
const FAN_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The current toast, if any. Its view (MUI's Snackbar and Alert with their transitions, about 8 KB gzip)
 * is not part of the first load: it is fetched on the fan's first tap, click or key press (a toast answers
 * an action, and the action's request takes longer than this chunk), or by the first toast, whichever
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
    // A toast answers something the fan did: the view loads with the fan's first tap, click or key
    // press, before that action's answer (or with the first toast, above), not on every first load.
    const options = { capture: true, passive: true } as const;
    const onAction = () => {
      stop();
      load();
    };
    const stop = () => {
      for (const type of FAN_ACTIONS) window.removeEventListener(type, onAction, options);
    };
    for (const type of FAN_ACTIONS) window.addEventListener(type, onAction, options);
    return () => {
      active = false;
      stop();
    };
  }, [View, wanted]);
  if (!current || !View) return null;
  return <View current={current} />;
}
