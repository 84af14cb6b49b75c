/**
 * Show rooms (issue 38, docs/rooms.md): a show's room, its messages by sequence and one fan's state
 * in it, all in the room's partition.
 *
 *   ROOM#{showId} / ROOM                a show's room (created by its first write, if_not_exists):
 *                                       `seq` (the newest message's sequence number, ADD 1 per
 *                                       message), `publishedSeq` (the newest published on its channel),
 *                                       `flushUntil` (the end, epoch ms, of the publish window a poster
 *                                       holds: one frame per room per ROOM_PUBLISH_WINDOW_MS), `pops`
 *                                       (match id or 'main' -> count), `slowModeSeconds`, `expiresAt`
 *   ROOM#{showId} / MSG#{seq 12 digits} one message: text, thread (`matchId`, `phase`), the author's
 *                                       names as written, `deleted`; GSI1 ROOMBY#{authorId} /
 *                                       {showId}#{seq 12 digits} (a fan's messages: the account purge)
 *   ROOM#{showId} / FAN#{userId}        one fan in one room: `lastAt` (epoch ms) and `lastDigest` (slow
 *                                       mode, duplicates), `until` (a timeout, epoch ms), `removed`;
 *                                       GSI1 ROOMBY#{userId} / FAN#{showId} (the account purge)
 *
 * Every item carries `expiresAt` (epoch s, TTL): ROOM_ARCHIVE_DAYS after the room closes.
 *
 * Stream consumers: none (rooms publish from the function that stores: domain/rooms/publish.ts).
 */
import { idAfter, KEYS } from '../keys';

/** A sequence number as its key part: 12 digits, so keys sort by number. */
export const seqPart = (seq: number) => String(seq).padStart(12, '0');

export const roomPk = (showId: string) => `${KEYS.room.pk}${showId}`;
export const roomKey = (showId: string) => ({ PK: roomPk(showId), SK: KEYS.room.sk });
export const roomMessageKey = (showId: string, seq: number) => ({
  PK: roomPk(showId),
  SK: `${KEYS.roomMessage.sk}${seqPart(seq)}`,
});
export const roomFanKey = (showId: string, userId: string) => ({
  PK: roomPk(showId),
  SK: `${KEYS.roomFan.sk}${userId}`,
});
/** GSI1 of a fan's messages and FAN items (both under ROOMBY#{userId}). */
export const roomByPk = (userId: string) => `${KEYS.roomMessage.gsi1}${userId}`;

/** The show of a ROOM# partition key. */
export const showIdOfRoomPk = (pk: string) => idAfter(KEYS.room.pk, pk);
/** The sequence number of a MSG# sort key, or null. */
export function seqOfMessageSk(sk: string): number | null {
  const digits = idAfter(KEYS.roomMessage.sk, sk);
  return digits && /^\d{12}$/.test(digits) ? Number(digits) : null;
}

export interface RoomItem {
  PK: string;
  SK: typeof KEYS.room.sk;
  type: 'room';
  showId: string;
  seq?: number;
  publishedSeq?: number;
  flushUntil?: number;
  pops?: Record<string, number>;
  slowModeSeconds?: number;
  expiresAt: number;
}

export interface RoomMessageItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  type: 'room-message';
  seq: number;
  showId: string;
  matchId: string | null;
  phase: 'before' | 'during' | 'after' | null;
  text: string;
  authorId: string;
  authorHandle: string;
  authorDisplayName: string;
  authorProfileImageUrl: string | null;
  createdAt: string;
  deleted?: boolean;
  expiresAt: number;
}

export interface RoomFanItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  type: 'room-fan';
  showId: string;
  userId: string;
  lastAt?: number;
  lastDigest?: string;
  until?: number;
  removed?: boolean;
  expiresAt: number;
}

/** A message item from its fields. */
export function roomMessageItem(
  fields: Omit<RoomMessageItem, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'type'>,
): RoomMessageItem {
  return {
    ...roomMessageKey(fields.showId, fields.seq),
    GSI1PK: roomByPk(fields.authorId),
    GSI1SK: `${fields.showId}#${seqPart(fields.seq)}`,
    type: 'room-message',
    ...fields,
  };
}

/** The GSI1 keys of a fan's FAN item. */
export const roomFanIndex = (showId: string, userId: string) => ({
  GSI1PK: roomByPk(userId),
  GSI1SK: `${KEYS.roomFan.sk}${showId}`,
});
