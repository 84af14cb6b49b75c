/** PUT /api/shows/{showId}/rating {rating, watched, comment?}: a fan rates a finished show as a whole. */
import * as routes from '../../shared/manifest/http-route-entries';
import { ratingInputSchema } from '../../shared/schemas/ratings';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { rate } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.rateShow,
  { params: showIdParamsSchema, body: ratingInputSchema },
  async ({ params, body, caller }) =>
    json(200, await rate(getDb(), caller.user, 'show', params.showId, body)),
);
