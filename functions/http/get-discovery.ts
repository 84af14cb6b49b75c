/**
 * GET /api/discovery?timeframe&limit&cursor: high-engagement posts of the timeframe by creators the
 * caller neither is nor follows, a page at a time (the next page's cursor in X-Next-Cursor).
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { discoveryQuerySchema } from '../../shared/schemas/trending';
import { getDb } from '../data/client';
import { discovery } from '../domain/trending';
import { postPage } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getDiscovery,
  { query: discoveryQuerySchema },
  async ({ query, viewer }) => postPage(await discovery(getDb(), viewer, query)),
);
