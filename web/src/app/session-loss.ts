import { SUSPENDED_TOAST } from '@shared/messages-core';
import { toast } from '@/components/ui/toast/toast-store';
import { afterToastShows } from '@/components/ui/toast/toast-view-loader';
import { hardRedirect, LOGIN_REDIRECT_URL } from '@/lib/redirect';
import { signOutLocally } from '@/lib/session/auth';
import { currentSessionLossNotice, resetSessionLossNotice } from './session-notice';

/** Set once the browser is on its way out (session loss or suspension): the first cause wins. */
let leaving = false;

/**
 * A member call answered 401 (token expired or revoked): tell the fan and send the browser to
 * /api/login after 500 ms (SPEC 2, 4 and 8), or as the current screen asked (session-notice.ts).
 * Runs once, however many calls fail together.
 */
export function handleSessionLoss(): void {
  if (leaving) return;
  leaving = true;
  const { title, description, delayMs } = currentSessionLossNotice();
  toast({ title, description, variant: 'destructive' });
  afterToastShows(delayMs, () => hardRedirect(LOGIN_REDIRECT_URL));
}

/** Survives the reload to the landing page, which then says why the fan is there. */
const SUSPENDED_KEY = 'ringside-account-suspended';

/**
 * A call answered that the fan is banned (403 "Your account has been suspended."): sign them out of
 * Cognito, then reload on the landing page ("/"), which says "Account suspended" (showSuspensionNotice).
 * The reload drops every cached screen, socket and timer, as logging out does. Runs once.
 */
export function handleSuspension(): void {
  if (leaving) return;
  leaving = true;
  try {
    window.sessionStorage.setItem(SUSPENDED_KEY, '1');
  } catch {
    // Storage refused (private mode): the fan still leaves, only without the explanation.
  }
  void signOutLocally().then(() => hardRedirect('/'));
}

/** On start: if the last page left because the account is suspended, say so (once). */
export function showSuspensionNotice(): void {
  try {
    if (window.sessionStorage.getItem(SUSPENDED_KEY) === null) return;
    window.sessionStorage.removeItem(SUSPENDED_KEY);
  } catch {
    return;
  }
  toast({ title: SUSPENDED_TOAST.title, description: SUSPENDED_TOAST.description, variant: 'destructive' });
}

/** Test helper: forget that the browser was leaving and which screen asked for which notice. */
export function resetSessionLoss(): void {
  leaving = false;
  resetSessionLossNotice();
}
