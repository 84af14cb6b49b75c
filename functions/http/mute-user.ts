/** POST /api/mutes {userId, duration}: the caller mutes a fan (again: the duration starts again). */
import * as routes from '../../shared/manifest/http-route-entries';
import { muteSchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { muteFan } from '../domain/controls';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.muteUser, { body: muteSchema }, async ({ body, caller }) =>
  json(200, await muteFan(getDb(), caller.user, body)),
);
