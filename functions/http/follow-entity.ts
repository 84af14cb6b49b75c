/** POST /api/entities/{entityId}/follow: the caller follows a promotion, wrestler, team or championship (idempotent). */
import * as routes from '../../shared/manifest/http-route-entries';
import { entityIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { followEntity } from '../domain/catalogue/entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.followEntity,
  { params: entityIdParamsSchema },
  async ({ params, caller }) => json(200, await followEntity(getDb(), caller.user, params.entityId)),
);
