/** GET /api/posts/{postId}: one post. */
import { API_ERRORS } from '../../shared/messages';
import { postIdParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { getPost } from '../data/post';
import { hydratePosts } from '../domain/posts';
import { notFound } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', params: postIdParamsSchema }, async ({ params, caller }) => {
  const db = getDb();
  const post = await getPost(db, params.postId);
  const [item] = post ? (await hydratePosts(db, caller.user.id, [post])).items : [];
  if (!item) throw notFound(API_ERRORS.postNotFound);
  return json(200, item);
});
