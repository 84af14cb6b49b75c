/** DELETE /api/posts/{postId}: the author deletes their post. */
import { API_ERRORS } from '../../shared/messages';
import { postIdParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { deletePost, getPost, NotPostAuthorError } from '../data/post';
import { forbidden, notFound } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', params: postIdParamsSchema }, async ({ params, caller }) => {
  const db = getDb();
  const post = await getPost(db, params.postId, true);
  if (!post) throw notFound(API_ERRORS.postNotFound);
  try {
    await deletePost(db, post, caller.user.id);
  } catch (err) {
    if (err instanceof NotPostAuthorError) throw forbidden(API_ERRORS.notYourPost);
    throw err;
  }
  return json(200, { message: 'Post deleted' });
});
