/** POST /api/comments {postId, content}: the caller comments on a post. */
import * as routes from '../../shared/manifest/http-route-entries';
import { createCommentSchema } from '../../shared/schemas/posts';
import { getDb } from '../data/client';
import { addComment } from '../domain/comments';
import { json } from '../lib/http';
import { idempotencyKey, route } from './wiring';

export const handler = route(
  routes.createComment,
  { body: createCommentSchema },
  async ({ body, viewer, seed }) => json(201, await addComment(getDb(), viewer, body, seed)),
  idempotencyKey,
);
