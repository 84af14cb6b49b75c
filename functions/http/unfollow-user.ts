/** DELETE /api/follow/{userId}: the caller unfollows a fan (idempotent). */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { unfollowFan } from '../domain/follows';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.unfollowUser,
  { params: userIdParamsSchema },
  async ({ params, caller }) => {
    await unfollowFan(getDb(), caller.user, params.userId);
    return json(200, { isFollowing: false });
  },
);
