/** GET /api/leaderboards?scope=&promotion=&period=&before=: a page of the picks leaderboard, with your place. */
import * as routes from '../../shared/manifest/http-route-entries';
import { leaderboardQuerySchema } from '../../shared/schemas/ratings';
import { getDb } from '../data/client';
import { getLeaderboard } from '../domain/ratings/leaderboards';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getLeaderboard,
  { query: leaderboardQuerySchema },
  async ({ query, viewer }) => json(200, await getLeaderboard(getDb(), viewer, query)),
);
