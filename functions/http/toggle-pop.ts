/** POST /api/reactions {postId} or {commentId}: toggles the caller's Pop; answers {added, popCount}. */
import { popTargetSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { popOrUnpop } from '../domain/pops';
import { json, route } from '../lib/http';

export const handler = route('togglePop', { body: popTargetSchema }, async ({ body, caller }) =>
  json(200, await popOrUnpop(getDb(), caller.user, body)),
);
