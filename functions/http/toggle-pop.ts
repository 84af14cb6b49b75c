/** POST /api/reactions {postId} or {commentId}: toggles the caller's Pop; answers {added, popCount}. */
import { API_ERRORS } from '../../shared/messages';
import { reactionSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { commentKey } from '../data/comment';
import { PopTargetMissingError, togglePop } from '../data/pop';
import { postKey } from '../data/post';
import { notFound } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', body: reactionSchema }, async ({ body, caller }) => {
  const target = 'postId' in body ? postKey(body.postId) : commentKey(body.commentId);
  try {
    return json(200, await togglePop(getDb(), target, caller.user.id));
  } catch (err) {
    if (err instanceof PopTargetMissingError)
      throw notFound('postId' in body ? API_ERRORS.postNotFound : API_ERRORS.commentNotFound);
    throw err;
  }
});
