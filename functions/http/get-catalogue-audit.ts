/** GET /api/admin/catalogue-audit?limit&before: the catalogue's changes, newest first (X-Next-Cursor). */
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import * as routes from '../../shared/manifest/http-route-entries';
import { catalogueAuditQuerySchema } from '../../shared/schemas/catalogue-admin';
import { getDb } from '../data/client';
import { listCatalogueAudit } from '../domain/catalogue/admin';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getCatalogueAudit,
  { query: catalogueAuditQuerySchema },
  async ({ query }) => {
    const page = await listCatalogueAudit(getDb(), query);
    return json(200, page.items, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
  },
);
