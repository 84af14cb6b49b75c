/**
 * Search across everything (issue 35, "Finding things"): `GET /api/search?q=` answers a few fans,
 * catalogue entities and hashtags at once, for the search box's suggestions as the fan types and the
 * search screen's All tab. The full lists stay on their own routes (`/api/users/search`,
 * `/api/entities/search`, `/api/posts/hashtag/{tag}`).
 */
import * as z from 'zod/mini';
import { int, trimmed } from './common';
import { entitySearchResultSchema } from './entities';
import { suggestedUserSchema } from './users';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** What one answer holds at most, of each kind. */
export const SEARCH_ALL_LIMITS = { users: 5, entities: 6, hashtags: 5 } as const;

/** GET /api/search?q= ("#..." asks for hashtags only). */
export const searchAllQuerySchema = schema(() =>
  z.object({
    q: trimmed(z.minLength(1, 'Please enter something to search for'), z.maxLength(100)),
  }),
);
export type SearchAllQuery = z.infer<typeof searchAllQuerySchema>;

/** A hashtag fans used lately (the trending job's counts): its name without "#" and its posts. */
export const hashtagHitSchema = schema(() => z.object({ name: z.string(), postCount: int() }));
export type HashtagHit = z.infer<typeof hashtagHitSchema>;

export const searchAllSchema = schema(() =>
  z.object({
    users: z.array(suggestedUserSchema),
    entities: z.array(entitySearchResultSchema),
    hashtags: z.array(hashtagHitSchema),
  }),
);
export type SearchAll = z.infer<typeof searchAllSchema>;
