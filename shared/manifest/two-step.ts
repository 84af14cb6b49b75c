/**
 * Who may change a fan's second step (docs/account.md, "Two-step verification"): only the server,
 * after the fan's password and, while it is on, a current code from their app. Cognito's self-service
 * calls that bind, verify or switch an authenticator app take nothing but an access token, and the web
 * app's access tokens live on a phone for as long as its 30-day refresh token does. So the user pool's
 * web ACL blocks those calls unless they come with a token of the **two-step app client**, a client
 * only the server signs in with (ADMIN_USER_PASSWORD_AUTH, IAM-authorized) and whose tokens never leave
 * it. One definition, read by both sides:
 * - infra/constructs/waf.ts builds the WAF rule from it (the user pool's regional web ACL);
 * - scripts/local/cognito.ts refuses the same calls the same way in the local Cognito's wrapper.
 */

/** The prefix of Cognito's X-Amz-Target header: `AWSCognitoIdentityProviderService.<Operation>`. */
export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * Cognito's self-service calls that change a fan's second step. AssociateSoftwareToken alone already
 * weakens it: until the new secret is verified, Cognito lets the fan sign in with the password only
 * (its API reference, AssociateSoftwareToken). Admin calls (AdminSetUserMFAPreference) take IAM
 * credentials and are not inspected by WAF; the server makes those.
 */
export const SECOND_STEP_CALLS = [
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
] as const;
export type SecondStepCall = (typeof SECOND_STEP_CALLS)[number];

/**
 * The headers the rule reads. Cognito forwards to WAF the operation and the app client of every request
 * of its own API (its WAF guide names these two headers); X-Amz-Target is the operation as the caller
 * sent it, matched too.
 */
export const WAF_HEADERS = {
  operation: 'x-amzn-cognito-operation-name',
  clientId: 'x-amzn-cognito-client-id',
  target: 'x-amz-target',
} as const;

/** How Cognito answers a request its web ACL blocks (the SDKs throw ForbiddenException, HTTP 403). */
export const WAF_BLOCKED = {
  status: 403,
  __type: 'ForbiddenException',
  message: 'Request blocked by AWS WAF.',
} as const;

/** Whether the rule blocks `operation` made with a token (or session) of app client `clientId`. */
export function secondStepCallBlocked(
  operation: string,
  clientId: string | undefined,
  twoStepClientId: string,
): boolean {
  const call = operation.startsWith(COGNITO_TARGET_PREFIX)
    ? operation.slice(COGNITO_TARGET_PREFIX.length)
    : operation;
  const named = SECOND_STEP_CALLS.some((c) => c.toLowerCase() === call.toLowerCase());
  return named && clientId !== twoStepClientId;
}

/**
 * The two-step client's tokens: the shortest Cognito allows (5-minute access and ID tokens, a 60-minute
 * refresh token, which the server revokes once it is done), and only the admin password flow: nobody
 * without the server's IAM role gets a token of it, and a refresh token of another client cannot.
 */
export const TWO_STEP_CLIENT = {
  accessTokenMinutes: 5,
  idTokenMinutes: 5,
  refreshTokenMinutes: 60,
  authFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
} as const;
