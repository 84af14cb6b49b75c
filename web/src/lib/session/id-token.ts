import { hasStoredSession, loadAuth } from './auth';

/**
 * The signed-in fan's Cognito ID token (not the access token: the API reads profile claims from it), or
 * null without a session. Amplify refreshes an expired token here, so each call gets a valid one. A
 * browser with no stored session answers null without loading Amplify.
 */
export async function currentIdToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  try {
    const { fetchAuthSession } = await loadAuth();
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
