/** POST /api/reactions {postId} or {commentId}: toggles the caller's Pop; answers {added, popCount}. */
import * as routes from '../../shared/manifest/http-route-entries';
import { popTargetSchema } from '../../shared/schemas/posts';
import { getDb } from '../data/client';
import { popOrUnpop } from '../domain/pops';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.togglePop, { body: popTargetSchema }, async ({ body, viewer }) =>
  json(200, await popOrUnpop(getDb(), viewer, body)),
);
