/** DELETE /api/comments/{commentId}: the comment's author, or the post's, deletes the comment. */
import * as routes from '../../shared/manifest/http-route-entries';
import { commentIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { removeComment } from '../domain/comments';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.deleteComment,
  { params: commentIdParamsSchema },
  async ({ params, caller }) => {
    await removeComment(getDb(), caller.user, params.commentId);
    return json(200, { message: 'Comment deleted' });
  },
);
