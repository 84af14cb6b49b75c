/** PUT /api/admin/entities/{entityId} {updatedAt, entity}: new facts (a stale edit: 409), audit-logged. */
import * as routes from '../../shared/manifest/http-route-entries';
import { entityUpdateSchema } from '../../shared/schemas/catalogue-admin';
import { entityIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { updateEntity } from '../domain/catalogue/admin-entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.updateEntity,
  { params: entityIdParamsSchema, body: entityUpdateSchema },
  async ({ params, body, caller }) =>
    json(
      200,
      await updateEntity({ db: getDb(), now: () => new Date() }, caller.user.id, params.entityId, body),
    ),
);
