/**
 * GET /api/account/export?cursor: the fan's own data (profile, posts, comments, Pops, follows both
 * ways, notifications, reports filed), one section page at a time; the SPA follows `nextCursor`
 * and saves one JSON file. Paged so a fan with 10,000 posts never hits a timeout or a size limit.
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { accountExportQuerySchema } from '../../shared/schemas/account';
import { getDb } from '../data/client';
import { exportPage } from '../domain/account-export';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.exportAccount,
  { query: accountExportQuerySchema },
  async ({ query, caller }) => json(200, await exportPage(getDb(), caller.user, query.cursor)),
);
