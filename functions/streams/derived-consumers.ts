/** The derived lane's consumer modules (shared/manifest/stream-consumers.ts names the lane of each). */
import * as accountPurge from './consumers/account-purge';
import * as entityFeed from './consumers/entity-feed';
import * as feedFanout from './consumers/feed-fanout';
import * as mediaCleanup from './consumers/media-cleanup';
import * as postCascade from './consumers/post-cascade';
import * as ratingBursts from './consumers/rating-bursts';
import * as ratingCounts from './consumers/rating-counts';
import * as trendingActivity from './consumers/trending-activity';
import * as unreadRecount from './consumers/unread-recount';
import * as userDirectory from './consumers/user-directory';
import * as userSearch from './consumers/user-search';
import * as workItems from './consumers/work-items';
import type { ConsumerModule, ConsumerOf } from './wiring';

export const DERIVED_CONSUMERS: Record<ConsumerOf<'derived'>, ConsumerModule> = {
  'account-purge': accountPurge,
  'entity-feed': entityFeed,
  'feed-fanout': feedFanout,
  'media-cleanup': mediaCleanup,
  'post-cascade': postCascade,
  'trending-activity': trendingActivity,
  'unread-recount': unreadRecount,
  'user-directory': userDirectory,
  'user-search': userSearch,
  'work-items': workItems,
  'rating-counts': ratingCounts,
  'rating-bursts': ratingBursts,
};
