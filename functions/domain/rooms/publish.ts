/**
 * A room's frames on its AppSync Events channel (docs/rooms.md, "Publishing (one frame per
 * window)"). Deliveries are billed per subscriber, so a room publishes at most one frame per
 * ROOM_PUBLISH_WINDOW_MS (windows aligned to multiples of it on the functions' clock):
 *
 * - After storing a message or a Pop, the function tries to claim the current window on the room
 *   item (`flushUntil < window end`). The one that wins sleeps until the window's end, reads the
 *   messages after `publishedSeq` (strongly consistent, at most ROOM_PAGE_MAX) with the room's Pops
 *   and slow mode, publishes them as one frame, and moves `publishedSeq` forward (never back). The
 *   others just answer: their message is in that frame or the next.
 * - A message stored after the winner's read is in the next window's frame; a sequence number taken
 *   but written late may be left out of frames: clients fetch `after` their last sequence whenever a
 *   frame's `lastSeq` is beyond what they hold.
 * - An admin's delete and slow mode are published at once, each its own small frame (rare).
 *
 * A publish that fails is logged and counted (`RoomPublishErrors`) and never fails the fan's
 * request: the message is stored, and viewers fetch it by sequence. `RoomDeliveryLagMs` records how
 * long the oldest message of each frame waited.
 */
import { ROOM_PAGE_MAX, ROOM_PUBLISH_WINDOW_MS, roomChannel } from '../../../shared/rooms';
import type { RoomFrame, RoomMessage } from '../../../shared/schemas/rooms';
import type { Db } from '../../data/client';
import type { RoomMessageItem } from '../../data/rooms/items';
import { advancePublishedSeq, claimFlushWindow, readRoom, roomMessagesAfter } from '../../data/rooms/store';
import { clockNow } from '../../lib/clock';
import { publishEvents } from '../../lib/events';
import { countMetric, logger } from '../../lib/observability';
import { windowEnd } from './rules';

/** A stored message as the API and the frames carry it. */
export const toRoomMessage = (m: RoomMessageItem): RoomMessage => ({
  seq: m.seq,
  showId: m.showId,
  matchId: m.matchId ?? null,
  phase: m.phase ?? null,
  text: m.deleted ? '' : m.text,
  authorId: m.authorId,
  authorHandle: m.authorHandle,
  authorDisplayName: m.authorDisplayName,
  authorProfileImageUrl: m.authorProfileImageUrl ?? null,
  createdAt: m.createdAt,
  ...(m.deleted ? { deleted: true } : {}),
});

/** Publishes one frame; false (logged and counted) when it did not go out. */
export async function publishFrame(frame: RoomFrame): Promise<boolean> {
  try {
    await publishEvents(roomChannel(frame.showId), [JSON.stringify(frame)]);
  } catch (error) {
    logger.error('Room frame not published', { showId: frame.showId, lastSeq: frame.lastSeq, error });
    countMetric('RoomPublishErrors');
    return false;
  }
  const oldest = frame.messages[0];
  if (oldest) countMetric('RoomDeliveryLagMs', Math.max(0, Date.now() - Date.parse(oldest.createdAt)));
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a message or a Pop of the room was stored: the room's frame of this window, if this call
 * wins the window (see the module comment). Never throws for the publish itself.
 */
export async function flushRoom(db: Db, showId: string, expiresAt: number): Promise<void> {
  const now = clockNow().getTime();
  const end = windowEnd(now);
  const stale = end + 2 * ROOM_PUBLISH_WINDOW_MS;
  if (!(await claimFlushWindow(db, showId, end, stale, expiresAt))) return;
  await sleep(Math.max(0, end - clockNow().getTime()));
  const room = await readRoom(db, showId, true);
  const after = room?.publishedSeq ?? 0;
  const items = await roomMessagesAfter(db, showId, after, ROOM_PAGE_MAX, true);
  const messages = items.map(toRoomMessage);
  const lastSeq = Math.max(room?.seq ?? 0, messages.at(-1)?.seq ?? 0);
  const published = await publishFrame({
    showId,
    messages,
    pops: room?.pops ?? {},
    slowModeSeconds: room?.slowModeSeconds ?? 0,
    lastSeq,
  });
  const newest = messages.at(-1)?.seq;
  if (published && newest !== undefined) await advancePublishedSeq(db, showId, newest);
}
