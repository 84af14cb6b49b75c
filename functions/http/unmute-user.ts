/** DELETE /api/mutes/{userId}: the caller takes a mute back (idempotent). */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { unmuteFan } from '../domain/controls';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.unmuteUser, { params: userIdParamsSchema }, async ({ params, caller }) =>
  json(200, await unmuteFan(getDb(), caller.user, params.userId)),
);
