/**
 * Show rooms, the admins' side (issue 38, docs/rooms.md "Moderation"): a message deleted for
 * everyone, a room's slow mode, a fan timed out or removed. Each is published at once in its own
 * small frame (rare, unlike messages: no window), and each admin action is written to the audit log
 * in the same transaction as its change (as domain/moderation.ts does).
 *
 * Requests per call (DynamoDB; the publish is one HTTP POST to the Events API):
 *   deleteRoomMessage  GetItem message + TransactWriteItems (the message, the audit entry) + GetItem room
 *   setRoomSlowMode    GetItem show + UpdateItem room
 *   sanctionRoomFan    GetItem show + GetItem the fan + TransactWriteItems (FAN item, audit entry)
 */
import { API_ERRORS } from '../../../shared/messages';
import { ROOM_TEXTS } from '../../../shared/messages-rooms';
import { ROOM_TIMEOUT_SECONDS, type RoomSanction } from '../../../shared/rooms';
import type { AuditEntry } from '../../../shared/schemas/moderation';
import { getEntity } from '../../data/catalogue/entities';
import type { Db } from '../../data/client';
import { auditPut } from '../../data/report';
import { markRoomMessageDeleted, putRoomSanction, putSlowMode, readRoom } from '../../data/rooms/store';
import { getUserById, type UserItem } from '../../data/user';
import { clockNow } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { ulid } from '../../lib/ulid';
import { publishFrame } from './publish';
import { roomExpiresAt } from './rules';

async function showOf(db: Db, showId: string) {
  const item = await getEntity(db, showId);
  if (item?.kind !== 'show') throw notFound(ROOM_TEXTS.notFound);
  return item as typeof item & { startsAt: string; endsAt: string };
}

const auditEntry = (
  admin: UserItem,
  action: AuditEntry['action'],
  userId: string,
  summary: string,
  now: Date,
) => ({
  id: ulid(now.getTime()),
  createdAt: now.toISOString(),
  action,
  adminId: admin.id,
  target: { kind: 'user' as const, id: userId },
  summary: summary.slice(0, 300),
  reportId: null,
});

/** DELETE /api/admin/rooms/{showId}/messages/{messageId}: text gone for everyone, the sequence kept. */
export async function deleteRoomMessage(
  db: Db,
  admin: UserItem,
  showId: string,
  seq: number,
  now = clockNow(),
): Promise<{ deleted: true }> {
  // The entry names the author; the removed text is its summary (as a post's take-down's is).
  const deleted = await markRoomMessageDeleted(db, showId, seq, (message) => [
    auditPut(
      db,
      auditEntry(
        admin,
        'room.message.deleted',
        message.authorId,
        `#${seq} in ${showId}: ${message.text}`,
        now,
      ),
    ),
  ]);
  if (!deleted) throw notFound(ROOM_TEXTS.messageNotFound);
  const room = await readRoom(db, showId, true);
  await publishFrame({ showId, messages: [], deleted: [seq], lastSeq: room?.seq ?? seq });
  return { deleted: true };
}

/** PUT /api/admin/rooms/{showId}/slow-mode {seconds}: stored, published at once. */
export async function setRoomSlowMode(
  db: Db,
  showId: string,
  seconds: number,
): Promise<{ showId: string; slowModeSeconds: number }> {
  const show = await showOf(db, showId);
  const room = await putSlowMode(db, showId, seconds, roomExpiresAt(show));
  await publishFrame({ showId, messages: [], slowModeSeconds: seconds, lastSeq: room.seq ?? 0 });
  return { showId, slowModeSeconds: seconds };
}

/** POST /api/admin/rooms/{showId}/sanctions {userId, sanction}: a timeout from now, or a removal. */
export async function sanctionRoomFan(
  db: Db,
  admin: UserItem,
  showId: string,
  input: { userId: string; sanction: RoomSanction },
  now = clockNow(),
): Promise<{ showId: string; userId: string; sanction: RoomSanction; until: string | null }> {
  const [show, fan] = await Promise.all([showOf(db, showId), getUserById(db, input.userId)]);
  if (!fan) throw notFound(API_ERRORS.userNotFound);
  const untilMs =
    input.sanction === 'remove' ? null : now.getTime() + ROOM_TIMEOUT_SECONDS[input.sanction] * 1000;
  const audit = auditEntry(
    admin,
    'room.fan.sanctioned',
    fan.id,
    `${ROOM_TEXTS.sanctions[input.sanction]} in ${show.name}: ${fan.displayName} (@${fan.handle})`,
    now,
  );
  await putRoomSanction(db, { showId, userId: fan.id, untilMs, expiresAt: roomExpiresAt(show) }, [
    auditPut(db, audit),
  ]);
  return {
    showId,
    userId: fan.id,
    sanction: input.sanction,
    until: untilMs === null ? null : new Date(untilMs).toISOString(),
  };
}
