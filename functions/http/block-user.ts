/** POST /api/blocks {userId}: the caller blocks a fan (idempotent; nothing tells them). */
import * as routes from '../../shared/manifest/http-route-entries';
import { blockSchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { blockFan } from '../domain/controls';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.blockUser, { body: blockSchema }, async ({ body, caller }) =>
  json(200, await blockFan(getDb(), caller.user, body.userId)),
);
