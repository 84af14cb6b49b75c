/** GET /api/admin/reports?status&limit&before: reports newest first (X-Next-Cursor: the next page's before). */
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import * as routes from '../../shared/manifest/http-route-entries';
import { adminReportsQuerySchema } from '../../shared/schemas/moderation';
import { getDb } from '../data/client';
import { listReports } from '../domain/moderation';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getAdminReports,
  { query: adminReportsQuerySchema },
  async ({ query }) => {
    const page = await listReports(getDb(), query);
    return json(200, page.items, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
  },
);
