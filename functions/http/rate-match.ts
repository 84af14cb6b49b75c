/** PUT /api/matches/{matchId}/rating {rating, watched, comment?}: a fan rates a finished match. */
import * as routes from '../../shared/manifest/http-route-entries';
import { matchIdParamsSchema, ratingInputSchema } from '../../shared/schemas/ratings';
import { getDb } from '../data/client';
import { rate } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.rateMatch,
  { params: matchIdParamsSchema, body: ratingInputSchema },
  async ({ params, body, caller }) =>
    json(200, await rate(getDb(), caller.user, 'match', params.matchId, body)),
);
