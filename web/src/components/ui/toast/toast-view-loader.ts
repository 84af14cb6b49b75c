import type { ComponentType } from 'react';
import type { ToastItem } from './toast-store';

/**
 * The toast view's chunk (MUI's Snackbar and Alert), kept out of the first load: the Toaster renders it
 * from here, and a screen that leaves the page after a toast waits for it, so the toast is on screen for
 * its whole delay before the browser moves on.
 */
export type ToastView = ComponentType<{ current: ToastItem }>;

let loading: Promise<ToastView> | undefined;
let loaded: ToastView | null = null;

/** Loads the toast view once. */
export function loadToastView(): Promise<ToastView> {
  loading ??= import('./toast-view').then((module) => {
    loaded = module.default;
    return module.default;
  });
  return loading;
}

/** The toast view if it has loaded (rendered at once then, with no Suspense in between). */
export function loadedToastView(): ToastView | null {
  return loaded;
}

/** Resolves once a toast can show (its view loaded, or failed to load: this never holds anything up). */
export function toastsReady(): Promise<void> {
  return loadToastView().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Runs `action` `delayMs` after a toast can show (a redirect after "Unauthorized", "Access Denied"...):
 * the delay is the time the toast is on screen. Returns the cancel function (an effect's cleanup).
 */
export function afterToastShows(delayMs: number, action: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = true;
  void toastsReady().then(() => {
    if (active) timer = setTimeout(action, delayMs);
  });
  return () => {
    active = false;
    clearTimeout(timer);
  };
}
