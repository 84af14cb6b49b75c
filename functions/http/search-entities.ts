/** GET /api/entities/search?q&kind: catalogue entities by the start of the words of their names. */
import * as routes from '../../shared/manifest/http-route-entries';
import { entitySearchQuerySchema } from '../../shared/schemas/entities';
import { getDb } from '../data/client';
import { searchEntities } from '../domain/catalogue/entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.searchEntities, { query: entitySearchQuerySchema }, async ({ query }) =>
  json(200, await searchEntities(getDb(), query)),
);
