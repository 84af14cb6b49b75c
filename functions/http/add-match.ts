/** POST /api/admin/shows/{showId}/matches: a match on the card (appeared links kept), audit-logged. */
import * as routes from '../../shared/manifest/http-route-entries';
import { matchInputSchema, showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { addMatch } from '../domain/catalogue/admin-cards';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.addMatch,
  { params: showIdParamsSchema, body: matchInputSchema },
  async ({ params, body, caller }) =>
    json(201, await addMatch({ db: getDb(), now: () => new Date() }, caller.user.id, params.showId, body)),
);
