/**
 * DELETE /api/account {password}: the fan deletes their account (domain/account.ts): refused from
 * the next request, profile gone, handle free, Cognito user deleted, everything else purged.
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { deleteAccountSchema } from '../../shared/schemas/account';
import { getDb } from '../data/client';
import { deleteAccount } from '../domain/account';
import { cognitoDirectory } from '../lib/accounts';
import { json } from '../lib/http';
import { route } from './wiring';

const directory = cognitoDirectory();

export const handler = route(
  routes.deleteAccount,
  { body: deleteAccountSchema },
  async ({ body, caller }) => {
    await deleteAccount({ db: getDb(), directory, now: () => new Date() }, caller.user, body.password);
    return json(200, { deleted: true });
  },
);
