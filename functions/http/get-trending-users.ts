/** GET /api/trending/users?timeframe: the timeframe's popular creators. */
import * as routes from '../../shared/manifest/http-route-entries';
import { timeframeQuerySchema } from '../../shared/schemas/trending';
import { getDb } from '../data/client';
import { trendingUsers } from '../domain/trending';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getTrendingUsers,
  { query: timeframeQuerySchema },
  async ({ query, viewer }) => json(200, await trendingUsers(getDb(), viewer, query.timeframe)),
);
