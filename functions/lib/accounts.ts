/**
 * The Cognito side of a ban: is a fan an administrator (the `admins` group), and disabling a fan's
 * user and signing them out everywhere. One client per module (per Lambda container); the pool id
 * comes from USER_POOL_ID, the endpoint from the standard AWS variables (the emulator locally).
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/constants';
import { requireEnv } from './env';
import { loadCognito } from './lazy';

export interface AccountControl {
  /** Whether the fan is in the admins group (the source of truth, not the profile). */
  isAdmin(userId: string): Promise<boolean>;
  /** Disables the fan's Cognito user and revokes their refresh tokens everywhere. */
  disable(userId: string): Promise<void>;
}

/** The user pool as the account lifecycle needs it (domain/account.ts). */
export interface AccountDirectory {
  /** Whether the password is the fan's (Cognito InitiateAuth USER_PASSWORD_AUTH). */
  checkPassword(email: string, password: string): Promise<boolean>;
  /** Deletes the fan's Cognito user (AdminDeleteUser; a user already gone is fine). */
  deleteUser(userId: string): Promise<void>;
  /** Whether the fan's Cognito user still exists (AdminGetUser). */
  userExists(userId: string): Promise<boolean>;
  /**
   * The address the fan's Cognito user has now and whether it is verified (AdminGetUser), or null
   * when the user is gone. The profile's copy can be older: the address may have changed since.
   */
  emailOf(userId: string): Promise<AccountEmail | null>;
}

export interface AccountEmail {
  email: string;
  verified: boolean;
}

let client: CognitoIdentityProviderClient | undefined;
/** A profile without a Cognito user (deleted there already): nothing to check or disable. */
const userGone = (err: unknown) => (err as Error)?.name === 'UserNotFoundException';
/**
 * The client and the SDK's commands, loaded on first use (a lazy module: lib/lazy.ts), not at module
 * init (a ban or an account deletion is rare; the functions that can do one mostly do not).
 */
const sdk = async () => {
  const commands = await loadCognito();
  client ??= new commands.CognitoIdentityProviderClient({});
  return { cognito: client, ...commands };
};

/** The user pool's accounts; a fan's Cognito username is their sub (e-mail is a sign-in alias). */
export function cognitoAccounts(): AccountControl {
  return {
    async isAdmin(userId) {
      let token: string | undefined;
      const { cognito, AdminListGroupsForUserCommand } = await sdk();
      try {
        do {
          const res = await cognito.send(
            new AdminListGroupsForUserCommand({
              UserPoolId: requireEnv('USER_POOL_ID'),
              Username: userId,
              NextToken: token,
            }),
          );
          if (res.Groups?.some((g) => g.GroupName === ADMIN_GROUP)) return true;
          token = res.NextToken;
        } while (token);
      } catch (err) {
        if (!userGone(err)) throw err;
      }
      return false;
    },
    async disable(userId) {
      const { cognito, AdminDisableUserCommand, AdminUserGlobalSignOutCommand } = await sdk();
      try {
        const input = { UserPoolId: requireEnv('USER_POOL_ID'), Username: userId };
        await cognito.send(new AdminDisableUserCommand(input));
        await cognito.send(new AdminUserGlobalSignOutCommand(input));
      } catch (err) {
        if (!userGone(err)) throw err;
      }
    },
  };
}

/** The user pool as the account lifecycle needs it (domain/account.ts). */
export function cognitoDirectory(): AccountDirectory {
  return {
    async checkPassword(email, password) {
      const { cognito, InitiateAuthCommand } = await sdk();
      try {
        const res = await cognito.send(
          new InitiateAuthCommand({
            ClientId: requireEnv('USER_POOL_CLIENT_ID'),
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        return Boolean(res.AuthenticationResult || res.ChallengeName);
      } catch (err) {
        // Cognito says NotAuthorized for a wrong password (the emulator: InvalidPassword).
        const name = (err as Error)?.name;
        if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException' || userGone(err))
          return false;
        throw err;
      }
    },
    async deleteUser(userId) {
      const { cognito, AdminDeleteUserCommand } = await sdk();
      try {
        await cognito.send(
          new AdminDeleteUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: userId }),
        );
      } catch (err) {
        if (!userGone(err)) throw err;
      }
    },
    async userExists(userId) {
      const { cognito, AdminGetUserCommand } = await sdk();
      try {
        await cognito.send(
          new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: userId }),
        );
        return true;
      } catch (err) {
        if (userGone(err)) return false;
        throw err;
      }
    },
    async emailOf(userId) {
      const { cognito, AdminGetUserCommand } = await sdk();
      try {
        const res = await cognito.send(
          new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: userId }),
        );
        const attribute = (name: string) => res.UserAttributes?.find((a) => a.Name === name)?.Value;
        return { email: attribute('email') ?? '', verified: attribute('email_verified') === 'true' };
      } catch (err) {
        if (userGone(err)) return null;
        throw err;
      }
    },
  };
}
