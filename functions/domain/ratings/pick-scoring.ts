/**
 * Scoring picks (issue 39, docs/ratings.md "Picks and leaderboards as built"): the consumer
 * `pick-scores` (live lane: the marker and the first page's work item) and the pages of
 * `pick-scores` work (derived lane's work-items, domain/work.ts).
 *
 * - The counts are moved by the picks route itself, in the transaction of the fan's picks item
 *   (./show-picks.ts): exact, nothing to redeliver.
 * - pick-scores: a match whose result was entered (its status became `finished`) or whose winner
 *   changed (a correction) -> the match's scored marker (`pointsPerSide` from the counts at the lock;
 *   a correction keeps them and takes the next `rev`), then the show's pickers a page at a time:
 *   each fan who picked the match gets its entry in their picks item (conditioned on the entry they
 *   had: none, or an older rev), their record moved by the difference, and their four leaderboard
 *   entries (`leaderboardBuckets`) moved by the points' difference, all in ONE transaction per fan
 *   (the entries conditioned on the points read: two scorings of one fan at once, one retries).
 *   A redelivered result finds the marker as it is and its pages find every fan's entry at that
 *   rev: nothing changes.
 * - "You went 5/7 at Raw": one notification per fan per show (its group), made at the first scored
 *   match of theirs and its record updated in place as later matches are scored; never for a fan who
 *   watches later or whom Spoiler Guard protects from the show at that moment (`alertAllowed`).
 */
import type { NotificationActor } from '../../../shared/schemas/notifications';
import { getEntity } from '../../data/catalogue/entities';
import type { EntityItem, MatchItem } from '../../data/catalogue/items';
import type { Db } from '../../data/client';
import { NOTIFICATION_NAMES } from '../../data/notification';
import { addActivity } from '../../data/notification-groups';
import type { Cursor } from '../../data/page';
import { boardBucket, boardPoints } from '../../data/ratings/leaderboard';
import {
  getPickCounts,
  getPicks,
  getScored,
  type PicksItem,
  pickersPage,
  putScored,
  recordOfItem,
  type ScoredEntry,
  type ScoredItem,
  scorePick,
  setPicksNotificationRecord,
} from '../../data/ratings/picks';
import type { StreamRecord } from '../../data/record';
import { showFactsOf } from '../../data/spoilers/watch';
import { clockNow } from '../../lib/clock';
import { pushNotification, toNotification } from '../notifications';
import { type AlertPush, alertAllowed } from '../rooms/alerts';
import { loadViewer } from '../viewer';
import { leaderboardBuckets, pointsPerSide } from './picks';

/** Pickers a page of scoring work reads (each costs a transaction, and a notification when told). */
export const PICK_SCORE_PAGE = 50;
/** Fans scored side by side within a page. */
const SCORE_PARALLEL = 10;
/** A "You went 5/7" notification's group stays open this long: one per fan per show. */
const PICKS_NOTE_MINUTES = 14 * 24 * 60;
const TRIES = 5;

export interface PickDeps {
  db: Db;
  now?: () => Date;
  push?: AlertPush;
}

export interface PickScoreSubject {
  showId: string;
  matchId: string;
  rev: number;
}

// --- pick-scores ---------------------------------------------------------------------------------

const winnerOf = (m: MatchItem | undefined): number | null | undefined =>
  m?.status === 'finished' && m.result ? m.result.winnerSide : undefined;

/** Whether a match record is a result entered or its winner changed (what scoring reacts to). */
export function resultChanged(r: StreamRecord): r is Extract<StreamRecord, { item: 'match' }> {
  if (r.item !== 'match' || (r.event !== 'MODIFY' && r.event !== 'INSERT')) return false;
  const after = winnerOf(r.after as MatchItem | undefined);
  if (after === undefined) return false;
  const before = winnerOf(r.before as MatchItem | undefined);
  return before === undefined || before !== after;
}

/**
 * The scored marker of a match for its current result: as it is when it already holds that winner
 * (a replay), else the first one or the next rev of a correction (the counts at the lock kept).
 */
async function markScored(
  db: Db,
  match: MatchItem,
  winnerSide: number | null,
  counts: Map<string, number[]>,
  now: Date,
): Promise<ScoredItem> {
  const counted = counts.get(match.id) ?? [];
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const previous = await getScored(db, match.showId, match.id);
    if (previous && previous.winnerSide === winnerSide) return previous;
    const sideCounts = previous?.sideCounts ?? match.sides.map((_, side) => counted[side] ?? 0);
    const item: ScoredItem = {
      PK: '',
      SK: '',
      type: 'pick-scored',
      showId: match.showId,
      matchId: match.id,
      rev: (previous?.rev ?? 0) + 1,
      winnerSide,
      sideCounts,
      points: pointsPerSide({ matchId: match.id, sideCounts, winnerSide }),
      scoredAt: now.toISOString(),
    };
    if (await putScored(db, item, previous)) return item;
  }
  throw new Error(`Scored marker of ${match.id} kept changing`);
}

/**
 * The pick-scores consumer: a match's result entered or corrected -> its scored marker, then the
 * show's pickers a page at a time (the first page now, the rest as work items).
 */
export async function scoreResult(
  deps: PickDeps & { start: (subject: PickScoreSubject) => Promise<unknown> },
  r: StreamRecord,
): Promise<void> {
  if (!resultChanged(r)) return;
  const match = r.after as MatchItem;
  const winnerSide = match.result?.winnerSide ?? null;
  const now = deps.now?.() ?? clockNow();
  const counts = await getPickCounts(deps.db, match.showId, true);
  const scored = await markScored(deps.db, match, winnerSide, counts, now);
  await deps.start({ showId: match.showId, matchId: match.id, rev: scored.rev });
}

/** A page of the show's pickers (strongly consistent: each fan's entry is compared with what it holds). */
export const pickScorePage = (
  deps: PickDeps,
  subject: PickScoreSubject,
  cursor: Cursor | undefined,
): Promise<{ items: PicksItem[]; next: Cursor | undefined }> =>
  pickersPage(deps.db, subject.showId, PICK_SCORE_PAGE, cursor);

/** The boards a show's points go to (everyone's and the promotion's, the show's week and all time). */
export const boardsOfShow = (show: EntityItem): string[] =>
  leaderboardBuckets(String(show.startsAt), String(show.promotionId ?? '')).map((b) =>
    boardBucket(b.promotionId || null, b.period === 'week' ? b.bucket : null),
  );

/** The entry a fan's pick earns under a scored marker. */
export const entryOf = (scored: ScoredItem, side: number): ScoredEntry => ({
  rev: scored.rev,
  side,
  points: scored.points[side] ?? 0,
  correct: scored.winnerSide !== null && side === scored.winnerSide ? 1 : 0,
  decided: scored.winnerSide !== null ? 1 : 0,
});

/**
 * Scores one fan's pick of the match: their entry, record and boards in one transaction. Returns
 * whether their record changed (false: not picked, already scored at this rev, or nothing moved).
 */
async function scoreFan(
  db: Db,
  scored: ScoredItem,
  boards: readonly string[],
  first: PicksItem,
  pointsRead: Map<string, number>,
): Promise<boolean> {
  let item: PicksItem | null = first;
  let points = pointsRead;
  for (let attempt = 0; attempt < TRIES && item; attempt++) {
    const side = item.picks?.[scored.matchId];
    if (side === undefined) return false;
    const before = item.sc?.[scored.matchId];
    if (before && before.rev >= scored.rev) return false;
    const entry = entryOf(scored, side);
    const dp = entry.points - (before?.points ?? 0);
    const moves = dp
      ? boards.map((bucket) => {
          const was = points.get(`${bucket}|${first.userId}`) ?? null;
          return { bucket, before: was, after: Math.max(0, (was ?? 0) + dp) };
        })
      : [];
    if (await scorePick(db, item, scored.matchId, entry, before, moves))
      return entry.correct !== (before?.correct ?? 0) || entry.decided !== (before?.decided ?? 0) || dp !== 0;
    // Another scoring of this fan moved their entry or their boards meanwhile: read again.
    item = await getPicks(db, scored.showId, first.userId);
    points = await boardPoints(
      db,
      boards.map((bucket) => ({ bucket, userId: first.userId })),
      true,
    );
  }
  if (item) throw new Error(`Picks of ${first.userId} at ${scored.showId} kept changing`);
  return false;
}

const inParallel = async <T>(items: readonly T[], n: number, fn: (item: T) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(fn));
};

/** Writes one page of scoring: each picker of the match, then their notification when it moved. */
export async function scorePickers(
  deps: PickDeps,
  subject: PickScoreSubject,
  fans: PicksItem[],
): Promise<void> {
  const { db } = deps;
  const scored = await getScored(db, subject.showId, subject.matchId);
  // A later correction's pages take over (they compare every fan's entry with their own rev).
  if (!scored || scored.rev !== subject.rev) return;
  const show = await getEntity(db, subject.showId);
  if (show?.kind !== 'show') return;
  const boards = boardsOfShow(show);
  const pickers = fans.filter((f) => f.picks?.[subject.matchId] !== undefined);
  if (!pickers.length) return;
  const points = await boardPoints(
    db,
    pickers.flatMap((f) => boards.map((bucket) => ({ bucket, userId: f.userId }))),
    true,
  );
  await inParallel(pickers, SCORE_PARALLEL, async (fan) => {
    if (await scoreFan(db, scored, boards, fan, points)) await tellRecord(deps, show, fan.userId);
  });
}

/** The actor of a picks notification: the show. */
const showActor = (show: EntityItem): NotificationActor => ({
  id: show.id,
  displayName: show.name,
  handle: show.slug,
  profileImageUrl: null,
});

/**
 * "You went 5/7 at Raw": made at the fan's first scored match of the show (and pushed), its record
 * set in place after every scoring; never for a fan who watches later or is protected from the show.
 */
export async function tellRecord(deps: PickDeps, show: EntityItem, fanId: string): Promise<void> {
  const now = deps.now?.() ?? clockNow();
  const viewer = await loadViewer(deps.db, fanId, now);
  if (!viewer || !alertAllowed(viewer, showFactsOf(show), now)) return;
  const record = recordOfItem(await getPicks(deps.db, show.id, fanId));
  if (!record.decided) return;
  const group = NOTIFICATION_NAMES.picksGroup(show.id);
  const stored = await addActivity(
    deps.db,
    {
      recipientId: fanId,
      kind: 'picks',
      group,
      source: null,
      actor: showActor(show),
      postId: null,
      commentId: null,
      postAuthorId: null,
      alertShowId: show.id,
      windowMinutes: PICKS_NOTE_MINUTES,
    },
    now,
  );
  const updated = await setPicksNotificationRecord(deps.db, fanId, group, record);
  if (!stored || !updated) return;
  await pushNotification(deps.push, fanId, toNotification(updated));
}
