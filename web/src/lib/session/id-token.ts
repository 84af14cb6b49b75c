import { fetchAuthSession } from 'aws-amplify/auth';

/**
 * The signed-in fan's Cognito ID token (not the access token: the API reads profile claims from it), or
 * null without a session. Amplify refreshes an expired token here, so each call gets a valid one.
 */
export async function currentIdToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
