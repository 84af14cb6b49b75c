/** POST /api/comments {postId, content}: the caller comments on a post. */
import { ulid } from 'ulid';
import { API_ERRORS } from '../../shared/messages';
import { createCommentSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { CommentPostMissingError, createComment } from '../data/comment';
import { toComment } from '../domain/posts';
import { notFound } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', body: createCommentSchema }, async ({ body, caller }) => {
  const now = new Date();
  try {
    const comment = await createComment(getDb(), {
      id: ulid(now.getTime()),
      postId: body.postId,
      authorId: caller.user.id,
      content: body.content,
      createdAt: now.toISOString(),
    });
    return json(201, toComment(comment, caller.user, false));
  } catch (err) {
    if (err instanceof CommentPostMissingError) throw notFound(API_ERRORS.postNotFound);
    throw err;
  }
});
