/**
 * GET /api/trending/wrestlers?timeframe: "Wrestlers trending now", from the trending job's snapshot,
 * through the viewer (Spoiler Guard leaves out the shows they are protected from).
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { timeframeQuerySchema } from '../../shared/schemas/trending';
import { getDb } from '../data/client';
import { trendingWrestlers } from '../domain/trending';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getTrendingWrestlers,
  { query: timeframeQuerySchema },
  async ({ query, viewer }) => json(200, await trendingWrestlers(getDb(), viewer, query.timeframe)),
);
