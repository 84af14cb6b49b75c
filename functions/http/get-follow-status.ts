/** GET /api/follow/status/{userId}: whether the caller follows this fan. */
import { userIdParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { isFollowing } from '../data/follow';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', params: userIdParamsSchema }, async ({ params, caller }) =>
  json(200, { isFollowing: await isFollowing(getDb(), caller.user.id, params.userId) }),
);
