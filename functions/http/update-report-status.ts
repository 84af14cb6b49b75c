/** PATCH /api/admin/reports/{reportId} {status}: pending -> reviewed or resolved (anything else 400). */
import * as routes from '../../shared/manifest/http-route-entries';
import { reportIdParamsSchema, reportStatusUpdateSchema } from '../../shared/schemas/moderation';
import { getDb } from '../data/client';
import { setReportStatus } from '../domain/moderation';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.updateReportStatus,
  { params: reportIdParamsSchema, body: reportStatusUpdateSchema },
  async ({ params, body, caller }) => {
    await setReportStatus({ db: getDb(), now: () => new Date() }, caller.user, params.reportId, body.status);
    return json(200, { id: params.reportId, status: body.status });
  },
);
