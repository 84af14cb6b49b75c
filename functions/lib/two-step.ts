/**
 * The Cognito side of two-step verification as the server changes it (docs/account.md): the fan signs
 * in on the **two-step app client** with the password the route was given and, while the second step
 * is on, the current code (AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH, then AdminRespondToAuthChallenge:
 * both IAM-authorized, so only this function's role gets such a session). Its access token is the only
 * kind the user pool's web ACL lets through to AssociateSoftwareToken and VerifySoftwareToken
 * (shared/manifest/two-step.ts); the switch itself is AdminSetUserMFAPreference. The tokens live 5
 * minutes, never leave the function, and are revoked once the change is made.
 */
import type {
  AdminInitiateAuthCommandOutput,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { requireEnv } from './env';
import { loadCognito } from './lazy';

/** How signing in on the two-step client went. */
export type TwoStepSignIn =
  | {
      readonly kind: 'signedIn';
      readonly accessToken: string;
      readonly refreshToken?: string;
      /** Whether the second step was on: the sign-in took a code. */
      readonly secondStep: boolean;
    }
  /** The password was right and the second step is on: a code is needed (none was given). */
  | { readonly kind: 'codeNeeded' }
  | { readonly kind: 'wrongPassword' }
  | { readonly kind: 'wrongCode' };

export interface TwoStepDirectory {
  /**
   * Signs the fan in on the two-step client: the password, then (when the second step is on and a
   * `code` is given) that code. With the second step off, a code is not asked and not checked.
   */
  signIn(userId: string, password: string, code?: string): Promise<TwoStepSignIn>;
  /** A new secret for the fan's app (AssociateSoftwareToken); it counts once verified. */
  associate(accessToken: string): Promise<string>;
  /** The app's first code for that secret (VerifySoftwareToken): right, wrong, or no secret to verify. */
  verify(accessToken: string, code: string): Promise<'verified' | 'wrongCode' | 'noSecret'>;
  /** Turns the second step on (preferred) or off (AdminSetUserMFAPreference). */
  setOn(userId: string, on: boolean): Promise<void>;
  /** Ends a two-step session (RevokeToken on its refresh token; a failure only leaves it to expire). */
  signOut(session: TwoStepSignIn): Promise<void>;
}

let client: CognitoIdentityProviderClient | undefined;
const sdk = async () => {
  const commands = await loadCognito();
  client ??= new commands.CognitoIdentityProviderClient({});
  return { cognito: client, ...commands };
};

const nameOf = (err: unknown) => (err as Error)?.name ?? '';
/** Cognito's refusals of a password (the emulator says InvalidPassword where Cognito says NotAuthorized). */
const wrongPassword = (err: unknown) =>
  ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'].includes(nameOf(err));
/** Cognito's refusals of a code: wrong, already used, or the software token's own wording of both. */
const wrongCode = (err: unknown) =>
  ['CodeMismatchException', 'EnableSoftwareTokenMFAException', 'ExpiredCodeException'].includes(nameOf(err));

export function cognitoTwoStep(): TwoStepDirectory {
  const ids = () => ({ UserPoolId: requireEnv('USER_POOL_ID'), ClientId: requireEnv('TWO_STEP_CLIENT_ID') });
  return {
    async signIn(userId, password, code) {
      const { cognito, AdminInitiateAuthCommand, AdminRespondToAuthChallengeCommand } = await sdk();
      let started: AdminInitiateAuthCommandOutput;
      try {
        started = await cognito.send(
          new AdminInitiateAuthCommand({
            ...ids(),
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: userId, PASSWORD: password },
          }),
        );
      } catch (err) {
        if (wrongPassword(err)) return { kind: 'wrongPassword' };
        throw err;
      }
      const tokens = started.AuthenticationResult;
      if (tokens?.AccessToken)
        return {
          kind: 'signedIn',
          accessToken: tokens.AccessToken,
          refreshToken: tokens.RefreshToken,
          secondStep: false,
        };
      if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA')
        throw new Error(`Unexpected Cognito challenge ${started.ChallengeName ?? '(none)'}`);
      if (code === undefined) return { kind: 'codeNeeded' };
      try {
        const answered = await cognito.send(
          new AdminRespondToAuthChallengeCommand({
            ...ids(),
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session: started.Session,
            ChallengeResponses: { USERNAME: userId, SOFTWARE_TOKEN_MFA_CODE: code },
          }),
        );
        const result = answered.AuthenticationResult;
        if (!result?.AccessToken) throw new Error('Cognito answered the code without tokens');
        return {
          kind: 'signedIn',
          accessToken: result.AccessToken,
          refreshToken: result.RefreshToken,
          secondStep: true,
        };
      } catch (err) {
        if (wrongCode(err)) return { kind: 'wrongCode' };
        throw err;
      }
    },
    async associate(accessToken) {
      const { cognito, AssociateSoftwareTokenCommand } = await sdk();
      const res = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
      if (!res.SecretCode) throw new Error('Cognito gave no secret');
      return res.SecretCode;
    },
    async verify(accessToken, code) {
      const { cognito, VerifySoftwareTokenCommand } = await sdk();
      try {
        const res = await cognito.send(
          new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code }),
        );
        return res.Status === 'SUCCESS' ? 'verified' : 'wrongCode';
      } catch (err) {
        if (wrongCode(err)) return 'wrongCode';
        // VerifySoftwareToken before any AssociateSoftwareToken (or after its secret was replaced).
        if (nameOf(err) === 'InvalidParameterException') return 'noSecret';
        throw err;
      }
    },
    async setOn(userId, on) {
      const { cognito, AdminSetUserMFAPreferenceCommand } = await sdk();
      await cognito.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: requireEnv('USER_POOL_ID'),
          Username: userId,
          SoftwareTokenMfaSettings: { Enabled: on, PreferredMfa: on },
        }),
      );
    },
    async signOut(session) {
      if (session.kind !== 'signedIn' || !session.refreshToken) return;
      const { cognito, RevokeTokenCommand } = await sdk();
      await cognito
        .send(
          new RevokeTokenCommand({ ClientId: requireEnv('TWO_STEP_CLIENT_ID'), Token: session.refreshToken }),
        )
        .catch(() => undefined);
    },
  };
}
