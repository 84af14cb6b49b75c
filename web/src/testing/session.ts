/**
 * What Amplify leaves in localStorage for a signed-in fan (the LastAuthUser key): without it the app never
 * asks Amplify for a token (lib/session/auth.ts). Tests that mock fetchAuthSession with tokens call this.
 * testing/setup.ts clears localStorage after each test.
 */
export function storeAmplifySession(): void {
  window.localStorage.setItem('CognitoIdentityServiceProvider.test-client.LastAuthUser', 'fan');
}

/** A mocked Amplify `signIn` that succeeds as the real one does: the session lands in localStorage. */
export async function signInStoresSession() {
  storeAmplifySession();
  return { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as const;
}
