import { loadedConfig } from '@/lib/config';
import { hasStoredSession, loadAuth, storedIdToken } from './auth';

/**
 * The signed-in fan's Cognito ID token (not the access token: the API reads profile claims from it), or
 * null without a session. A token Amplify stored that is still valid is read without loading Amplify (the
 * first load of a signed-in fan); otherwise Amplify refreshes it here, so each call gets a valid one. A
 * browser with no stored session answers null without loading Amplify.
 */
export async function currentIdToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  const stored = storedIdToken(loadedConfig()?.userPoolClientId);
  if (stored) return stored;
  try {
    const { fetchAuthSession } = await loadAuth();
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
