/** GET /api/matches/{matchId}/ratings?limit&before: the match page (score, histogram, yours, a page of ratings). */
import * as routes from '../../shared/manifest/http-route-entries';
import { matchIdParamsSchema, ratingsPageQuerySchema } from '../../shared/schemas/ratings';
import { getDb } from '../data/client';
import { getMatchRatings } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getMatchRatings,
  { params: matchIdParamsSchema, query: ratingsPageQuerySchema },
  async ({ params, query, viewer }) =>
    json(200, await getMatchRatings(getDb(), viewer, params.matchId, query)),
);
