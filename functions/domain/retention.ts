/**
 * The retention job (daily; docs/account.md, "What lives where, and for how long"): deletes what is
 * kept for a while by design once its time is up, so that no copy of a deleted fan's data outlives
 * the Privacy Policy's 30 days on the word of DynamoDB's TTL (which deletes "within a few days" in
 * AWS and never in DynamoDB Local):
 * - parked stream records (whole item images, e-mails included) PARKED_RECORD_KEPT_DAYS after they
 *   were parked, redriven or not;
 * - trending hour buckets older than TRENDING_ACTIVITY_TTL_DAYS (a hashtag's `authors` set keeps
 *   the authors of posts too old for a removal to count), resuming at the hour it reached last time.
 */
import { TRENDING_ACTIVITY_TTL_DAYS } from '../../shared/constants';
import { STREAM_LANES } from '../../shared/manifest/stream-consumers';
import { PARKED_RECORD_KEPT_DAYS } from '../../shared/retention';
import { readSweepCursor, writeSweepCursor } from '../data/account';
import type { Db } from '../data/client';
import { parkedRecords, unparkRecord } from '../data/parked';
import { deleteActivityCounters, hourKeyPage, hourStart, hoursBetween } from '../data/trending';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Where the pass over expired trending hours resumes (SWEEP#trending-hours). */
const HOURS_CURSOR = 'trending-hours';
/** A first run (no cursor yet) looks this far behind the cut-off. */
const FIRST_RUN_LOOKBACK_DAYS = 7;

export interface RetentionDeps {
  db: Db;
  now: () => Date;
}

export interface RetentionResult {
  parkedExpired: number;
  hoursExpired: number;
  itemsDeleted: number;
}

/** Deletes the parked records of every lane parked more than PARKED_RECORD_KEPT_DAYS before `now`. */
export async function expireParkedRecords(db: Db, now: Date): Promise<number> {
  const before = now.getTime() - PARKED_RECORD_KEPT_DAYS * DAY_MS;
  let expired = 0;
  for (const lane of STREAM_LANES) {
    for (const parked of await parkedRecords(db, lane.name)) {
      if (Date.parse(parked.parkedAt) >= before) continue;
      await unparkRecord(db, parked);
      expired++;
    }
  }
  return expired;
}

/**
 * Deletes every item of the trending hours that ended more than TRENDING_ACTIVITY_TTL_DAYS before
 * `now`, from the hour after the last one it deleted; stops starting hours after `budgetMs`.
 */
export async function expireTrendingHours(
  db: Db,
  now: Date,
  budgetMs = 60_000,
): Promise<{ hours: number; items: number }> {
  const started = Date.now();
  const cutoff = now.getTime() - TRENDING_ACTIVITY_TTL_DAYS * DAY_MS - HOUR_MS;
  const cursor = await readSweepCursor(db, HOURS_CURSOR);
  const from =
    typeof cursor?.hour === 'string'
      ? hourStart(cursor.hour) + HOUR_MS
      : cutoff - FIRST_RUN_LOOKBACK_DAYS * DAY_MS;
  let hours = 0;
  let items = 0;
  let last: string | undefined;
  for (const hour of from <= cutoff ? hoursBetween(from, cutoff) : []) {
    if (Date.now() - started > budgetMs) break;
    let next: Record<string, unknown> | undefined;
    do {
      const page = await hourKeyPage(db, hour, next);
      await deleteActivityCounters(db, page.keys);
      items += page.keys.length;
      next = page.next;
    } while (next);
    hours++;
    last = hour;
  }
  if (last) await writeSweepCursor(db, HOURS_CURSOR, { hour: last });
  return { hours, items };
}

/** One run of the retention job. */
export async function runRetention(deps: RetentionDeps, budgetMs = 60_000): Promise<RetentionResult> {
  const now = deps.now();
  const parkedExpired = await expireParkedRecords(deps.db, now);
  const { hours, items } = await expireTrendingHours(deps.db, now, budgetMs);
  return { parkedExpired, hoursExpired: hours, itemsDeleted: items };
}
