/**
 * Ratings' routes (issue 39, docs/ratings.md "Routes"): a fan rates a finished match or show (one
 * conditional write; the counters follow on the derived lane), takes it back, and reads scores,
 * pages of ratings, a diary and rated-match lists through the request's one Viewer.
 *
 *   rate       Query GSI1 (the match by id) | GetItem (the show) + GetItem show + GetItem counters +
 *              GetItem the fan's rating + GetItem rater counters + (a fan who follows anyone) Query
 *              GSI2 (the newest 200 raters' ids) + BatchGet (their follow edges) + PutItem
 *   delete     Query GSI1 | GetItem + DeleteItem
 *   match page Query GSI1 + BatchGet (show, sides' entities, counters, mine) + BatchGet site shards
 *              (cached a minute) + Query GSI2 (a page) + BatchGet (raters)
 */
import { API_ERRORS } from '../../../shared/messages';
import { RATING_TEXTS } from '../../../shared/messages-ratings';
import {
  fromHalves,
  RATING_MIN_SHOWN,
  type RatingTarget,
  TOP_RATED_MAX,
  type TopRatedPeriod,
  toHalves,
} from '../../../shared/ratings';
import type {
  DiaryPage,
  MatchRatings,
  RatedMatch,
  Rating,
  RatingInput,
  RatingSummary,
  ShowRatings,
} from '../../../shared/schemas/ratings';
import type { Shield } from '../../../shared/schemas/shield';
import { entitiesById, getEntity } from '../../data/catalogue/entities';
import type { EntityItem } from '../../data/catalogue/items';
import { matchById, readShowPartition } from '../../data/catalogue/shows';
import type { Db } from '../../data/client';
import {
  type CountersItem,
  countersOfTargets,
  getCounters,
  getRaterCounts,
  getSiteTally,
} from '../../data/ratings/counters';
import { bestRatedList, type RatedEntry, topRatedList } from '../../data/ratings/lists';
import {
  deleteRating,
  fanRatingsPage,
  followedAmong,
  getRating,
  isScored,
  newestRaterIds,
  putRating,
  type RatingItem,
  ratingItem,
  ratingsOfFan,
  targetRatingsPage,
} from '../../data/ratings/ratings';
import { showFactsOf } from '../../data/spoilers/watch';
import { getUserById, type UserItem, usersById } from '../../data/user';
import { clockNow } from '../../lib/clock';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { toEntityRef } from '../catalogue/shapes';
import { toMatch } from '../catalogue/shows';
import { mutedWordsOf } from '../muted-words';
import { viewerGuard } from '../spoilers/reads';
import { showWatchOf } from '../spoilers/watch';
import type { Viewer } from '../viewer';
import { BURST_WINDOW } from './bursts';
import { isoWeekOf } from './picks';
import { ratingRefusal } from './rules';
import { type RatingCounters, shownScore, siteMeanOf } from './score';
import { foldRater, weightWith } from './weights';

// --- The site's mean, cached a minute per container -------------------------------------------------

let siteCache: { at: number; mean: number } | null = null;
const SITE_CACHE_MS = 60_000;

/** C: the site's weighted mean of scored ratings (the shards summed; a minute per container). */
export async function siteMean(db: Db, now = Date.now()): Promise<number> {
  if (siteCache && now - siteCache.at < SITE_CACHE_MS) return siteCache.mean;
  const t = await getSiteTally(db);
  const mean = siteMeanOf({ ...t, buckets: [] });
  siteCache = { at: now, mean };
  return mean;
}

/** The scored counters of a target (the held groups are not in the score). */
export const scoredOf = (c: CountersItem): RatingCounters => ({
  live: c.counters.live,
  later: c.counters.later,
});
/** Every rating a target has, scored and held: "the first 10" counts them all. */
export const allRatingsOf = (c: CountersItem) =>
  c.counters.live.count + c.counters.later.count + c.counters.heldLive.count + c.counters.heldLater.count;

export const summaryOf = (c: CountersItem, mean: number): RatingSummary => {
  const s = shownScore(scoredOf(c), mean);
  return { score: s.score, count: s.count, histogram: s.histogram, live: s.live, later: s.later };
};

// --- Targets -----------------------------------------------------------------------------------------

interface Target {
  kind: RatingTarget;
  id: string;
  show: EntityItem;
  status: 'upcoming' | 'scheduled' | 'live' | 'finished';
  sides: string[][] | null;
}

async function showEntity(db: Db, showId: string): Promise<EntityItem> {
  const show = await getEntity(db, showId);
  if (show?.kind !== 'show') throw notFound(RATING_TEXTS.showNotFound);
  return show;
}

async function targetOf(db: Db, kind: RatingTarget, id: string): Promise<Target> {
  if (kind === 'show') {
    const show = await showEntity(db, id);
    return { kind, id, show, status: show.status === 'finished' ? 'finished' : 'live', sides: null };
  }
  const match = await matchById(db, id);
  if (!match) throw notFound(RATING_TEXTS.matchNotFound);
  const show = await getEntity(db, match.showId);
  if (show?.kind !== 'show') throw notFound(RATING_TEXTS.matchNotFound);
  return { kind, id, show, status: match.status, sides: match.sides };
}

const raterOf = (
  u: Pick<UserItem, 'id' | 'handle' | 'displayName' | 'profileImageUrl'> | undefined,
  id: string,
) => ({
  id,
  handle: u?.handle ?? 'deleted',
  displayName: u?.displayName ?? 'Deleted fan',
  profileImageUrl: u?.profileImageUrl ?? null,
});

/** A stored rating as the API gives it (`held` only for its own rater: `own`). */
export function toRating(item: RatingItem, user: UserItem | undefined, own: boolean): Rating {
  return {
    target: item.target,
    targetId: item.targetId,
    rating: fromHalves(item.halves),
    watched: item.watched,
    comment: item.comment,
    rater: raterOf(user, item.userId),
    ratedAt: item.ratedAt,
    ...(own && item.held && !isScored(item) ? { held: true } : {}),
  };
}

// --- Rate, take back -----------------------------------------------------------------------------------

/** PUT /api/matches/{matchId}/rating and PUT /api/shows/{showId}/rating. */
export async function rate(
  db: Db,
  fan: UserItem,
  kind: RatingTarget,
  targetId: string,
  input: RatingInput,
  now = clockNow(),
): Promise<Rating> {
  const target = await targetOf(db, kind, targetId);
  const halves = toHalves(input.rating);
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const [counters, existing, rater] = await Promise.all([
      getCounters(db, targetId),
      getRating(db, targetId, fan.id, true),
      getRaterCounts(db, fan.id),
    ]);
    const refusal = ratingRefusal({
      rating: input.rating,
      comment,
      status: target.status,
      accountCreatedAt: Date.parse(fan.createdAt),
      ratingsSoFar: Math.max(0, allRatingsOf(counters) - (existing ? 1 : 0)),
      now: now.getTime(),
    });
    if (refusal === 'accountTooNew') throw forbidden(RATING_TEXTS.accountTooNew);
    if (refusal === 'matchNotFinished')
      throw invalid(kind === 'show' ? RATING_TEXTS.showNotFinished : RATING_TEXTS.matchNotFinished);
    if (refusal) throw invalid(RATING_TEXTS[refusal]);
    const raterNow = existing ? foldRater(rater, existing.halves, -1) : rater;
    // Whom of the target's newest raters the fan follows (the burst detector's `follows`): only
    // asked of a fan who follows anyone (their profile's count, read with the caller).
    const follows =
      fan.followingCount > 0
        ? await followedAmong(db, fan.id, await newestRaterIds(db, targetId, BURST_WINDOW))
        : [];
    const at = now.toISOString();
    const item = ratingItem({
      target: kind,
      targetId,
      showId: target.show.id,
      promotionId: typeof target.show.promotionId === 'string' ? target.show.promotionId : null,
      sides: target.sides,
      userId: fan.id,
      halves,
      watched: input.watched,
      comment,
      weightMilli: weightWith(raterNow, halves),
      version: (existing?.version ?? 0) + 1,
      firstAt: existing?.firstAt ?? at,
      ratedAt: at,
      accountCreatedAt: fan.createdAt,
      follows,
      // A held rating stays held (and reviewed) when its fan changes it: the burst is still the burst.
      ...(existing?.held ? { held: existing.held, heldReasons: existing.heldReasons ?? [] } : {}),
      ...(existing?.review ? { review: existing.review } : {}),
    });
    if (await putRating(db, item, existing ? existing.version : null)) return toRating(item, fan, true);
  }
  throw conflict(RATING_TEXTS.badRating);
}

/** DELETE .../rating: the fan's rating taken back (the counters fold it out). */
export async function unrate(db: Db, fan: UserItem, kind: RatingTarget, targetId: string) {
  await targetOf(db, kind, targetId);
  const deleted = await deleteRating(db, targetId, fan.id);
  if (!deleted) throw notFound(kind === 'show' ? RATING_TEXTS.showNotFound : RATING_TEXTS.matchNotFound);
  return { deleted: true as const };
}

// --- Reads -----------------------------------------------------------------------------------------------

/** The shield of a show the viewer is protected from (null: results may be told). */
function shieldOf(viewer: Viewer, show: EntityItem, now: Date): Shield | null {
  const watch = showWatchOf(viewer.spoilers, showFactsOf(show), now);
  return watch.protected ? { showId: show.id, showName: show.name, revealAt: watch.revealAt } : null;
}

const showRefOf = (show: EntityItem) => ({
  ...toEntityRef(show),
  startsAt: String(show.startsAt),
  ...(typeof show.status === 'string' ? { status: show.status as 'scheduled' | 'live' | 'finished' } : {}),
});

/** Others' ratings as the viewer may see them: blocks both ways, mutes, muted words; held ones only to their rater. */
async function visibleRatings(db: Db, viewer: Viewer, items: RatingItem[], now: Date): Promise<Rating[]> {
  const words = mutedWordsOf(viewer, now);
  const shown = items.filter((r) => {
    if (r.userId === viewer.id) return true;
    if (!isScored(r)) return false;
    if (viewer.hidesUser(r.userId)) return false;
    if (words && r.comment && words.match(r.comment)?.action === 'hide') return false;
    return true;
  });
  const users = await usersById(db, [...new Set(shown.map((r) => r.userId))]);
  return shown.flatMap((r) => {
    const user = users.get(r.userId);
    if (r.userId !== viewer.id && (!user || user.banned)) return [];
    const out = toRating(r, user, r.userId === viewer.id);
    // A warned word covers the comment (the rating stays).
    if (r.userId !== viewer.id && words && r.comment && words.match(r.comment)) out.comment = null;
    return [out];
  });
}

/** GET /api/matches/{matchId}/ratings. */
export async function getMatchRatings(
  db: Db,
  viewer: Viewer,
  matchId: string,
  page: { limit: number; before?: string },
  now = clockNow(),
): Promise<MatchRatings> {
  const match = await matchById(db, matchId);
  if (!match) throw notFound(RATING_TEXTS.matchNotFound);
  const [entities, counters, mine, mean] = await Promise.all([
    entitiesById(db, [match.showId, ...match.sides.flat()]),
    getCounters(db, matchId),
    getRating(db, matchId, viewer.id),
    siteMean(db),
  ]);
  const show = entities.get(match.showId);
  if (show?.kind !== 'show') throw notFound(RATING_TEXTS.matchNotFound);
  const shield = shieldOf(viewer, show, now);
  const sides = match.sides.map((side) =>
    side.flatMap((id) => {
      const e = entities.get(id);
      return e ? [toEntityRef(e)] : [];
    }),
  );
  const base = {
    match: toMatch(match, !shield),
    show: showRefOf(show),
    sides,
    open: match.status === 'finished',
    mine: mine ? toRating(mine, viewer.user, true) : null,
  };
  if (shield) return { ...base, summary: null, shield, ratings: [], nextBefore: null };
  const got = await targetRatingsPage(db, matchId, page.limit, page.before);
  return {
    ...base,
    summary: summaryOf(counters, mean),
    ratings: await visibleRatings(db, viewer, got.items, now),
    nextBefore: got.next,
  };
}

/** GET /api/shows/{showId}/ratings: the show's score and each match's (one BatchGet of counters). */
export async function getShowRatings(
  db: Db,
  viewer: Viewer,
  showId: string,
  page: { limit: number; before?: string },
  now = clockNow(),
): Promise<ShowRatings> {
  const { show, matches } = await readShowPartition(db, showId);
  if (show?.kind !== 'show') throw notFound(RATING_TEXTS.showNotFound);
  const ids = [showId, ...matches.map((m) => m.id)];
  const [counters, mine, mean] = await Promise.all([
    countersOfTargets(db, ids),
    ratingsOfFan(db, ids, viewer.id),
    siteMean(db),
  ]);
  const shield = shieldOf(viewer, show, now);
  const summary = (id: string) => {
    const c = counters.get(id);
    return shield || !c ? null : summaryOf(c, mean);
  };
  const mineOf = (id: string) => {
    const r = mine.get(id);
    return r ? toRating(r, viewer.user, true) : null;
  };
  const got = shield
    ? { items: [], next: null }
    : await targetRatingsPage(db, showId, page.limit, page.before);
  return {
    showId,
    open: show.status === 'finished',
    summary: summary(showId),
    ...(shield ? { shield } : {}),
    mine: mineOf(showId),
    matches: matches.map((m) => ({
      matchId: m.id,
      open: m.status === 'finished',
      summary: summary(m.id),
      mine: mineOf(m.id),
    })),
    ratings: await visibleRatings(db, viewer, got.items, now),
    nextBefore: got.next,
  };
}

/** GET /api/users/{userId}/diary: a fan's ratings, newest first; shows the viewer is protected from are left out. */
export async function getDiary(
  db: Db,
  viewer: Viewer,
  userId: string,
  page: { limit: number; before?: string },
): Promise<DiaryPage> {
  const own = userId === viewer.id;
  const user = own ? viewer.user : await getUserById(db, userId);
  if (!user || user.banned) throw notFound(API_ERRORS.userNotFound);
  if (!own && viewer.blocksEitherWay(userId)) {
    if (!viewer.blockedByViewer(userId)) throw notFound(API_ERRORS.userNotFound);
    return { entries: [], nextBefore: null };
  }
  const got = await fanRatingsPage(db, userId, page.limit, page.before);
  const guard = own ? null : await viewerGuard(db, viewer);
  const items = got.items.filter((r) => (own || isScored(r)) && (!guard || guard.resultsOf(r.showId)));
  const entities = await entitiesById(db, [
    ...new Set(items.flatMap((r) => [r.showId, ...(r.sides ?? []).flat()])),
  ]);
  return {
    entries: items.flatMap((r) => {
      const show = entities.get(r.showId);
      if (!show) return [];
      return [
        {
          ...toRating(r, user, own),
          show: showRefOf(show),
          sides: r.sides
            ? r.sides.map((side) =>
                side.flatMap((id) => {
                  const e = entities.get(id);
                  return e ? [toEntityRef(e)] : [];
                }),
              )
            : null,
        },
      ];
    }),
    nextBefore: got.next,
  };
}

/** The bucket of a period for an instant (UTC): its ISO week, month or year. */
export function periodBucket(period: TopRatedPeriod, at: string | number): string {
  const iso = new Date(typeof at === 'number' ? at : Date.parse(at)).toISOString();
  if (period === 'week') return isoWeekOf(at);
  if (period === 'month') return iso.slice(0, 7);
  return iso.slice(0, 4);
}

/** Rated entries as the list shows them, without the shows the viewer is protected from. */
async function ratedMatches(db: Db, viewer: Viewer, entries: RatedEntry[]): Promise<RatedMatch[]> {
  const guard = await viewerGuard(db, viewer);
  const kept = entries.filter((e) => e.count >= RATING_MIN_SHOWN && guard.resultsOf(e.showId));
  const entities = await entitiesById(db, [...new Set(kept.flatMap((e) => [e.showId, ...e.sides.flat()]))]);
  return kept.slice(0, TOP_RATED_MAX).flatMap((e) => {
    const show = entities.get(e.showId);
    if (!show) return [];
    return [
      {
        matchId: e.matchId,
        show: showRefOf(show),
        sides: e.sides.map((side) =>
          side.flatMap((id) => {
            const x = entities.get(id);
            return x ? [toEntityRef(x)] : [];
          }),
        ),
        stipulation: e.stipulation,
        score: Math.round(e.score * 10) / 10,
        count: e.count,
      },
    ];
  });
}

/** GET /api/ratings/top?period=&promotion=: this period's (by the show's start) best, everyone's or a promotion's. */
export async function getTopRated(
  db: Db,
  viewer: Viewer,
  query: { period: TopRatedPeriod; promotion?: string },
  now = clockNow(),
) {
  const bucket = periodBucket(query.period, now.getTime());
  const entries = await topRatedList(db, query.period, bucket, query.promotion ?? null, TOP_RATED_MAX * 2);
  return { matches: await ratedMatches(db, viewer, entries) };
}

/** GET /api/entities/{entityId}/best-rated: a wrestler's or team's best-rated matches, all time. */
export async function getBestRated(db: Db, viewer: Viewer, entityId: string) {
  const entity = await getEntity(db, entityId);
  if (entity?.kind !== 'wrestler' && entity?.kind !== 'team') throw notFound(RATING_TEXTS.notAPerformer);
  return {
    matches: await ratedMatches(db, viewer, await bestRatedList(db, entityId, TOP_RATED_MAX * 2)),
  };
}
