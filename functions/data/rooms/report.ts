/**
 * What the reports of room messages read (issue 38, docs/rooms.md "Reports"): a room message as it
 * is stored (ROOM#{showId} / MSG#{seq, 12 digits}: text, author as written, `deleted`; written when
 * a fan talks in the room), one at a report, several (one BatchGetItem) for the admin queue.
 * The report itself is a report like a post's (data/report.ts, kind `roomMessage`).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyOf } from '../batch';
import type { Db } from '../client';
import { KEYS } from '../keys';

/** The attributes of a room message a report reads. */
export interface ReportedRoomMessage {
  showId: string;
  seq: number;
  text: string;
  authorId: string;
  authorHandle: string;
  authorDisplayName: string;
  deleted?: boolean;
}

const SEQ_DIGITS = 12;
const messageKey = (showId: string, seq: number) => ({
  PK: `${KEYS.roomMessage.pk}${showId}`,
  SK: `${KEYS.roomMessage.sk}${String(seq).padStart(SEQ_DIGITS, '0')}`,
});

/** A room message by its show and sequence number (strongly consistent), or null. */
export async function getRoomMessageToReport(
  db: Db,
  showId: string,
  seq: number,
): Promise<ReportedRoomMessage | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: messageKey(showId, seq), ConsistentRead: true }),
  );
  return (res.Item as ReportedRoomMessage | undefined) ?? null;
}

/** Room messages by show and sequence number, in one BatchGetItem; keyed `{showId}:{seq}`. */
export async function roomMessagesToReview(
  db: Db,
  refs: readonly { showId: string; seq: number }[],
): Promise<Map<string, ReportedRoomMessage>> {
  const out = new Map<string, ReportedRoomMessage>();
  if (!refs.length) return out;
  const found = await batchGet(
    db,
    refs.map((r) => messageKey(r.showId, r.seq)),
  );
  for (const r of refs) {
    const item = found.get(keyOf(messageKey(r.showId, r.seq))) as ReportedRoomMessage | undefined;
    if (item) out.set(roomMessageRef(r.showId, r.seq), item);
  }
  return out;
}

/** A room message's id in reports (REPORTED#roomMessage#{showId}:{seq}). */
export const roomMessageRef = (showId: string, seq: number) => `${showId}:${seq}`;
