/** PUT /api/admin/shows/{showId}/matches/{matchId}/result: the winner (a title change follows), audit-logged. */
import * as routes from '../../shared/manifest/http-route-entries';
import { matchParamsSchema, matchResultInputSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { setMatchResult } from '../domain/catalogue/admin-titles';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.setMatchResult,
  { params: matchParamsSchema, body: matchResultInputSchema },
  async ({ params, body, caller }) =>
    json(
      200,
      await setMatchResult(
        { db: getDb(), now: () => new Date() },
        caller.user.id,
        params.showId,
        params.matchId,
        body,
      ),
    ),
);
