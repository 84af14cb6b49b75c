/** GET /api/ratings/top?period=week|month|year&promotion=: top rated matches of the period. */
import * as routes from '../../shared/manifest/http-route-entries';
import { topRatedQuerySchema } from '../../shared/schemas/ratings';
import { getDb } from '../data/client';
import { getTopRated } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getTopRated, { query: topRatedQuerySchema }, async ({ query, viewer }) =>
  json(200, await getTopRated(getDb(), viewer, query)),
);
