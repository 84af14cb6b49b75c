/** A full page navigation (leaves the SPA), e.g. to /api/login on logout and session loss. */
export function hardRedirect(url: string): void {
  window.location.href = url;
}

export const LOGIN_REDIRECT_URL = '/api/login';
