/** GET /api/shows?from=&to=&promotion=&following=: shows starting in a window of at most 31 days. */
import * as routes from '../../shared/manifest/http-route-entries';
import { showsQuerySchema } from '../../shared/schemas/shows';
import { getDb } from '../data/client';
import { listShows } from '../domain/catalogue/shows';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.listShows, { query: showsQuerySchema }, async ({ query, viewer }) =>
  json(200, await listShows(getDb(), viewer, query)),
);
