/** GET /api/posts/{postId}/comments: the post's most recent comments, oldest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { listComments } from '../domain/comments';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getComments, { params: postIdParamsSchema }, async ({ params, caller }) =>
  json(200, await listComments(getDb(), caller.user.id, params.postId)),
);
