/**
 * GET /api/shows/{showId}?results=true&spoilers=reveal: the show, its card, the entities it names
 * (results: spoilers, and not of a show Spoiler Guard protects the fan from unless `spoilers=reveal`).
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { showQuerySchema } from '../../shared/schemas/shows';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { getShow } from '../domain/catalogue/shows';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getShow,
  { params: showIdParamsSchema, query: showQuerySchema },
  async ({ params, query, viewer }) =>
    json(
      200,
      await getShow(getDb(), viewer, params.showId, {
        results: query.results === 'true',
        reveal: query.spoilers === 'reveal',
      }),
    ),
);
