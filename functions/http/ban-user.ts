/** POST /api/admin/ban/{userId}: bans a fan everywhere at once (domain/moderation.ts `banFan`). */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { banFan } from '../domain/moderation';
import { cognitoAccounts } from '../lib/accounts';
import { json } from '../lib/http';
import { route } from './wiring';

const accounts = cognitoAccounts();

export const handler = route(routes.banUser, { params: userIdParamsSchema }, async ({ params, caller }) => {
  const result = await banFan({ db: getDb(), now: () => new Date(), accounts }, caller.user, params.userId);
  return json(200, { banned: true, ...result });
});
