/** POST /api/admin/entities: a new catalogue entity (admins), audit-logged. */
import * as routes from '../../shared/manifest/http-route-entries';
import { entityInputSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { createEntity } from '../domain/catalogue/admin-entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.createEntity, { body: entityInputSchema }, async ({ body, caller }) =>
  json(201, await createEntity({ db: getDb(), now: () => new Date() }, caller.user.id, body)),
);
