/** POST /api/follow {followingId}: the caller follows a fan (idempotent). */
import { followSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { followFan } from '../domain/follows';
import { json, route } from '../lib/http';

export const handler = route('followUser', { body: followSchema }, async ({ body, caller }) => {
  await followFan(getDb(), caller.user, body.followingId);
  return json(200, { isFollowing: true });
});
