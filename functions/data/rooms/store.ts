/**
 * The reads and writes of show rooms (key layout: ./items.ts; docs/rooms.md, "Keys").
 *
 * A message is stored in three single-item writes, none a transaction: the fan's turn (one
 * conditional UpdateItem of their FAN item: not removed, not timed out, slow mode, not a duplicate,
 * so two quick posts cannot both pass), the room's next sequence number (ADD 1, UPDATED_NEW), then
 * the message at that number. A number taken by a post that fails before its Put stays a gap; the
 * readers page by key, never by consecutive numbers.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { TransactItems } from '../batch';
import { conditionFailedAt, type Db, isConditionFailed } from '../client';
import { KEYS } from '../keys';
import type { Cursor } from '../page';
import {
  type RoomFanItem,
  type RoomItem,
  type RoomMessageItem,
  roomByPk,
  roomFanIndex,
  roomFanKey,
  roomKey,
  roomMessageItem,
  roomMessageKey,
  roomPk,
  seqPart,
} from './items';

const MAX_SEQ_SK = `${KEYS.roomMessage.sk}${'9'.repeat(12)}`;

/** What creates the room item if its first write finds none (if_not_exists keeps what is there). */
const ROOM_BASE = 'SET #type = if_not_exists(#type, :roomType), showId = :showId, expiresAt = :exp';
const roomBaseValues = (showId: string, expiresAt: number) => ({
  ':roomType': 'room',
  ':showId': showId,
  ':exp': expiresAt,
});

export async function readRoom(db: Db, showId: string, consistent = false): Promise<RoomItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: roomKey(showId), ConsistentRead: consistent }),
  );
  return (res.Item as RoomItem | undefined) ?? null;
}

export async function readRoomFan(db: Db, showId: string, userId: string): Promise<RoomFanItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: roomFanKey(showId, userId), ConsistentRead: true }),
  );
  return (res.Item as RoomFanItem | undefined) ?? null;
}

/** The fan's turn to talk, as one conditional write (./items.ts RoomFanItem). */
export interface FanTurn {
  showId: string;
  userId: string;
  nowMs: number;
  digest: string;
  /** Their last message must be at or before this (slow mode; `nowMs` when it is off). */
  slowCutoffMs: number;
  /** The same digest must be at or before this to pass (ROOM_DUPLICATE_SECONDS). */
  duplicateCutoffMs: number;
  expiresAt: number;
}

/**
 * Takes the fan's turn: stores `lastAt` and `lastDigest` unless they are removed, timed out, in slow
 * mode or repeating themselves. False (nothing written) when refused: read the item for the reason.
 */
export async function takeFanTurn(db: Db, t: FanTurn): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: roomFanKey(t.showId, t.userId),
        UpdateExpression:
          'SET #type = :fanType, showId = :showId, userId = :userId, GSI1PK = :g1pk, GSI1SK = :g1sk, lastAt = :now, lastDigest = :digest, expiresAt = :exp',
        ConditionExpression:
          '(attribute_not_exists(removed) OR removed = :false) AND (attribute_not_exists(#until) OR #until <= :now) AND (attribute_not_exists(lastAt) OR lastAt <= :slow) AND (attribute_not_exists(lastDigest) OR lastDigest <> :digest OR lastAt <= :dup)',
        ExpressionAttributeNames: { '#type': 'type', '#until': 'until' },
        ExpressionAttributeValues: {
          ':fanType': 'room-fan',
          ':showId': t.showId,
          ':userId': t.userId,
          ':g1pk': roomFanIndex(t.showId, t.userId).GSI1PK,
          ':g1sk': roomFanIndex(t.showId, t.userId).GSI1SK,
          ':now': t.nowMs,
          ':digest': t.digest,
          ':exp': t.expiresAt,
          ':false': false,
          ':slow': t.slowCutoffMs,
          ':dup': t.duplicateCutoffMs,
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** The room's next sequence number (the room item is created by its first one). */
export async function takeSeq(db: Db, showId: string, expiresAt: number): Promise<number> {
  const res = await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: roomKey(showId),
      UpdateExpression: `${ROOM_BASE} ADD seq :one`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ...roomBaseValues(showId, expiresAt), ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.seq);
}

export async function putRoomMessage(
  db: Db,
  fields: Parameters<typeof roomMessageItem>[0],
): Promise<RoomMessageItem> {
  const item = roomMessageItem(fields);
  await db.doc.send(new PutCommand({ TableName: db.table, Item: item }));
  return item;
}

/** Adds one Pop under `thread` (a match id or 'main'); the room's counts after it. */
export async function addRoomPop(
  db: Db,
  showId: string,
  thread: string,
  expiresAt: number,
): Promise<Record<string, number>> {
  const add = () =>
    db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: roomKey(showId),
        UpdateExpression: 'ADD pops.#thread :one',
        ConditionExpression: 'attribute_exists(pops)',
        ExpressionAttributeNames: { '#thread': thread },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
  try {
    return ((await add()).Attributes?.pops as Record<string, number>) ?? {};
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
  // The room's first Pop: the map first (kept if another Pop made it meanwhile), then the count.
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: roomKey(showId),
      UpdateExpression: `${ROOM_BASE}, pops = if_not_exists(pops, :empty)`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ...roomBaseValues(showId, expiresAt), ':empty': {} },
    }),
  );
  return ((await add()).Attributes?.pops as Record<string, number>) ?? {};
}

/** Stores the room's slow mode; the room after it. */
export async function putSlowMode(
  db: Db,
  showId: string,
  seconds: number,
  expiresAt: number,
): Promise<RoomItem> {
  const res = await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: roomKey(showId),
      UpdateExpression: `${ROOM_BASE}, slowModeSeconds = :s`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ...roomBaseValues(showId, expiresAt), ':s': seconds },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return res.Attributes as RoomItem;
}

/**
 * Claims the publish window ending at `endMs` for this caller: true for the one caller whose write
 * moved `flushUntil` up to it, false for every other caller of the same window. A claim further
 * ahead than `staleAfterMs` (a clock that went back: the local cloud's clock knob) is taken over.
 */
export async function claimFlushWindow(
  db: Db,
  showId: string,
  endMs: number,
  staleAfterMs: number,
  expiresAt: number,
): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: roomKey(showId),
        UpdateExpression: `${ROOM_BASE}, flushUntil = :end`,
        ConditionExpression: 'attribute_not_exists(flushUntil) OR flushUntil < :end OR flushUntil > :stale',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ...roomBaseValues(showId, expiresAt),
          ':end': endMs,
          ':stale': staleAfterMs,
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Moves `publishedSeq` forward to `seq` (never back: a later frame may have moved it further). */
export async function advancePublishedSeq(db: Db, showId: string, seq: number): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: roomKey(showId),
        UpdateExpression: 'SET publishedSeq = :s',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(publishedSeq) OR publishedSeq < :s)',
        ExpressionAttributeValues: { ':s': seq },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}

/** Messages with a sequence number after `after`, oldest first, at most `limit`. */
export async function roomMessagesAfter(
  db: Db,
  showId: string,
  after: number,
  limit: number,
  consistent = false,
): Promise<RoomMessageItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': roomPk(showId),
        ':from': roomMessageKey(showId, after + 1).SK,
        ':to': MAX_SEQ_SK,
      },
      Limit: limit,
      ConsistentRead: consistent,
    }),
  );
  return (res.Items ?? []) as RoomMessageItem[];
}

/** Messages before `before` (undefined: the newest), newest first, at most `limit`. */
export async function roomMessagesBefore(
  db: Db,
  showId: string,
  before: number | undefined,
  limit: number,
): Promise<RoomMessageItem[]> {
  if (before !== undefined && before <= 1) return [];
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': roomPk(showId),
        ':from': `${KEYS.roomMessage.sk}${seqPart(1)}`,
        ':to': before === undefined ? MAX_SEQ_SK : roomMessageKey(showId, before - 1).SK,
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []) as RoomMessageItem[];
}

/**
 * Marks a message deleted for everyone (text gone, sequence number kept), with `extra(message)` in
 * the same transaction (the audit entry); null when there is none.
 */
export async function markRoomMessageDeleted(
  db: Db,
  showId: string,
  seq: number,
  extra: (message: RoomMessageItem) => TransactItems = () => [],
): Promise<RoomMessageItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: roomMessageKey(showId, seq), ConsistentRead: true }),
  );
  const item = res.Item as RoomMessageItem | undefined;
  if (!item) return null;
  try {
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.table,
              Key: roomMessageKey(showId, seq),
              UpdateExpression: 'SET deleted = :true, #text = :empty',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: { '#text': 'text' },
              ExpressionAttributeValues: { ':true': true, ':empty': '' },
            },
          },
          ...extra(item),
        ],
      }),
    );
  } catch (err) {
    if (conditionFailedAt(err, 0)) return null;
    throw err;
  }
  return { ...item, deleted: true, text: '' };
}

/** A timeout (until, epoch ms) or a removal of one fan in one room, with `extra` (the audit entry). */
export async function putRoomSanction(
  db: Db,
  o: { showId: string; userId: string; untilMs: number | null; expiresAt: number },
  extra: TransactItems,
): Promise<void> {
  const index = roomFanIndex(o.showId, o.userId);
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: db.table,
            Key: roomFanKey(o.showId, o.userId),
            UpdateExpression: `SET #type = :fanType, showId = :showId, userId = :userId, GSI1PK = :g1pk, GSI1SK = :g1sk, expiresAt = :exp, ${o.untilMs === null ? 'removed = :true' : '#until = :until'}`,
            ExpressionAttributeNames: {
              '#type': 'type',
              ...(o.untilMs === null ? {} : { '#until': 'until' }),
            },
            ExpressionAttributeValues: {
              ':fanType': 'room-fan',
              ':showId': o.showId,
              ':userId': o.userId,
              ':g1pk': index.GSI1PK,
              ':g1sk': index.GSI1SK,
              ':exp': o.expiresAt,
              ...(o.untilMs === null ? { ':true': true } : { ':until': o.untilMs }),
            },
          },
        },
        ...extra,
      ],
    }),
  );
}

/** One page of the keys of a fan's room items (messages and FAN items: GSI1 ROOMBY#{userId}). */
export async function roomItemsOfFan(
  db: Db,
  userId: string,
  limit: number,
  cursor?: Cursor,
): Promise<{ items: { PK: string; SK: string }[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': roomByPk(userId) },
      ProjectionExpression: 'PK, SK',
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return {
    items: (res.Items ?? []).map((i) => ({ PK: i.PK as string, SK: i.SK as string })),
    next: res.LastEvaluatedKey,
  };
}

/** Deletes room items by key (a purged fan's messages and FAN items). */
export async function deleteRoomItems(db: Db, keys: readonly { PK: string; SK: string }[]): Promise<void> {
  await Promise.all(keys.map((Key) => db.doc.send(new DeleteCommand({ TableName: db.table, Key }))));
}
