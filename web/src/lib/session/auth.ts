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

/** Signs the fan out of Cognito; tokens are cleared locally even when the revoke call fails. */
export async function signOutLocally(): Promise<void> {
  try {
    const { signOut } = await loadAuth();
    await signOut();
  } catch {
    // Nothing else to do: the fan leaves either way.
  }
}
