/** DELETE /api/admin/shows/{showId}/matches/{matchId}: a match off the card, audit-logged. */
import * as routes from '../../shared/manifest/http-route-entries';
import { matchParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { deleteMatch } from '../domain/catalogue/admin-cards';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.deleteMatch, { params: matchParamsSchema }, async ({ params, caller }) =>
  json(
    200,
    await deleteMatch({ db: getDb(), now: () => new Date() }, caller.user.id, params.showId, params.matchId),
  ),
);
