import * as routes from '@shared/manifest/http-route-entries';
import { apiPath } from '@/lib/api-paths';

/** A full page navigation (leaves the SPA), e.g. to /api/login on logout and session loss. */
export function hardRedirect(url: string): void {
  window.location.href = url;
}

/** GET /api/login: the server's sign-in entry point. */
export const LOGIN_REDIRECT_URL = apiPath(routes.login);
