/** GET /api/users/{userId}: a fan's public profile. */
import { userIdParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { getUserById } from '../data/user';
import { toPublicUser } from '../domain/users';
import { notFound } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', params: userIdParamsSchema }, async ({ params }) => {
  const user = await getUserById(getDb(), params.userId);
  if (!user || user.banned) throw notFound('User not found');
  return json(200, toPublicUser(user));
});
