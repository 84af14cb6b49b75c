/** GET /api/posts/user/{userId}?limit&before: a fan's posts, newest first. */
import { postPageQuerySchema, userIdParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { postsByAuthor } from '../data/post';
import { hydratePosts } from '../domain/posts';
import { json, route } from '../lib/http';

export const handler = route(
  { access: 'member', params: userIdParamsSchema, query: postPageQuerySchema },
  async ({ params, query, caller }) => {
    const db = getDb();
    const posts = await postsByAuthor(db, params.userId, query);
    return json(200, (await hydratePosts(db, caller.user.id, posts)).items);
  },
);
