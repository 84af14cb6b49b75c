/** DELETE /api/shows/{showId}/rating: a fan takes their rating of a show back. */
import * as routes from '../../shared/manifest/http-route-entries';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { unrate } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.deleteShowRating,
  { params: showIdParamsSchema },
  async ({ params, caller }) => json(200, await unrate(getDb(), caller.user, 'show', params.showId)),
);
