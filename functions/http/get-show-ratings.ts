/** GET /api/shows/{showId}/ratings?limit&before: the show's score and each match's, with the viewer's. */
import * as routes from '../../shared/manifest/http-route-entries';
import { ratingsPageQuerySchema } from '../../shared/schemas/ratings';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { getShowRatings } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getShowRatings,
  { params: showIdParamsSchema, query: ratingsPageQuerySchema },
  async ({ params, query, viewer }) => json(200, await getShowRatings(getDb(), viewer, params.showId, query)),
);
