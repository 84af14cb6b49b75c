/**
 * The derived lane's ratings consumers (docs/ratings.md "What is counted where"):
 *
 * - rating-counts: a rating's INSERT / MODIFY / REMOVE folds the old image out and the new one in
 *   (`ratingDelta`): the target's counters (scored or held group), the rater's counters and a site
 *   shard, in ONE transaction with the marker of the rating's version, so a redelivered record
 *   counts once. Then a match's list entries (top rated, best rated) follow its shown score.
 * - rating-bursts: a new or changed rating runs the target's newest BURST_WINDOW ratings through
 *   `detectBursts`; each newly held rating gets `held` (that MODIFY makes rating-counts move it to
 *   the held tally) and joins its burst item.
 *
 * Both are bounded: one record is at most 4 reads, one transaction and a BatchWrite of at most 12
 * list entries (counts), or one Query of 200 and one update per newly held rating (bursts). Neither
 * scans.
 */
import { ulid } from 'ulid';
import { isExtreme, type RatingTarget, TOP_RATED_PERIODS } from '../../../shared/ratings';
import { getEntity } from '../../data/catalogue/entities';
import type { Db } from '../../data/client';
import { addToBurst } from '../../data/ratings/bursts';
import {
  applyCounts,
  type CounterGroup,
  type CountersData,
  claimOpenBurst,
  getCounters,
  SITE_SHARDS,
  type TallyData,
} from '../../data/ratings/counters';
import { writeRatedEntries } from '../../data/ratings/lists';
import { holdRating, isScored, type RatingItem, targetRatingsPage } from '../../data/ratings/ratings';
import type { RecordOf } from '../../data/record';
import { BURST_WINDOW, detectBursts, usualRateOf } from './bursts';
import { ratingDelta, scoredMeanOf, shownScore } from './score';
import { periodBucket, scoredOf, siteMean } from './service';

export interface CountDeps {
  db: Db;
  now: () => Date;
}

const groupOf = (r: RatingItem): CounterGroup =>
  isScored(r) ? r.watched : r.watched === 'live' ? 'heldLive' : 'heldLater';

const addInto = (groups: Partial<CountersData>, group: CounterGroup, t: TallyData) => {
  const was = groups[group];
  groups[group] = was
    ? {
        count: was.count + t.count,
        weightMilli: was.weightMilli + t.weightMilli,
        weightedHalves: was.weightedHalves + t.weightedHalves,
        buckets: was.buckets.map((b, i) => b + (t.buckets[i] ?? 0)),
      }
    : t;
};

const tallyOf = (r: RatingItem, sign: 1 | -1): TallyData =>
  ratingDelta({ halves: r.halves, weightMilli: r.weightMilli, watched: r.watched }, sign)[r.watched];

/** Which site shard a fan's ratings go to (a hash of the id: spread, and the same each time). */
export function shardOf(userId: string): number {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0;
  return h % SITE_SHARDS;
}

/** What one record changes (null: nothing countable changed, e.g. a MODIFY of the same version). */
export function countsChangeOf(before: RatingItem | undefined, after: RatingItem | undefined, at: string) {
  const rating = after ?? before;
  if (!rating) return null;
  if (before && after && before.version === after.version) return null;
  const groups: Partial<CountersData> = {};
  if (before) addInto(groups, groupOf(before), tallyOf(before, -1));
  if (after) addInto(groups, groupOf(after), tallyOf(after, 1));
  const ext = (r: RatingItem | undefined) => (r && isExtreme(r.halves) ? 1 : 0);
  const site = { shard: shardOf(rating.userId), count: 0, weightMilli: 0, weightedHalves: 0 };
  for (const [r, sign] of [
    [before, -1],
    [after, 1],
  ] as const)
    if (r && isScored(r)) {
      site.count += sign;
      site.weightMilli += sign * r.weightMilli;
      site.weightedHalves += sign * r.weightMilli * r.halves;
    }
  const marker = after
    ? `${after.userId}#${after.firstAt}#${after.version}`
    : `${rating.userId}#${rating.firstAt}#${rating.version}#out`;
  return {
    targetId: rating.targetId,
    target: rating.target as RatingTarget,
    marker,
    groups,
    rater: {
      userId: rating.userId,
      count: (after ? 1 : 0) - (before ? 1 : 0),
      extremes: ext(after) - ext(before),
    },
    site: site.count || site.weightMilli || site.weightedHalves ? site : null,
    at,
  };
}

/** rating-counts: one record folded into the counters once, then the match's lists refreshed. */
export async function countRating(deps: CountDeps, record: RecordOf<'rating'>): Promise<void> {
  const now = deps.now();
  const change = countsChangeOf(record.before, record.after, now.toISOString());
  if (!change) return;
  await applyCounts(deps.db, change, now);
  const rating = (record.after ?? record.before) as RatingItem;
  if (rating.target === 'match') await refreshLists(deps.db, rating);
}

/**
 * A match's entries in its lists, as its shown score is now (read consistently after the write):
 * put while shown, deleted below RATING_MIN_SHOWN. A redelivered record writes the same entries.
 */
export async function refreshLists(db: Db, rating: RatingItem): Promise<void> {
  const [counters, mean, show] = await Promise.all([
    getCounters(db, rating.targetId, true),
    siteMean(db),
    getEntity(db, rating.showId),
  ]);
  if (!show) return;
  const shown = shownScore(scoredOf(counters), mean);
  const startsAt = String(show.startsAt);
  const promotionId = typeof show.promotionId === 'string' ? show.promotionId : null;
  const lists = {
    top: TOP_RATED_PERIODS.flatMap((period) => {
      const bucket = periodBucket(period, startsAt);
      return [null, ...(promotionId ? [promotionId] : [])].map((p) => ({ period, bucket, promotionId: p }));
    }),
    performerIds: [...new Set((rating.sides ?? []).flat())],
  };
  await writeRatedEntries(
    db,
    lists,
    shown.score === null
      ? { matchId: rating.targetId, score: null }
      : {
          matchId: rating.targetId,
          showId: rating.showId,
          sides: rating.sides ?? [],
          stipulation: null,
          score: shown.score,
          count: shown.count,
        },
  );
}

/** rating-bursts: a new or changed rating runs its target's window through the detector. */
export async function detectRatingBursts(deps: CountDeps, record: RecordOf<'rating'>): Promise<void> {
  const after = record.after;
  if (!after) return;
  // Only a fan's rating (new, or changed: a new ratedAt), not a hold or a review.
  if (record.before && record.before.ratedAt === after.ratedAt) return;
  const now = deps.now();
  const [window, counters] = await Promise.all([
    targetRatingsPage(deps.db, after.targetId, BURST_WINDOW),
    getCounters(deps.db, after.targetId),
  ]);
  const scored = scoredOf(counters);
  const scoredCount = scored.live.count + scored.later.count;
  const openedAt = counters.openedAt ? Date.parse(counters.openedAt) : now.getTime();
  const held = detectBursts({
    ratings: window.items.map((r) => ({
      id: r.userId,
      raterId: r.userId,
      halves: r.halves,
      at: Date.parse(r.ratedAt),
      accountCreatedAt: Date.parse(r.accountCreatedAt),
      follows: r.follows ?? [],
    })),
    usualPerHour: usualRateOf(scoredCount, openedAt, now.getTime()),
    scoredMean: scoredMeanOf(scored),
  });
  if (!held.length) return;
  const byRater = new Map(window.items.map((r) => [r.userId, r]));
  const fresh = held.filter((h) => !byRater.get(h.id)?.held);
  if (!fresh.length) return;
  // The target's open burst (one atomic claim: consumers side by side hold into the same one).
  const burstId = await claimOpenBurst(deps.db, after.targetId, ulid(now.getTime()));
  for (const h of fresh) {
    const r = byRater.get(h.id) as RatingItem;
    if (!(await holdRating(deps.db, r, burstId, h.reasons))) continue;
    await addToBurst(
      deps.db,
      { id: burstId, target: r.target, targetId: r.targetId, showId: r.showId },
      { userId: r.userId, halves: r.halves, at: r.ratedAt, reasons: h.reasons },
    );
  }
}
