import { ADMIN_REDIRECT_MS, LOGGED_OUT_REDIRECT_MS } from '@shared/constants';
import { TOASTS } from '@shared/messages-core';
import { useEffect } from 'react';

/** What a screen says when the session is lost there, and how long it waits before /api/login. */
export interface SessionLossNotice {
  title: string;
  description: string;
  delayMs: number;
}

/** SPEC 4 and 8: "Unauthorized" / "You are logged out. Logging in again...", then 500 ms. */
export const LOGGED_OUT: SessionLossNotice = {
  title: TOASTS.unauthorized,
  description: TOASTS.loggedOut,
  delayMs: LOGGED_OUT_REDIRECT_MS,
};

/** SPEC 8, the admin panel: "Session Expired" / "Please log in again.", then 1000 ms. */
export const SESSION_EXPIRED: SessionLossNotice = {
  title: TOASTS.sessionExpired,
  description: TOASTS.sessionExpiredText,
  delayMs: ADMIN_REDIRECT_MS,
};

let notice: SessionLossNotice = LOGGED_OUT;

/** The notice of the screen shown now (session-loss.ts reads it when a call answers 401). */
export function currentSessionLossNotice(): SessionLossNotice {
  return notice;
}

/**
 * While the calling screen is shown, a lost session is announced with this notice instead. (A module of its
 * own, not session-loss.ts: a route chunk importing that module made the bundler split the entry chunk.)
 */
export function useSessionLossNotice(screenNotice: SessionLossNotice): void {
  useEffect(() => {
    notice = screenNotice;
    return () => {
      notice = LOGGED_OUT;
    };
  }, [screenNotice]);
}

/** Test helper: back to the default notice. */
export function resetSessionLossNotice(): void {
  notice = LOGGED_OUT;
}
