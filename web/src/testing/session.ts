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

/** An unsigned JWT-shaped string with this `exp` (seconds); base64url like Cognito's. */
export function unsignedJwt(exp: number | string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part({ sub: 'fan-1', exp, name: 'Fan ü?>' })}.signature`;
}

/** What Amplify's token store writes for a signed-in fan of app client `client`. */
export function storeTokens(idToken: string, clockDrift?: number, client = 'client'): void {
  localStorage.setItem(`CognitoIdentityServiceProvider.${client}.LastAuthUser`, 'fan');
  localStorage.setItem(`CognitoIdentityServiceProvider.${client}.fan.idToken`, idToken);
  if (clockDrift !== undefined) {
    localStorage.setItem(`CognitoIdentityServiceProvider.${client}.fan.clockDrift`, String(clockDrift));
  }
}
