/** PUT /api/shows/{showId}/watch {status}: the fan watches a show live, later, watched it, or does not care. */
import * as routes from '../../shared/manifest/http-route-entries';
import { watchStatusInputSchema } from '../../shared/schemas/spoilers';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { setShowWatch } from '../domain/spoilers/watch';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.setShowWatch,
  { params: showIdParamsSchema, body: watchStatusInputSchema },
  async ({ params, body, caller }) =>
    json(200, await setShowWatch(getDb(), caller.user.id, params.showId, body.status)),
);
