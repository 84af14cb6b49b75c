/** PUT /api/admin/shows/{showId}/status {status}: scheduled -> live -> finished, audit-logged. */
import * as routes from '../../shared/manifest/http-route-entries';
import { showStatusInputSchema } from '../../shared/schemas/catalogue-admin';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { setShowStatus } from '../domain/catalogue/admin-cards';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.setShowStatus,
  { params: showIdParamsSchema, body: showStatusInputSchema },
  async ({ params, body, caller }) =>
    json(
      200,
      await setShowStatus({ db: getDb(), now: () => new Date() }, caller.user.id, params.showId, body.status),
    ),
);
