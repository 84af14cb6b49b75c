/** POST /api/comments {postId, content}: the caller comments on a post. */
import { createCommentSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { addComment } from '../domain/comments';
import { json, route } from '../lib/http';

export const handler = route('createComment', { body: createCommentSchema }, async ({ body, caller }) =>
  json(201, await addComment(getDb(), caller.user, body)),
);
