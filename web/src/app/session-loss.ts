import { LOGGED_OUT_REDIRECT_MS } from '@shared/constants';
import { TOASTS } from '@shared/messages';
import { toast } from '@/components/ui/toast/toast-store';
import { hardRedirect, LOGIN_REDIRECT_URL } from '@/lib/redirect';

let redirecting = false;

/**
 * A member call answered 401 (token expired or revoked): tell the fan and send the browser to
 * /api/login after 500 ms (SPEC 2, 4 and 8). Runs once, however many calls fail together.
 */
export function handleSessionLoss(): void {
  if (redirecting) return;
  redirecting = true;
  toast({ title: TOASTS.unauthorized, description: TOASTS.loggedOut, variant: 'destructive' });
  setTimeout(() => hardRedirect(LOGIN_REDIRECT_URL), LOGGED_OUT_REDIRECT_MS);
}
