/**
 * The shows Spoiler Guard decides about without a request per post (issue 37, docs/spoilers.md):
 * those that started within SPOILER_RECENT_DAYS (or start within the cache's minute), read with one Query of the shows-by-start index
 * (data/catalogue/shows.ts `showsInWindow`: GSI2 SHOWS / {startsAt}#{id}) and kept per container
 * for RECENT_SHOWS_TTL_MS, so a warm function's page of posts reads none.
 *
 * Stream consumers: none (a read).
 */
import { SPOILER_RECENT_DAYS } from '../../../shared/spoilers';
import { clockMoves } from '../../lib/clock';
import { showsInWindow } from '../catalogue/shows';
import type { Db } from '../client';
import type { ShowFacts } from './state';

/** How long a container keeps the recent shows (an edit of a show's times shows within this). */
export const RECENT_SHOWS_TTL_MS = 60_000;
/** At most this many shows in the window (far more than the catalogue airs in a month). */
export const RECENT_SHOWS_MAX = 2_000;

const DAY = 86_400_000;

let cached: { at: number; moves: number; shows: readonly ShowFacts[] } | null = null;

/**
 * The facts of the shows that started within SPOILER_RECENT_DAYS of `now` (cached per container; a
 * clock moved back, or moved by the local cloud at all, reads again: lib/clock.ts clockMoves).
 */
export async function recentShows(db: Db, now: Date): Promise<readonly ShowFacts[]> {
  const moves = clockMoves();
  const t = now.getTime();
  if (cached && t - cached.at < RECENT_SHOWS_TTL_MS && t >= cached.at && cached.moves === moves)
    return cached.shows;
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
  const shows = items.map(
    (s): ShowFacts => ({
      id: s.id,
      name: s.name,
      promotionId: typeof s.promotionId === 'string' ? s.promotionId : null,
      startsAt: String(s.startsAt),
      endsAt: String(s.endsAt ?? s.startsAt),
      hashtag: typeof s.hashtag === 'string' ? s.hashtag : null,
    }),
  );
  cached = { at: t, moves, shows };
  return shows;
}

/** Forgets the cached shows (tests that change the catalogue between reads). */
export function forgetRecentShows(): void {
  cached = null;
}
