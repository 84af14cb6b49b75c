/** GET /api/follow/status/{userId}: whether the caller follows this fan. */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { followStatus } from '../domain/follows';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getFollowStatus,
  { params: userIdParamsSchema },
  async ({ params, viewer }) => json(200, await followStatus(getDb(), viewer, params.userId)),
);
