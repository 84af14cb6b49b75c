import * as routes from '@shared/manifest/http-route-entries';
import type { Timeframe } from '@shared/schemas/common';
import { apiPath } from '@/lib/api-paths';
import { fetchTrendingPostPage, type TrendingPostPage } from './trending-post-page';

/**
 * GET /api/discovery?timeframe=&cursor=: high-engagement posts by creators the fan does not follow yet, a
 * page at a time (the server's page size); `cursor` is what the previous page's X-Next-Cursor answered.
 */
export const getDiscovery = (timeframe: Timeframe, cursor?: string): Promise<TrendingPostPage> =>
  fetchTrendingPostPage(apiPath(routes.getDiscovery, {}, { timeframe, cursor }));
