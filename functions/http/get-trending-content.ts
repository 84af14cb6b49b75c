/** GET /api/trending/content?timeframe: the timeframe's popular posts with their engagement score. */
import * as routes from '../../shared/manifest/http-route-entries';
import { timeframeQuerySchema } from '../../shared/schemas/trending';
import { getDb } from '../data/client';
import { trendingContent } from '../domain/trending';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getTrendingContent,
  { query: timeframeQuerySchema },
  async ({ query, viewer }) => json(200, await trendingContent(getDb(), viewer, query.timeframe)),
);
