/**
 * Spoiler Guard on the reads (docs/spoilers.md, "What a protected fan sees"): the request's guard,
 * decided at most once per request (per Viewer) and only when a page holds someone else's item
 * about a show, and the reads' uses of it. A fan who protects nothing (settings `none` and no
 * `later`, or `followed` with no promotion followed and no `later`) gets the open guard without
 * reading anything; the others read the recent shows from the per-container cache
 * (data/spoilers/recent-shows.ts): a page of posts costs no DynamoDB request more.
 */
import type { Post } from '../../../shared/schemas/posts';
import type { Db } from '../../data/client';
import { recentShows } from '../../data/spoilers/recent-shows';
import { clockNow } from '../../lib/clock';
import type { Viewer } from '../viewer';
import { OPEN_GUARD, type SpoilerGuard, type SpoilerState } from './guard';
import { guardOf } from './load';
import { mayConcernShows, shieldPosts } from './shield';

/** Whether a fan's state can protect them from any show (false: the open guard, no read). */
export function protectsAny(state: SpoilerState): boolean {
  if (Object.values(state.statuses).some((entry) => entry.status === 'later')) return true;
  if (state.protect === 'all') return true;
  return state.protect === 'followed' && state.followedPromotions.size > 0;
}

const guards = new WeakMap<Viewer, Promise<SpoilerGuard>>();

/** The request's guard of the viewer (decided once per Viewer, i.e. once per request). */
export function viewerGuard(db: Db, viewer: Viewer, now = clockNow()): Promise<SpoilerGuard> {
  if (!protectsAny(viewer.spoilers)) return Promise.resolve(OPEN_GUARD);
  let guard = guards.get(viewer);
  if (!guard) {
    guard = guardOf(db, viewer, now);
    guards.set(viewer, guard);
    // A failed read is not kept: the next use asks again.
    guard.catch(() => guards.delete(viewer));
  }
  return guard;
}

/** Posts as the viewer's guard lets them see them; a page with no one else's show post reads nothing. */
export async function guardPosts<P extends Post>(db: Db, viewer: Viewer, posts: P[]): Promise<P[]> {
  if (!mayConcernShows(viewer.id, posts)) return posts;
  return shieldPosts(await viewerGuard(db, viewer), posts);
}

/**
 * The hashtags of the shows the guard protects the viewer from (lowercased, as trending keeps them),
 * from the cached recent shows: trending leaves them out for this fan.
 */
export async function protectedHashtags(db: Db, guard: SpoilerGuard, now = clockNow()): Promise<Set<string>> {
  if (!guard.shielded.size) return new Set();
  const shows = await recentShows(db, now);
  return new Set(
    shows.flatMap((show) =>
      guard.shielded.has(show.id) && show.hashtag ? [show.hashtag.toLowerCase()] : [],
    ),
  );
}
