/**
 * Stream records a consumer kept failing on, parked so the lane can move on.
 *
 *   ATTEMPT#{lane}#{eventID}#{consumer} / ATTEMPT   how often that consumer failed on that record
 *   PARKED#{lane} / {eventID}#{consumer}            the record (keys and images), its last error
 *
 * `npm run redrive -- <lane>` replays parked records through the same consumer and removes them.
 * A parked record holds whole item images (a profile's e-mail included): the retention job deletes
 * it PARKED_RECORD_KEPT_DAYS after it was parked, redriven or not (domain/retention.ts), and
 * `npm run purge:check` reports the parked records naming a deleted fan.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { Db } from './client';
import { KEYS } from './keys';
import { queryPages } from './page';

const ATTEMPT_TTL_SECONDS = 3 * 24 * 60 * 60;

const attemptKey = (lane: string, eventId: string, consumer: string) => ({
  PK: `${KEYS.recordAttempt.pk}${lane}#${eventId}#${consumer}`,
  SK: KEYS.recordAttempt.sk,
});
const parkedPk = (lane: string) => `${KEYS.parkedRecord.pk}${lane}`;

export interface ParkedRecord {
  PK: string;
  SK: string;
  type: 'parked';
  lane: string;
  consumer: string;
  eventId: string;
  record: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

/** Counts one more failure of `consumer` on a record; returns the count so far. */
export async function countAttempt(
  db: Db,
  lane: string,
  eventId: string,
  consumer: string,
  now = new Date(),
): Promise<number> {
  const res = await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: attemptKey(lane, eventId, consumer),
      UpdateExpression: 'ADD attempts :one SET expiresAt = :exp, #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':exp': Math.floor(now.getTime() / 1000) + ATTEMPT_TTL_SECONDS,
        ':type': 'attempt',
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.attempts ?? 1);
}

/** Parks a record for `consumer` (idempotent: the same record and consumer is one item). */
export async function parkRecord(
  db: Db,
  input: { lane: string; consumer: string; record: DynamoDBRecord; error: string; attempts: number },
  now = new Date(),
): Promise<void> {
  const eventId = input.record.eventID ?? input.record.dynamodb?.SequenceNumber ?? 'unknown';
  const item: ParkedRecord = {
    PK: parkedPk(input.lane),
    SK: `${eventId}#${input.consumer}`,
    type: 'parked',
    lane: input.lane,
    consumer: input.consumer,
    eventId,
    record: JSON.stringify(input.record),
    error: input.error.slice(0, 2000),
    attempts: input.attempts,
    parkedAt: now.toISOString(),
  };
  await db.doc.send(new PutCommand({ TableName: db.table, Item: item }));
}

/** Every record parked on a lane, oldest first. */
export async function parkedRecords(db: Db, lane: string): Promise<ParkedRecord[]> {
  const out: ParkedRecord[] = [];
  const pages = queryPages(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': parkedPk(lane) },
      ConsistentRead: true,
    },
    (item) => item as unknown as ParkedRecord,
  );
  for await (const page of pages) out.push(...page);
  return out;
}

/** Forgets a parked record (after a successful redrive) and its attempt count. */
export async function unparkRecord(db: Db, parked: ParkedRecord): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: { PK: parked.PK, SK: parked.SK } }));
  await db.doc.send(
    new DeleteCommand({ TableName: db.table, Key: attemptKey(parked.lane, parked.eventId, parked.consumer) }),
  );
}

/** The parked records of a lane that name `needle` anywhere (a fan's id): purge:check, the sweeper. */
export async function parkedNaming(db: Db, lane: string, needle: string): Promise<ParkedRecord[]> {
  return (await parkedRecords(db, lane)).filter(
    (p) => p.record.includes(needle) || p.error.includes(needle) || p.SK.includes(needle),
  );
}
