/** GET /api/users/{userId}/entities: the promotions, wrestlers, teams and championships a fan follows. */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { followedEntities } from '../domain/catalogue/entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getFollowedEntities,
  { params: userIdParamsSchema },
  async ({ params, viewer }) => json(200, await followedEntities(getDb(), viewer, params.userId)),
);
