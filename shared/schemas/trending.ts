/** Trending hashtags, popular content and creators, and the discovery feed. */
import * as z from 'zod/mini';
import { DISCOVERY_CANDIDATES, DISCOVERY_PAGE_SIZE, POSTS_PAGE_MAX } from '../constants';
import { id, int, queryInt, timeframeSchema } from './common';
import { entityRefSchema } from './entity-refs';
import { postSchema } from './posts';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const trendingHashtagSchema = schema(() =>
  z.object({
    id,
    name: z.string(),
    postCount: int(),
    recentPostCount: int(),
    score: z.number(),
  }),
);
export type TrendingHashtag = z.infer<typeof trendingHashtagSchema>;

export const trendingPostSchema = schema(() => z.extend(postSchema, { engagementScore: z.number() }));
export type TrendingPost = z.infer<typeof trendingPostSchema>;

export const trendingUserSchema = schema(() =>
  z.object({
    id,
    handle: z.string(),
    displayName: z.string(),
    bio: z.string(),
    profileImageUrl: z.nullable(z.string()),
    postCount: int(),
    totalEngagement: z.number(),
    followerCount: int(),
  }),
);
export type TrendingUser = z.infer<typeof trendingUserSchema>;

/** "Wrestlers trending now" (issue 28): a wrestler tagged by different fans, and how many. */
export const trendingWrestlerSchema = schema(() =>
  z.object({
    entity: entityRefSchema,
    /** Different fans who tagged them in the timeframe. */
    fanCount: int(),
    postCount: int(),
  }),
);
export type TrendingWrestler = z.infer<typeof trendingWrestlerSchema>;

export const timeframeQuerySchema = schema(() => z.object({ timeframe: z._default(timeframeSchema, 'day') }));
/** GET /api/discovery: the timeframe's candidates, a page at a time (cursor: where the next page starts). */
export const discoveryQuerySchema = schema(() =>
  z.object({
    timeframe: z._default(timeframeSchema, 'day'),
    limit: queryInt(1, POSTS_PAGE_MAX, DISCOVERY_PAGE_SIZE),
    cursor: queryInt(0, DISCOVERY_CANDIDATES, 0),
  }),
);
export type DiscoveryQuery = z.infer<typeof discoveryQuerySchema>;
