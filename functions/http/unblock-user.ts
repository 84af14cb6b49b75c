/** DELETE /api/blocks/{userId}: the caller takes a block back (idempotent). */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { unblockFan } from '../domain/controls';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.unblockUser, { params: userIdParamsSchema }, async ({ params, caller }) =>
  json(200, await unblockFan(getDb(), caller.user, params.userId)),
);
