/** GET /api/posts/{postId}/comments?reveal={commentId}: the post's most recent comments, oldest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { revealCommentQuerySchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { listComments } from '../domain/comments';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getComments,
  { params: postIdParamsSchema, query: revealCommentQuerySchema },
  async ({ params, query, viewer }) =>
    json(200, await listComments(getDb(), viewer, params.postId, query.reveal)),
);
