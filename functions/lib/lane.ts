/**
 * A lane's function: one reader of the table's stream that runs every consumer registered on the
 * lane (shared/manifest/stream-consumers.ts) on the records that match that consumer's filters.
 *
 * - Records of one item (same PK and SK) run in stream order; records of different items run side
 *   by side (up to LANE_CONCURRENCY at a time), so one slow fan-out never holds up a profile edit.
 * - A consumer that throws on a record makes that record a partial batch failure; the other
 *   consumers' work on it stays done (they are idempotent, so the retry repeats it harmlessly), and
 *   later records of the same item wait for the retry.
 * - A consumer that keeps failing on one record (PARK_AFTER_ATTEMPTS) parks it in the table with its
 *   keys and images (`npm run redrive -- <lane>` replays it) and the lane moves on: one poison
 *   record never blocks a shard, and never reaches Lambda's metadata-only failure destination unseen.
 *   A record whose keys or images cannot be decoded is a failure of each consumer it matches, counted
 *   and parked the same way; a record no consumer matches is never decoded.
 * - Time budget: once LANE_TIME_BUDGET of the function's timeout has passed, no record is started;
 *   the records not started are reported as failures, so a slow batch is resumed, not redone.
 *
 * Why not Powertools' BatchProcessor here: it runs a record through one handler and reports all
 * failures, but a lane needs per-key ordering with cross-key concurrency, a time budget that stops
 * between records, and per-consumer parking; those decide which records are reported, so the loop
 * is ours (about 100 lines, tested in lane.test.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type FilterPattern, matchesAny } from '../../shared/manifest/filters';
import { FUNCTION_SETTINGS, LANE_TIME_BUDGET, PARK_AFTER_ATTEMPTS } from '../../shared/manifest/runtime';
import type { LaneName } from '../../shared/manifest/stream-consumers';
import { countMetric, logger, observe } from './observability';
import { type ChangeRecord, changeOf } from './stream';
import { traced } from './tracing';

/** Items of one batch processed side by side at most. */
export const LANE_CONCURRENCY = 10;

export interface LaneConsumer {
  name: string;
  filters: readonly FilterPattern[];
  consume: (change: ChangeRecord) => Promise<void>;
}

/** Where failing records are counted and parked (data/parked.ts in production). */
export interface Parking {
  countAttempt: (lane: LaneName, eventId: string, consumer: string) => Promise<number>;
  park: (input: {
    lane: LaneName;
    consumer: string;
    record: DynamoDBRecord;
    error: string;
    attempts: number;
  }) => Promise<void>;
}

const keyOf = (r: DynamoDBRecord) => JSON.stringify(r.dynamodb?.Keys ?? r.eventID);
const seqOf = (r: DynamoDBRecord) => r.dynamodb?.SequenceNumber ?? '';

/** Runs `work` over `items` with at most `limit` in flight. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/** Processes one batch of a lane; returns the records to report as failed. */
export async function processLaneBatch(
  lane: LaneName,
  consumers: readonly LaneConsumer[],
  parking: Parking,
  records: readonly DynamoDBRecord[],
  deadline: number,
  now: () => number = Date.now,
): Promise<DynamoDBBatchResponse> {
  const groups = new Map<string, DynamoDBRecord[]>();
  for (const r of records) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const failed = new Set<string>();

  async function runRecord(record: DynamoDBRecord): Promise<boolean> {
    const matching = consumers.filter((consumer) => matchesAny(consumer.filters, record));
    if (!matching.length) return true;
    // A record that cannot be decoded fails each consumer it is for, as a consumer's own failure
    // does: counted and, after PARK_AFTER_ATTEMPTS, parked alone, never the rest of its batch.
    let change: ChangeRecord | undefined;
    let undecodable: unknown;
    try {
      change = changeOf(record);
    } catch (error) {
      undecodable = error;
    }
    let ok = true;
    for (const consumer of matching) {
      try {
        if (!change) throw undecodable;
        await consumer.consume(change);
      } catch (error) {
        const eventId = record.eventID ?? seqOf(record);
        const attempts = await parking.countAttempt(lane, eventId, consumer.name);
        const log = {
          consumer: consumer.name,
          eventID: record.eventID,
          sequenceNumber: seqOf(record),
          attempts,
        };
        if (attempts >= PARK_AFTER_ATTEMPTS) {
          await parking.park({
            lane,
            consumer: consumer.name,
            record,
            error: String((error as Error)?.stack ?? error),
            attempts,
          });
          countMetric('StreamRecordsParked');
          logger.error(`${lane} lane: record parked after ${attempts} failures`, { ...log, error });
        } else {
          ok = false;
          countMetric('StreamRecordsFailed');
          logger.error(`${lane} lane: record failed`, { ...log, error });
        }
      }
    }
    return ok;
  }

  await inParallel([...groups.values()], LANE_CONCURRENCY, async (group) => {
    for (let i = 0; i < group.length; i++) {
      const record = group[i] as DynamoDBRecord;
      let ok = false;
      if (now() < deadline) {
        try {
          ok = await runRecord(record);
        } catch (error) {
          countMetric('StreamRecordsFailed');
          logger.error(`${lane} lane: record could not be handled`, { error, eventID: record.eventID });
        }
      }
      if (!ok) {
        // This record and the later ones of the same item wait for the retry, in order.
        for (const rest of group.slice(i)) failed.add(seqOf(rest));
        return;
      }
      countMetric('StreamRecordsProcessed');
    }
  });
  return {
    batchItemFailures: records.filter((r) => failed.has(seqOf(r))).map((r) => ({ itemIdentifier: seqOf(r) })),
  };
}

/**
 * The Lambda handler of a lane: `parking` keeps the records consumers keep failing on, `client` is the
 * table's client whose calls the trace shows (both from streams/wiring.ts).
 */
export function laneHandler(
  lane: LaneName,
  consumers: readonly LaneConsumer[],
  parking: () => Parking,
  client: () => DynamoDBDocumentClient,
) {
  const timeoutMs = FUNCTION_SETTINGS.stream.timeoutSeconds * 1000;
  // No middy timeout: the lane stops starting records on its own budget and reports the rest.
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>({ timeoutEarlyInMillis: 0 })
    .handler(async (event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> => {
      const started = Date.now();
      const remaining = context.getRemainingTimeInMillis?.() ?? timeoutMs;
      // Stop starting records after the budget, and in any case well before the real deadline.
      const deadline = started + Math.floor(Math.min(LANE_TIME_BUDGET * timeoutMs, remaining * 0.5));
      return processLaneBatch(lane, consumers, parking(), event.Records, deadline);
    })
    .use(observe())
    .use(traced(client));
}
