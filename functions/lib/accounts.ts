/**
 * The Cognito side of a ban: is a fan an administrator (the `admins` group), and disabling a fan's
 * user and signing them out everywhere. One client per module (per Lambda container); the pool id
 * comes from USER_POOL_ID, the endpoint from the standard AWS variables (the emulator locally).
 */
import {
  AdminDisableUserCommand,
  AdminListGroupsForUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/constants';
import { requireEnv } from './env';

export interface AccountControl {
  /** Whether the fan is in the admins group (the source of truth, not the profile). */
  isAdmin(userId: string): Promise<boolean>;
  /** Disables the fan's Cognito user and revokes their refresh tokens everywhere. */
  disable(userId: string): Promise<void>;
}

let client: CognitoIdentityProviderClient | undefined;
/** A profile without a Cognito user (deleted there already): nothing to check or disable. */
const userGone = (err: unknown) => (err as Error)?.name === 'UserNotFoundException';
const cognito = () => {
  client ??= new CognitoIdentityProviderClient({});
  return client;
};

/** The user pool's accounts; a fan's Cognito username is their sub (e-mail is a sign-in alias). */
export function cognitoAccounts(): AccountControl {
  return {
    async isAdmin(userId) {
      let token: string | undefined;
      try {
        do {
          const res = await cognito().send(
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
      try {
        const input = { UserPoolId: requireEnv('USER_POOL_ID'), Username: userId };
        await cognito().send(new AdminDisableUserCommand(input));
        await cognito().send(new AdminUserGlobalSignOutCommand(input));
      } catch (err) {
        if (!userGone(err)) throw err;
      }
    },
  };
}
