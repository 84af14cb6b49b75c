/** GET /api/search?q: a few fans, catalogue entities and hashtags at once (the search box's suggestions, the All tab). */
import * as routes from '../../shared/manifest/http-route-entries';
import { searchAllQuerySchema } from '../../shared/schemas/search';
import { getDb } from '../data/client';
import { searchAll } from '../domain/search-all';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.searchAll, { query: searchAllQuerySchema }, async ({ query, viewer }) =>
  json(200, await searchAll(getDb(), viewer, query)),
);
