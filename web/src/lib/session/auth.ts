import { loadedConfig } from '@/lib/config';

/**
 * Amplify is not part of the entry: a visitor's first load never needs it. Cognito calls run through
 * `loadAuth()` (the token, sign-out) or import Amplify's functions in their own lazy module and await
 * `authReady()` first. Never `import('aws-amplify/auth')` itself: a dynamic import of the whole category
 * keeps all of it (passkeys, OAuth, MFA...) in the chunk.
 */
let loading: Promise<typeof import('./amplify')> | undefined;

/** Loads and configures Amplify's auth category once, from /config.json (loaded before the first render). */
export function loadAuth(): Promise<typeof import('./amplify')> {
  loading ??= import('./amplify').then((amplify) => {
    const config = loadedConfig();
    if (config) amplify.configureAmplify(config);
    return amplify;
  });
  return loading;
}

/** Resolves once Amplify is configured: await it before any Cognito call. */
export async function authReady(): Promise<void> {
  await loadAuth();
}

/** Amplify's localStorage keys: `CognitoIdentityServiceProvider.<client id>.LastAuthUser` while signed in. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER = '.LastAuthUser';

/**
 * Whether Amplify left a signed-in fan's tokens in this browser, read without loading Amplify. Without
 * them there is no token to send (the visitor is anonymous) and no reason to fetch Amplify at all.
 */
export function hasStoredSession(): boolean {
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(AMPLIFY_KEY_PREFIX) && key.endsWith(LAST_AUTH_USER) && storage.getItem(key)) {
        return true;
      }
    }
  } catch {
    // Storage refused (private mode): Amplify could not have kept tokens there either.
  }
  return false;
}

/** A stored token must stay valid this long to be sent without asking Amplify (which would refresh it). */
const MIN_TOKEN_VALIDITY_MS = 60_000;

/** A JWT's `exp` in milliseconds, or null when the token cannot be read. Nothing here verifies it: the API does. */
function expiresAt(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  const json = atob(
    payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '='),
  );
  const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * The ID token Amplify stored for this app's user pool client (`<prefix>.<client>.<user>.idToken`), read
 * without loading Amplify, when it stays valid for at least another minute by the clock drift Amplify
 * recorded. Otherwise null, and the caller asks Amplify, which refreshes it. This keeps Amplify off a
 * signed-in fan's first load: the token Amplify saved at log-in (valid an hour) is sent as Amplify would.
 */
export function storedIdToken(clientId: string | undefined, now = Date.now()): string | null {
  if (!clientId) return null;
  try {
    const storage = window.localStorage;
    const client = `${AMPLIFY_KEY_PREFIX}${clientId}`;
    const user = storage.getItem(`${client}${LAST_AUTH_USER}`);
    if (!user) return null;
    const token = storage.getItem(`${client}.${user}.idToken`);
    if (!token) return null;
    const drift = Number.parseInt(storage.getItem(`${client}.${user}.clockDrift`) ?? '0', 10) || 0;
    const expiry = expiresAt(token);
    return expiry !== null && now + drift + MIN_TOKEN_VALIDITY_MS < expiry ? token : null;
  } catch {
    // Storage refused or a token that is not a JWT: Amplify decides.
    return null;
  }
}

/** Signs the fan out of Cognito; tokens are cleared locally even when the revoke call fails. */
export async function signOutLocally(): Promise<void> {
  try {
    const { signOut } = await loadAuth();
    await signOut();
  } catch {
    // Nothing else to do: the fan leaves either way.
  }
}
