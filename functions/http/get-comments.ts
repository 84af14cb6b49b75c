/** GET /api/posts/{postId}/comments: the post's most recent comments, oldest first. */
import { COMMENTS_LIMIT } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import { postIdParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { commentsOfPost } from '../data/comment';
import { getPost } from '../data/post';
import { hydrateComments } from '../domain/posts';
import { notFound } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', params: postIdParamsSchema }, async ({ params, caller }) => {
  const db = getDb();
  const [post, comments] = await Promise.all([
    getPost(db, params.postId),
    commentsOfPost(db, params.postId, COMMENTS_LIMIT),
  ]);
  if (!post) throw notFound(API_ERRORS.postNotFound);
  return json(200, await hydrateComments(db, caller.user.id, comments));
});
