/** PUT /api/admin/shows/{showId}/matches/{matchId}: change a match on the card, audit-logged. */
import * as routes from '../../shared/manifest/http-route-entries';
import { matchUpdateSchema } from '../../shared/schemas/catalogue-admin';
import { matchParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { updateMatch } from '../domain/catalogue/admin-cards';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.updateMatch,
  { params: matchParamsSchema, body: matchUpdateSchema },
  async ({ params, body, caller }) =>
    json(
      200,
      await updateMatch(
        { db: getDb(), now: () => new Date() },
        caller.user.id,
        params.showId,
        params.matchId,
        body,
      ),
    ),
);
