/** POST /api/follow {followingId}: the caller follows a fan (idempotent). */
import * as routes from '../../shared/manifest/http-route-entries';
import { followSchema } from '../../shared/schemas/users';
import { getDb } from '../data/client';
import { followFan } from '../domain/follows';
import { json } from '../lib/http';
import { idempotencyKey, route } from './wiring';

export const handler = route(
  routes.followUser,
  { body: followSchema },
  async ({ body, caller }) => {
    await followFan(getDb(), caller.user, body.followingId);
    return json(200, { isFollowing: true });
  },
  idempotencyKey,
);
