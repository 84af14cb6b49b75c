import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUES } from '@shared/constants';

export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

function isConsent(value: string | null): value is CookieConsent {
  return value !== null && (COOKIE_CONSENT_VALUES as readonly string[]).includes(value);
}

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function readConsent(): CookieConsent | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return isConsent(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(value: CookieConsent): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Private mode or storage disabled: the choice holds for this page only.
  }
}
