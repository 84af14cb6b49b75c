/** GET /api/admin/audit?limit&before: the admin audit log, newest first (X-Next-Cursor: next page). */
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import * as routes from '../../shared/manifest/http-route-entries';
import { adminPageQuerySchema } from '../../shared/schemas/moderation';
import { getDb } from '../data/client';
import { listAudit } from '../domain/moderation';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getAuditLog, { query: adminPageQuerySchema }, async ({ query }) => {
  const page = await listAudit(getDb(), query);
  return json(200, page.items, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
});
