/**
 * The shows Spoiler Guard decides about without a request per post (issue 37, docs/spoilers.md):
 * those that started within SPOILER_RECENT_DAYS (or start within the cache's minute), read with one Query of the shows-by-start index
 * (data/catalogue/shows.ts `showsInWindow`: GSI2 SHOWS / {startsAt}#{id}) and kept per container
 * for RECENT_SHOWS_TTL_MS, so a warm function's page of posts reads none.
 *
 * Stream consumers: none (a read).
 */
import { SPOILER_RECENT_DAYS } from '../../../shared/spoilers';
import { timedCache } from '../../lib/timed-cache';
import { showsInWindow } from '../catalogue/shows';
import type { Db } from '../client';
import type { ShowFacts } from './state';

/** How long a container keeps the recent shows (an edit of a show's times shows within this). */
export const RECENT_SHOWS_TTL_MS = 60_000;
/** At most this many shows in the window (far more than the catalogue airs in a month). */
export const RECENT_SHOWS_MAX = 2_000;

const DAY = 86_400_000;

const cache = timedCache<readonly ShowFacts[]>(RECENT_SHOWS_TTL_MS);

/**
 * The facts of the shows that started within SPOILER_RECENT_DAYS of `now` (kept per container:
 * lib/timed-cache.ts).
 */
export function recentShows(db: Db, now: Date): Promise<readonly ShowFacts[]> {
  return cache.get(now, (t) => read(db, t));
}

async function read(db: Db, t: number): Promise<readonly ShowFacts[]> {
  const items = await showsInWindow(
    db,
    {
      fromIso: new Date(t - SPOILER_RECENT_DAYS * DAY).toISOString(),
      // The shows starting before the cache is read again too: protection from a show's start is
      // decided at each request's time (guard.ts), not at the read's.
      toIso: new Date(t + RECENT_SHOWS_TTL_MS).toISOString(),
    },
    RECENT_SHOWS_MAX,
  );
  return items.map(
    (s): ShowFacts => ({
      id: s.id,
      name: s.name,
      promotionId: typeof s.promotionId === 'string' ? s.promotionId : null,
      startsAt: String(s.startsAt),
      endsAt: String(s.endsAt ?? s.startsAt),
      hashtag: typeof s.hashtag === 'string' ? s.hashtag : null,
    }),
  );
}
