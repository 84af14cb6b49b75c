/** DELETE /api/entities/{entityId}/follow: the caller stops following an entity (idempotent). */
import * as routes from '../../shared/manifest/http-route-entries';
import { entityIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { unfollowEntity } from '../domain/catalogue/entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.unfollowEntity,
  { params: entityIdParamsSchema },
  async ({ params, caller }) => json(200, await unfollowEntity(getDb(), caller.user, params.entityId)),
);
