/** DELETE /api/matches/{matchId}/rating: a fan takes their rating of a match back. */
import * as routes from '../../shared/manifest/http-route-entries';
import { matchIdParamsSchema } from '../../shared/schemas/ratings';
import { getDb } from '../data/client';
import { unrate } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.deleteMatchRating,
  { params: matchIdParamsSchema },
  async ({ params, caller }) => json(200, await unrate(getDb(), caller.user, 'match', params.matchId)),
);
