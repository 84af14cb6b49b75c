/** POST /api/reactions {postId} or {commentId}: toggles the caller's Pop; answers {added, popCount}. */
import * as routes from '../../shared/manifest/http-route-entries';
import { popTargetSchema } from '../../shared/schemas/posts';
import { getDb } from '../data/client';
import { popOrUnpop } from '../domain/pops';
import { json, route } from '../lib/http';

export const handler = route(routes.togglePop, { body: popTargetSchema }, async ({ body, caller }) =>
  json(200, await popOrUnpop(getDb(), caller.user, body)),
);
