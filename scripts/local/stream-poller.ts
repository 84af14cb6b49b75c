/**
 * Reads the table's real stream from DynamoDB Local and invokes the stream consumers as a Lambda
 * event source mapping does in AWS, with the settings of the runtime contract
 * (shared/manifest/runtime.ts):
 *
 * - the manifest's event filters; batches of at most `batchSize` matching records, in stream order;
 * - a partial batch response retries from the lowest failed record (the records before it are done);
 * - an invocation that throws is split in two and each half retried on its own
 *   (`bisectBatchOnError`; a split is not a retry);
 * - after `retryAttempts` retries, or when older than `maxRecordAgeSeconds`, the records go to the
 *   on-failure destination: here a log line and `failures()`;
 * - with `parallelizationFactor` > 1, records of different keys are delivered side by side.
 *
 * One difference on purpose: Lambda may wait up to `maxBatchingWindowSeconds` to fill a batch; the
 * poller delivers what it has at once, which only makes the local loop faster.
 *
 * `drained()` resolves once every record written before the call has been delivered to every
 * matching consumer, retries included.
 */
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { FilterPattern } from '../../shared/manifest/filters';
import { STREAM_SOURCE_DEFAULTS, type StreamSourceSettings } from '../../shared/manifest/runtime';
import { matchesAny } from './stream-filter';

/** A consumer: its filters and function, and any event source settings other than the defaults. */
export interface PollerConsumer extends Partial<StreamSourceSettings> {
  name: string;
  filters: readonly FilterPattern[];
  invoke: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined>;
}

export interface PollerOptions {
  endpoint: string;
  streamArn: string;
  consumers: PollerConsumer[];
  intervalMs?: number;
  log: (line: string) => void;
}

/** Records a consumer gave up on, as Lambda reports them to the on-failure destination. */
export interface StreamFailure {
  consumer: string;
  condition: 'RetryAttemptsExhausted' | 'RecordAgeExceeded';
  records: _Record[];
}

const SETTING_KEYS = Object.keys(STREAM_SOURCE_DEFAULTS) as (keyof StreamSourceSettings)[];

/** A consumer's event source settings: its own where it has them, the contract's defaults otherwise. */
export function sourceSettings(consumer: PollerConsumer): StreamSourceSettings {
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [key, consumer[key] ?? STREAM_SOURCE_DEFAULTS[key]]),
  ) as unknown as StreamSourceSettings;
}

const sequenceOf = (r: _Record) => r.dynamodb?.SequenceNumber ?? '';
const keyOf = (r: _Record) => JSON.stringify(r.dynamodb?.Keys ?? {});

/** A batch in flight: its records and how many retries it has used. */
interface Attempt {
  records: _Record[];
  retries: number;
}

/**
 * Delivers `batch` to one consumer until it is done or given up, as the event source mapping does:
 * partial failures retry from the lowest failed record, a thrown error bisects the batch.
 */
export async function deliverBatch(
  consumer: PollerConsumer,
  settings: StreamSourceSettings,
  batch: _Record[],
  report: {
    done: (count: number) => void;
    giveUp: (failure: StreamFailure) => void;
    log: (line: string) => void;
  },
): Promise<void> {
  const pending: Attempt[] = [{ records: batch, retries: 0 }];
  const retryOrGiveUp = (records: _Record[], retries: number) => {
    if (retries < settings.retryAttempts) pending.unshift({ records, retries: retries + 1 });
    else report.giveUp({ consumer: consumer.name, condition: 'RetryAttemptsExhausted', records });
  };
  while (pending.length) {
    const { records, retries } = pending.shift() as Attempt;
    let result: DynamoDBBatchResponse | undefined;
    try {
      result = await consumer.invoke({ Records: records } as unknown as DynamoDBStreamEvent);
    } catch (err) {
      report.log(
        `stream consumer ${consumer.name} failed on ${records.length} record(s) (retry ${retries}): ${(err as Error).message}`,
      );
      if (settings.bisectBatchOnError && records.length > 1) {
        const half = Math.ceil(records.length / 2);
        pending.unshift(
          { records: records.slice(0, half), retries },
          { records: records.slice(half), retries },
        );
      } else retryOrGiveUp(records, retries);
      continue;
    }
    const failures = result?.batchItemFailures ?? [];
    if (!failures.length) {
      report.done(records.length);
      continue;
    }
    // The lowest failed sequence number is the checkpoint; an unknown identifier fails the whole batch.
    const failed = new Set(failures.map((f) => f.itemIdentifier));
    const known = failures.every((f) => records.some((r) => sequenceOf(r) === f.itemIdentifier));
    const first = known ? records.findIndex((r) => failed.has(sequenceOf(r))) : 0;
    report.done(first);
    retryOrGiveUp(records.slice(first), retries);
  }
}

export function startStreamPoller(opts: PollerOptions) {
  const client = new DynamoDBStreamsClient({
    endpoint: opts.endpoint,
    region: process.env.AWS_REGION ?? 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const intervalMs = opts.intervalMs ?? 100;
  const consumers = opts.consumers.map((consumer) => ({ consumer, settings: sourceSettings(consumer) }));
  const iterators = new Map<string, string | undefined>();
  let stopped = false;
  let processed = 0;
  let failed = 0;
  const failures: StreamFailure[] = [];
  /** Poll rounds started so far, and callers waiting for an idle round that started after they asked. */
  let roundsStarted = 0;
  let drainWaiters: { after: number; resolve: () => void; reject: (err: Error) => void }[] = [];

  const report = {
    done: (count: number) => {
      processed += count;
    },
    giveUp: (failure: StreamFailure) => {
      failed += failure.records.length;
      failures.push(failure);
      opts.log(
        `stream consumer ${failure.consumer}: ${failure.records.length} record(s) sent to the on-failure destination (${failure.condition}): ${failure.records.map(sequenceOf).join(', ')}`,
      );
    },
    log: opts.log,
  };

  async function refreshShards(initial: boolean) {
    const desc = await client.send(new DescribeStreamCommand({ StreamArn: opts.streamArn }));
    for (const shard of desc.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id || iterators.has(id)) continue;
      // At start-up, skip history: records written before the poller started were handled then.
      const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
      if (initial && !open) {
        iterators.set(id, undefined);
        continue;
      }
      const it = await client.send(
        new GetShardIteratorCommand({
          StreamArn: opts.streamArn,
          ShardId: id,
          ShardIteratorType: initial ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(id, it.ShardIterator);
    }
  }

  /** Hands one consumer its matching records: lanes of keys side by side, batches in order in each. */
  async function deliver({ consumer, settings }: (typeof consumers)[number], records: _Record[]) {
    const oldest = Date.now() / 1000 - settings.maxRecordAgeSeconds;
    const tooOld = (r: _Record) =>
      (r.dynamodb?.ApproximateCreationDateTime?.getTime() ?? Date.now()) / 1000 < oldest;
    const matching = records.filter((r) => matchesAny(consumer.filters, r));
    const expired = matching.filter(tooOld);
    if (expired.length)
      report.giveUp({ consumer: consumer.name, condition: 'RecordAgeExceeded', records: expired });
    const lanes = Array.from({ length: settings.parallelizationFactor }, () => [] as _Record[]);
    for (const r of matching) {
      if (tooOld(r)) continue;
      const key = keyOf(r);
      let hash = 0;
      for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
      lanes[hash % lanes.length]?.push(r);
    }
    await Promise.all(
      lanes.map(async (lane) => {
        for (let i = 0; i < lane.length; i += settings.batchSize) {
          await deliverBatch(consumer, settings, lane.slice(i, i + settings.batchSize), report);
        }
      }),
    );
  }

  async function pollOnce(): Promise<number> {
    let count = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const res = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      iterators.set(shardId, res.NextShardIterator);
      const records = res.Records ?? [];
      count += records.length;
      // Each consumer reads the stream on its own, as each event source mapping does.
      await Promise.all(consumers.map((c) => deliver(c, records)));
      if (!res.NextShardIterator) await refreshShards(false);
    }
    return count;
  }

  const started = refreshShards(true);
  const loop = (async () => {
    await started;
    while (!stopped) {
      const round = ++roundsStarted;
      let count = 0;
      try {
        count = await pollOnce();
      } catch (err) {
        opts.log(`stream poller: ${(err as Error).message}`);
        await refreshShards(false).catch(() => undefined);
        count = -1;
      }
      if (count === 0) {
        // This round read the stream after every waiter that asked before it started, found nothing
        // new, and everything read before it was delivered: those waiters are drained.
        const ready = drainWaiters.filter((w) => w.after < round);
        drainWaiters = drainWaiters.filter((w) => w.after >= round);
        for (const w of ready) w.resolve();
        await new Promise((r) => setTimeout(r, intervalMs));
      }
    }
  })();
  return {
    ready: started,
    stats: () => ({ processed, failed }),
    /** What went to the on-failure destination (the cloud's SQS queue), oldest first. */
    failures: (): readonly StreamFailure[] => failures,
    /**
     * Resolves once every record written before the call has been delivered to every matching
     * consumer, retries and on-failure included: after a poll round that started after the call
     * found the stream empty (records it read before are handled by then, rounds run one at a time).
     */
    drained: () =>
      new Promise<void>((resolve, reject) => {
        if (stopped) reject(new Error('The stream poller is stopped'));
        else drainWaiters.push({ after: roundsStarted, resolve, reject });
      }),
    stop: async () => {
      stopped = true;
      await loop.catch(() => undefined);
      for (const w of drainWaiters)
        w.reject(new Error('The stream poller stopped before the stream drained'));
      drainWaiters = [];
      client.destroy();
    },
  };
}
