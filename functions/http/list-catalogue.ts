/** GET /api/admin/entities?kind=&q=&cursor=&limit=: one kind's entities by name (X-Next-Cursor: next page). */
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import * as routes from '../../shared/manifest/http-route-entries';
import { catalogueQuerySchema } from '../../shared/schemas/catalogue-admin';
import { getDb } from '../data/client';
import { listCatalogue } from '../domain/catalogue/admin-entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.listCatalogue, { query: catalogueQuerySchema }, async ({ query }) => {
  const page = await listCatalogue(getDb(), query);
  return json(200, page.items, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
});
