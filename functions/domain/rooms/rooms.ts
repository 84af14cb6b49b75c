/**
 * Show rooms, the fans' side (issue 38, docs/rooms.md): a show's room, its messages by sequence, a
 * message posted (every rule of ./rules.ts, in order, then stored and published in the room's next
 * frame: ./publish.ts), a Pop, and home's "Live now" strip.
 *
 * Requests per call (DynamoDB; the publish is one HTTP POST to the Events API):
 *   getRoom          GetItem show + GetItem room + GetItem the fan's FAN item + Query the newest
 *                    ROOM_BACKLOG messages (side by side)
 *   getRoomMessages  GetItem show + GetItem room + one Query of messages
 *   postRoomMessage  Query the show's partition (the show and its card) + GetItem room + GetItem FAN
 *                    (side by side), UpdateItem FAN (the fan's turn, conditional), UpdateItem room
 *                    (ADD seq), PutItem the message; then UpdateItem room (claim the window), and
 *                    for the window's one winner: GetItem room + Query messages (consistent) +
 *                    publish + UpdateItem room (publishedSeq)
 *   popInRoom        Query the show's partition + UpdateItem room (one more the room's first Pop),
 *                    then the same flush
 *   getLiveRooms     one Query of GSI2 (shows by start, the window of open rooms)
 */
import { ROOM_TEXTS } from '../../../shared/messages-rooms';
import {
  MAIN_THREAD,
  ROOM_BACKLOG,
  ROOM_DUPLICATE_SECONDS,
  ROOM_LIVE_HOURS_AFTER_END,
  ROOM_OPENS_MINUTES_BEFORE,
  ROOM_PAGE_MAX,
  roomChannel,
  roomStateAt,
  roomWindow,
} from '../../../shared/rooms';
import type {
  LiveRooms,
  PopCounts,
  Room,
  RoomMessage,
  RoomMessageInput,
  RoomMessagesPage,
} from '../../../shared/schemas/rooms';
import { getEntity } from '../../data/catalogue/entities';
import type { EntityItem, MatchItem } from '../../data/catalogue/items';
import { readShowPartition, showsInWindow } from '../../data/catalogue/shows';
import type { Db } from '../../data/client';
import type { RoomMessageItem } from '../../data/rooms/items';
import {
  addRoomPop,
  putRoomMessage,
  readRoom,
  readRoomFan,
  roomMessagesAfter,
  roomMessagesBefore,
  takeFanTurn,
  takeSeq,
} from '../../data/rooms/store';
import { showFactsOf } from '../../data/spoilers/watch';
import type { UserItem } from '../../data/user';
import { clockNow } from '../../lib/clock';
import { conflict, type DomainError, forbidden, invalid, notFound } from '../../lib/errors';
import { countMetric, logger } from '../../lib/observability';
import { mutedWordsOf } from '../muted-words';
import { showWatchOf } from '../spoilers/watch';
import type { Viewer } from '../viewer';
import { flushRoom, toRoomMessage } from './publish';
import {
  messageRefusal,
  phaseOf,
  type Refusal,
  roomExpiresAt,
  standingRefusal,
  stateRefusal,
  textDigest,
} from './rules';

const SECOND = 1000;
const HOUR = 3_600_000;

/** The show of a room, or the room's 404. */
function showOf(item: EntityItem | null): EntityItem & { startsAt: string; endsAt: string } {
  if (item?.kind !== 'show') throw notFound(ROOM_TEXTS.notFound);
  return item as EntityItem & { startsAt: string; endsAt: string };
}
const factsOf = (show: EntityItem) => showFactsOf(show);

const refuse = (r: Refusal): DomainError =>
  r.kind === 'conflict' ? conflict(r.message) : forbidden(r.message);

/** The messages a viewer is shown: not from fans they block, are blocked by or mute; no muted word. */
export function visibleMessages(viewer: Viewer, items: readonly RoomMessageItem[], now: Date): RoomMessage[] {
  const words = mutedWordsOf(viewer, now);
  return items
    .filter(
      (m) =>
        m.authorId === viewer.id ||
        (!viewer.hidesUser(m.authorId) && !(words && !m.deleted && words.match(m.text))),
    )
    .map(toRoomMessage);
}

/** The viewer's live muted words, as they typed them (their live messages are hidden on the client). */
const liveWords = (viewer: Viewer, now: Date): string[] => {
  const at = Math.floor(now.getTime() / SECOND);
  return Object.values(viewer.words)
    .filter((w) => w.expiresAt === 0 || w.expiresAt > at)
    .map((w) => w.word);
};

/** GET /api/shows/{showId}/room. */
export async function getRoom(
  db: Db,
  viewer: Viewer,
  isAdmin: boolean,
  showId: string,
  now = clockNow(),
): Promise<Room> {
  const [item, room, fan, newest] = await Promise.all([
    getEntity(db, showId),
    readRoom(db, showId),
    readRoomFan(db, showId, viewer.id),
    roomMessagesBefore(db, showId, undefined, ROOM_BACKLOG),
  ]);
  const show = showOf(item);
  const state = roomStateAt(show, now);
  const { opensAt, closesAt } = roomWindow(show);
  const refusal = stateRefusal(state) ?? standingRefusal(fan, viewer.user, now);
  const lastSeq = Math.max(room?.seq ?? 0, newest[0]?.seq ?? 0);
  return {
    showId: show.id,
    showName: show.name,
    promotionId: String(show.promotionId),
    state,
    opensAt,
    closesAt,
    slowModeSeconds: room?.slowModeSeconds ?? 0,
    channel: roomChannel(show.id),
    pops: room?.pops ?? {},
    spoilerWarning: showWatchOf(viewer.spoilers, factsOf(show), now).protected,
    standing: {
      canTalk: refusal === null,
      reason: refusal?.message ?? null,
      until: refusal?.until?.toISOString() ?? null,
      isAdmin,
    },
    hiddenAuthors: viewer.ownHidden(),
    mutedWords: liveWords(viewer, now),
    recent: {
      messages: visibleMessages(viewer, [...newest].reverse(), now),
      lastSeq,
      more: newest.length === ROOM_BACKLOG,
    },
  };
}

/** GET /api/shows/{showId}/room/messages?after|before&limit: a page, oldest first. */
export async function getRoomMessages(
  db: Db,
  viewer: Viewer,
  showId: string,
  query: { after?: number; before?: number; limit: number },
  now = clockNow(),
): Promise<RoomMessagesPage> {
  const limit = Math.min(query.limit, ROOM_PAGE_MAX);
  const [item, room, items] = await Promise.all([
    getEntity(db, showId),
    readRoom(db, showId),
    query.after !== undefined
      ? roomMessagesAfter(db, showId, query.after, limit)
      : roomMessagesBefore(db, showId, query.before, limit).then((newestFirst) => newestFirst.reverse()),
  ]);
  showOf(item);
  const newest = items.at(-1)?.seq ?? 0;
  return {
    messages: visibleMessages(viewer, items, now),
    lastSeq: Math.max(room?.seq ?? 0, query.after !== undefined ? newest : 0),
    more: items.length === limit,
  };
}

/** The match of a thread on the card (null: the main thread), or 400. */
function threadOf(matches: readonly MatchItem[], matchId: string | null | undefined): MatchItem | null {
  if (!matchId) return null;
  const match = matches.find((m) => m.id === matchId);
  if (!match) throw invalid(ROOM_TEXTS.notInThread);
  return match;
}

/** After a store: the room's frame of this window (./publish.ts); never fails the fan's request. */
async function flushAfterStore(db: Db, showId: string, expiresAt: number): Promise<void> {
  try {
    await flushRoom(db, showId, expiresAt);
  } catch (error) {
    logger.error('Room flush failed', { showId, error });
    countMetric('RoomPublishErrors');
  }
}

/** POST /api/shows/{showId}/room/messages: every rule in order, stored, then published. */
export async function postRoomMessage(
  db: Db,
  user: UserItem,
  showId: string,
  input: RoomMessageInput,
  now = clockNow(),
): Promise<RoomMessage> {
  const [{ show: item, matches }, room, fan] = await Promise.all([
    readShowPartition(db, showId),
    readRoom(db, showId, true),
    readRoomFan(db, showId, user.id),
  ]);
  const show = showOf(item);
  const digest = textDigest(input.text);
  const slowModeSeconds = room?.slowModeSeconds ?? 0;
  const rules = { state: roomStateAt(show, now), talker: user, digest, slowModeSeconds, now };
  const refusal = messageRefusal({ ...rules, fan });
  if (refusal) throw refuse(refusal);
  const match = threadOf(matches, input.matchId);
  const expiresAt = roomExpiresAt(show);
  const t = now.getTime();
  const turn = await takeFanTurn(db, {
    showId,
    userId: user.id,
    nowMs: t,
    digest,
    slowCutoffMs: t - slowModeSeconds * SECOND,
    duplicateCutoffMs: t - ROOM_DUPLICATE_SECONDS * SECOND,
    expiresAt,
  });
  if (!turn) {
    // Another request of the fan's (or an admin) got there first: the reason as it is now.
    const again = messageRefusal({ ...rules, fan: await readRoomFan(db, showId, user.id) });
    throw refuse(again ?? { kind: 'conflict', message: ROOM_TEXTS.duplicate, until: null });
  }
  const seq = await takeSeq(db, showId, expiresAt);
  const stored = await putRoomMessage(db, {
    seq,
    showId,
    matchId: match?.id ?? null,
    phase: match ? phaseOf(match.status) : null,
    text: input.text,
    authorId: user.id,
    authorHandle: user.handle,
    authorDisplayName: user.displayName,
    authorProfileImageUrl: user.profileImageUrl ?? null,
    createdAt: now.toISOString(),
    expiresAt,
  });
  await flushAfterStore(db, showId, expiresAt);
  return toRoomMessage(stored);
}

/** POST /api/shows/{showId}/room/pops {matchId}: one Pop, counted and published in the next frame. */
export async function popInRoom(
  db: Db,
  showId: string,
  matchId: string | null,
  now = clockNow(),
): Promise<{ pops: PopCounts }> {
  const { show: item, matches } = await readShowPartition(db, showId);
  const show = showOf(item);
  const closed = stateRefusal(roomStateAt(show, now));
  if (closed) throw refuse(closed);
  const match = threadOf(matches, matchId);
  const expiresAt = roomExpiresAt(show);
  const pops = await addRoomPop(db, showId, match?.id ?? MAIN_THREAD, expiresAt);
  await flushAfterStore(db, showId, expiresAt);
  return { pops };
}

/**
 * The longest show the "Live now" strip finds: its one Query reads the shows that started up to
 * this long (plus the hours a room stays open after the end) before now.
 */
export const LIVE_SHOW_MAX_HOURS = 12;
const LIVE_ROOMS_READ_MAX = 200;

/** GET /api/rooms/live: the open rooms of shows of promotions the viewer follows, soonest first. */
export async function getLiveRooms(db: Db, viewer: Viewer, now = clockNow()): Promise<LiveRooms> {
  const followed = viewer.spoilers.followedPromotions;
  if (followed.size === 0) return { rooms: [] };
  const t = now.getTime();
  const shows = await showsInWindow(
    db,
    {
      fromIso: new Date(t - (LIVE_SHOW_MAX_HOURS + ROOM_LIVE_HOURS_AFTER_END) * HOUR).toISOString(),
      toIso: new Date(t + ROOM_OPENS_MINUTES_BEFORE * 60_000).toISOString(),
    },
    LIVE_ROOMS_READ_MAX,
  );
  const rooms = shows
    .filter((s) => typeof s.promotionId === 'string' && followed.has(s.promotionId))
    .map((s) => s as EntityItem & { startsAt: string; endsAt: string })
    .filter((s) => roomStateAt(s, now) === 'open')
    .map((s) => ({
      showId: s.id,
      showName: s.name,
      promotionId: String(s.promotionId),
      startsAt: s.startsAt,
      closesAt: roomWindow(s).closesAt,
    }));
  return { rooms };
}
