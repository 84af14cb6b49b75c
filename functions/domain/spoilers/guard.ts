/**
 * Spoiler Guard's one decision (issue 37, docs/spoilers.md): which shows a fan is protected from now,
 * and so which posts and comments they get as stubs and which results no answer tells them. Pure:
 * decided from the viewer's spoiler state (on their controls item, read with the viewer: no request)
 * and the facts of the shows it may concern (the recent shows, cached per container; the shows the
 * fan gave a status carry their own facts), so a page of posts costs no request per post.
 *
 * - A fan's own word about a show decides: `later` protects, `live`, `watched` and `unprotected`
 *   do not.
 * - Otherwise their settings do, from the show's start: all shows, the shows of promotions they
 *   follow (default), or none.
 * - Protection lifts by itself the chosen time after the show's end (default 3 days; `never`: when the
 *   fan marks it watched).
 * - A fan's own posts and comments are never hidden from them.
 */
import { LIFT_HOURS } from '../../../shared/spoilers';
import type { ShowFacts, SpoilerState } from '../../data/spoilers/state';

export type { ShowFacts, SpoilerState, WatchEntry } from '../../data/spoilers/state';

/** Whether a show is hidden from the fan now, and when that lifts by itself (null: never by itself). */
export interface Protection {
  protected: boolean;
  revealAt: string | null;
}

const HOUR = 3_600_000;

/** The protection of one show for one fan's state, at `now`. */
export function protectionOf(state: SpoilerState, show: ShowFacts, now: Date): Protection {
  const said = state.statuses[show.id]?.status;
  const hours = LIFT_HOURS[state.liftAfter];
  const revealAt = hours === null ? null : new Date(Date.parse(show.endsAt) + hours * HOUR).toISOString();
  const lifted = revealAt !== null && now.getTime() >= Date.parse(revealAt);
  const off = { protected: false, revealAt: null };
  if (lifted) return off;
  if (said) return said === 'later' ? { protected: true, revealAt } : off;
  if (now.getTime() < Date.parse(show.startsAt)) return off;
  const covered =
    state.protect === 'all' ||
    (state.protect === 'followed' &&
      show.promotionId !== null &&
      state.followedPromotions.has(show.promotionId));
  return covered ? { protected: true, revealAt } : off;
}

/** The stub's note on a shielded item: the show it is about. */
export interface ShieldNote {
  showId: string;
  showName: string;
  revealAt: string | null;
}

/** The request's guard: one map of the shows the fan is protected from, then O(1) per item. */
export interface SpoilerGuard {
  /** The shows the fan is protected from now, by id. */
  readonly shielded: ReadonlyMap<string, ShieldNote>;
  /** The note for an item about `showId` by `authorId` (null: shown in full). */
  shieldOf(item: { authorId: string; showId: string | null | undefined }): ShieldNote | null;
  /** Whether results of the show may be told to the fan. */
  resultsOf(showId: string): boolean;
}

/**
 * The guard of a fan (`viewerId`, whose own items are never shielded) from their state and the shows
 * it may concern: `recent` (the cached recent shows) and the shows they gave a status.
 */
export function spoilerGuard(
  viewerId: string,
  state: SpoilerState,
  recent: readonly ShowFacts[],
  now: Date,
): SpoilerGuard {
  const shielded = new Map<string, ShieldNote>();
  const seen = new Set<string>();
  const consider = (show: ShowFacts) => {
    if (seen.has(show.id)) return;
    seen.add(show.id);
    const p = protectionOf(state, show, now);
    if (p.protected) shielded.set(show.id, { showId: show.id, showName: show.name, revealAt: p.revealAt });
  };
  for (const show of recent) consider(show);
  // A fan's own `later` for a show older than the recent ones (its facts kept with the status).
  for (const entry of Object.values(state.statuses)) if (entry.status === 'later') consider(entry);
  return {
    shielded,
    shieldOf: ({ authorId, showId }) =>
      !showId || authorId === viewerId ? null : (shielded.get(showId) ?? null),
    resultsOf: (showId) => !shielded.has(showId),
  };
}

/** A guard that hides nothing (a fan with no state, a server-side read for no fan). */
export const OPEN_GUARD: SpoilerGuard = {
  shielded: new Map(),
  shieldOf: () => null,
  resultsOf: () => true,
};
