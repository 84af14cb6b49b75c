/**
 * GET /api/trending/hashtags?timeframe (and GET /api/hashtags/trending, the home sidebar's 24 hours):
 * the timeframe's trending hashtags, from the trending job's snapshot, through the viewer (Spoiler
 * Guard leaves out those of shows they are protected from).
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { timeframeQuerySchema } from '../../shared/schemas/trending';
import { getDb } from '../data/client';
import { trendingHashtags } from '../domain/trending';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getTrendingHashtags,
  { query: timeframeQuerySchema },
  async ({ query, viewer }) => json(200, await trendingHashtags(getDb(), viewer, query.timeframe)),
);
