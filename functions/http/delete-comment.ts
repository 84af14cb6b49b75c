/** DELETE /api/comments/{commentId}: the author deletes their comment. */
import { API_ERRORS } from '../../shared/messages';
import { commentIdParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { deleteComment, getComment, NotCommentAuthorError } from '../data/comment';
import { forbidden, notFound } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route(
  { access: 'member', params: commentIdParamsSchema },
  async ({ params, caller }) => {
    const db = getDb();
    const comment = await getComment(db, params.commentId);
    if (!comment) throw notFound(API_ERRORS.commentNotFound);
    try {
      await deleteComment(db, comment, caller.user.id);
    } catch (err) {
      if (err instanceof NotCommentAuthorError) throw forbidden(API_ERRORS.notYourComment);
      throw err;
    }
    return json(200, { message: 'Comment deleted' });
  },
);
