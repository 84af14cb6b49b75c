/** GET /api/trending/users?timeframe: the timeframe's popular creators. */
import { timeframeQuerySchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { trendingUsers } from '../domain/trending';
import { json, route } from '../lib/http';

export const handler = route('getTrendingUsers', { query: timeframeQuerySchema }, async ({ query }) =>
  json(200, await trendingUsers(getDb(), query.timeframe)),
);
