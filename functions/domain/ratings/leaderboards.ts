/**
 * Leaderboards (issue 39, docs/ratings.md "Picks and leaderboards as built"):
 * GET /api/leaderboards?scope=&promotion=&period=&before=.
 *
 * - everyone, promotion: ONE Query of the board's index (GSI3, highest first) from the cursor, then
 *   ONE BatchGet of the page's fans, the viewer's own entry (when not on the page) and the promotion
 *   (404 when it is none): 2 requests a page, whatever the board's size.
 * - following: the fans the viewer follows (the first LEADERBOARD_FOLLOWING_MAX: one Query), their
 *   entries and the viewer's (one BatchGet), sorted, then their profiles (one BatchGet): 3 requests.
 * - period: `week` is the clock's ISO week (UTC), `all` all time.
 * - Ranks count from the top of the board (ties share a rank: 1, 2, 2, 4); a page after the first
 *   continues them from the cursor. `me`: the viewer's points, and their rank when it is known
 *   without counting (on the page, or on the following board); else null.
 * - Fans the viewer blocks or who block them are left out (their places still count in the ranks).
 */
import { PICK_TEXTS } from '../../../shared/messages-ratings';
import {
  LEADERBOARD_FOLLOWING_MAX,
  type LeaderboardPeriod,
  type LeaderboardScope,
} from '../../../shared/ratings';
import type { Leaderboard, Rater } from '../../../shared/schemas/ratings';
import type { EntityItem } from '../../data/catalogue/items';
import type { Db } from '../../data/client';
import { followedIdPage } from '../../data/fan-partitions';
import { boardBucket, boardPage, boardPageNames, boardPoints } from '../../data/ratings/leaderboard';
import { type UserItem, usersById } from '../../data/user';
import { clockNow } from '../../lib/clock';
import { invalid, notFound } from '../../lib/errors';
import { toEntityRef } from '../catalogue/shapes';
import type { Viewer } from '../viewer';
import { isoWeekOf } from './picks';

export interface LeaderboardAsk {
  scope: LeaderboardScope;
  period: LeaderboardPeriod;
  promotion?: string;
  limit: number;
  before?: string;
}

/** Where the next page starts: `{position}.{rank}.{points}.{userId}` of the last entry shown. */
interface Resume {
  position: number;
  rank: number;
  points: number;
  userId: string;
}

export const cursorOf = (r: Resume) => `${r.position}.${r.rank}.${r.points}.${r.userId}`;

export function resumeOf(before: string | undefined): Resume | null {
  if (!before) return null;
  const [position, rank, points, ...rest] = before.split('.');
  const out = {
    position: Number(position),
    rank: Number(rank),
    points: Number(points),
    userId: rest.join('.'),
  };
  if (![out.position, out.rank, out.points].every((n) => Number.isInteger(n) && n >= 0) || !out.userId)
    throw invalid(PICK_TEXTS.badCursor);
  return out;
}

export const raterOf = (u: UserItem): Rater => ({
  id: u.id,
  handle: u.handle,
  displayName: u.displayName,
  profileImageUrl: u.profileImageUrl,
});

interface Ranked {
  userId: string;
  points: number;
  position: number;
  rank: number;
}

/** Ranks entries (highest first) from where the last page stopped: ties share a rank. */
export function rank(entries: readonly { userId: string; points: number }[], from: Resume | null): Ranked[] {
  let position = from?.position ?? 0;
  let last = from ? { rank: from.rank, points: from.points } : null;
  return entries.map((e) => {
    position++;
    const r = last && last.points === e.points ? last.rank : position;
    last = { rank: r, points: e.points };
    return { ...e, position, rank: r };
  });
}

/** GET /api/leaderboards. */
export async function getLeaderboard(
  db: Db,
  viewer: Viewer,
  ask: LeaderboardAsk,
  now = clockNow(),
): Promise<Leaderboard> {
  const week = ask.period === 'week' ? isoWeekOf(now.getTime()) : null;
  const promotionId = ask.scope === 'promotion' ? (ask.promotion ?? null) : null;
  const bucket = boardBucket(promotionId, week);
  const from = resumeOf(ask.before);
  const shownTo = (r: Ranked) => r.userId === viewer.id || !viewer.blocksEitherWay(r.userId);

  let page: Ranked[];
  let more: boolean;
  let me: Leaderboard['me'];
  let users: Map<string, UserItem>;
  let promotion: EntityItem | null = null;

  if (ask.scope === 'following') {
    const followed = await followedIdPage(db, viewer.id, LEADERBOARD_FOLLOWING_MAX);
    const fans = [viewer.id, ...followed.items.filter((id) => id !== viewer.id)];
    const points = await boardPoints(
      db,
      fans.map((userId) => ({ bucket, userId })),
    );
    const board = rank(
      fans
        .flatMap((userId) => {
          const p = points.get(`${bucket}|${userId}`);
          return p === undefined ? [] : [{ userId, points: p }];
        })
        .sort((a, b) => b.points - a.points || (a.userId < b.userId ? -1 : 1)),
      null,
    );
    const mine = board.find((r) => r.userId === viewer.id);
    me = mine ? { rank: mine.rank, points: mine.points } : null;
    const start = from?.position ?? 0;
    page = board.slice(start, start + ask.limit);
    more = board.length > start + ask.limit;
    const shown = page.filter(shownTo);
    users = shown.length
      ? await usersById(
          db,
          shown.map((r) => r.userId),
        )
      : new Map();
  } else {
    const read = await boardPage(
      db,
      bucket,
      ask.limit,
      from ? { points: from.points, userId: from.userId } : undefined,
    );
    page = rank(read.entries, from);
    more = read.more;
    const mine = page.find((r) => r.userId === viewer.id);
    const shown = page.filter(shownTo);
    // One BatchGet: the page's fans, the viewer's entry when not on the page, the promotion.
    const names = await boardPageNames(db, {
      userIds: shown.map((r) => r.userId),
      bucket,
      mineOf: mine ? null : viewer.id,
      promotionId,
    });
    users = names.users;
    if (promotionId) {
      promotion = names.promotion;
      if (promotion?.kind !== 'promotion') throw notFound(PICK_TEXTS.promotionNotFound);
    }
    me = mine
      ? { rank: mine.rank, points: mine.points }
      : names.mine !== null
        ? { rank: null, points: names.mine }
        : null;
  }

  const last = page[page.length - 1];
  return {
    scope: ask.scope,
    period: ask.period,
    week,
    promotion: promotion ? toEntityRef(promotion) : null,
    entries: page.flatMap((r) => {
      const u = shownTo(r) ? users.get(r.userId) : undefined;
      return u ? [{ rank: r.rank, fan: raterOf(u), points: r.points }] : [];
    }),
    me,
    nextBefore: more && last ? cursorOf(last) : null,
  };
}
