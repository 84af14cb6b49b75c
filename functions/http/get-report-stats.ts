/** GET /api/admin/reports/stats: reports in total and per status (the Reports count, Analytics). */
import * as routes from '../../shared/manifest/http-route-entries';
import { getDb } from '../data/client';
import { getReportStats } from '../domain/moderation';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getReportStats, {}, async () => json(200, await getReportStats(getDb())));
