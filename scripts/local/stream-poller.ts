/**
 * Reads the table's real stream from DynamoDB Local and invokes the lanes' functions as Lambda event
 * source mappings do in AWS, one reader per lane, with the settings of the runtime contract
 * (shared/manifest/runtime.ts):
 *
 * - each lane reads the stream on its own, with its own shard iterators, as each event source
 *   mapping does: a slow lane never holds up the other;
 * - the lane's event filters; batches of at most `batchSize` matching records;
 * - `parallelizationFactor`: the records are split by a hash of their keys (PK and SK) into that
 *   many sub-streams; each sub-stream delivers its batches one after another (records of one item
 *   stay in stream order), the sub-streams side by side (records of different items run
 *   concurrently, up to `parallelizationFactor` invocations at a time);
 * - a partial batch response retries from the lowest failed record (the records before it are done);
 * - an invocation that throws is split in two and each half retried on its own
 *   (`bisectBatchOnError`; a split is not a retry);
 * - after `retryAttempts` retries, or when older than `maxRecordAgeSeconds`, the records go to the
 *   on-failure destination: here a log line and `failures()`.
 *
 * One difference on purpose: Lambda may wait up to `maxBatchingWindowSeconds` to fill a batch; the
 * poller delivers what it has at once, which only makes the local loop faster.
 *
 * `drained()` resolves once every record written before the call has been handled by every lane,
 * retries included, and so have the records those invocations wrote in turn.
 */
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { FilterPattern } from '../../shared/manifest/filters';
import { STREAM_SOURCE_DEFAULTS, type StreamSourceSettings } from '../../shared/manifest/runtime';
import { matchesAny } from './stream-filter';

/**
 * One reader of the stream, as one event source mapping: in the cloud a lane (its merged filters and
 * function); tests make their own. Settings it leaves out are the contract's defaults.
 */
export interface PollerLane extends Partial<StreamSourceSettings> {
  name: string;
  filters: readonly FilterPattern[];
  invoke: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined>;
}

export interface PollerOptions {
  endpoint: string;
  streamArn: string;
  /** One reader each, side by side. */
  lanes?: PollerLane[];
  /** @deprecated The older name of `lanes` (each entry was always one event source mapping). */
  consumers?: PollerLane[];
  intervalMs?: number;
  log: (line: string) => void;
}

/** Records a lane gave up on, as Lambda reports them to the on-failure destination. */
export interface StreamFailure {
  lane: string;
  condition: 'RetryAttemptsExhausted' | 'RecordAgeExceeded';
  records: _Record[];
}

/** What one reader has done since it started (for benchmarks and tests). */
export interface LaneStats {
  /** Records handed to the function, each redelivery counted again. */
  delivered: number;
  /** Records done: the function reported them processed (parked ones included). */
  processed: number;
  /** Records sent to the on-failure destination. */
  failed: number;
  /** Invocations of the function. */
  invocations: number;
  /** The longest single invocation, in milliseconds. */
  longestInvocationMs: number;
}

/** Every lane's stats, and their totals (the longest invocation of any lane). */
export type StreamStats = LaneStats & { lanes: Record<string, LaneStats> };

const SETTING_KEYS = Object.keys(STREAM_SOURCE_DEFAULTS) as (keyof StreamSourceSettings)[];

/** A reader's event source settings: its own where it has them, the contract's defaults otherwise. */
export function sourceSettings(lane: PollerLane): StreamSourceSettings {
  return Object.fromEntries(
    SETTING_KEYS.map((key) => [key, lane[key] ?? STREAM_SOURCE_DEFAULTS[key]]),
  ) as unknown as StreamSourceSettings;
}

const sequenceOf = (r: _Record) => r.dynamodb?.SequenceNumber ?? '';
const keyOf = (r: _Record) => JSON.stringify(r.dynamodb?.Keys ?? {});

/** The sub-stream (0 .. count-1) of a record: a hash of its keys, so one item always lands in one. */
export function subStreamOf(record: _Record, count: number): number {
  const key = keyOf(record);
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % count;
}

type StreamValue = NonNullable<NonNullable<_Record['dynamodb']>['NewImage']>[string];
type StreamImage = Record<string, StreamValue>;

/**
 * An attribute value as AWS's stream carries it. DynamoDB Local 3.x's GetRecords leaves the type out
 * of an empty map, at the top of an image or nested (`{}` where the table holds `{"M": {}}`;
 * GetItem answers it typed, and so does AWS's stream: awslabs/amazon-dynamodb-local-samples#37);
 * `unmarshall` refuses such a value ("No value defined: {}"). Its empty lists keep their type
 * (`{"L": []}`, checked by stream-poller.int.test.ts), and a set is never empty, so an untyped value
 * is an empty map.
 */
export function typedValue(value: StreamValue): StreamValue {
  if (value.M) return { M: typedImage(value.M as StreamImage) } as StreamValue;
  if (value.L) return { L: value.L.map((v) => typedValue(v as StreamValue)) } as StreamValue;
  return Object.values(value).every((v) => v === undefined) ? ({ M: {} } as StreamValue) : value;
}

/** An image (or the keys) with every value as AWS's stream types it (typedValue). */
export const typedImage = <T extends StreamImage | undefined>(image: T): T =>
  (image && Object.fromEntries(Object.entries(image).map(([name, v]) => [name, typedValue(v)]))) as T;

/**
 * A record as Lambda hands it over: the SDK's Date as epoch seconds, the stream's ARN, and its keys
 * and images typed as AWS's stream types them (typedImage).
 */
export function lambdaRecord(r: _Record, streamArn: string): DynamoDBRecord {
  const created = r.dynamodb?.ApproximateCreationDateTime;
  const images = r.dynamodb
    ? {
        Keys: typedImage(r.dynamodb.Keys as StreamImage | undefined),
        NewImage: typedImage(r.dynamodb.NewImage as StreamImage | undefined),
        OldImage: typedImage(r.dynamodb.OldImage as StreamImage | undefined),
      }
    : {};
  const present = Object.fromEntries(Object.entries(images).filter(([, v]) => v !== undefined));
  return {
    ...r,
    eventSourceARN: streamArn,
    dynamodb: {
      ...r.dynamodb,
      ...present,
      ...(created ? { ApproximateCreationDateTime: Math.floor(new Date(created).getTime() / 1000) } : {}),
    },
  } as DynamoDBRecord;
}

/** A batch in flight: its records and how many retries it has used. */
interface Attempt {
  records: _Record[];
  retries: number;
}

/**
 * Delivers `batch` to one reader's function until it is done or given up, as the event source
 * mapping does: partial failures retry from the lowest failed record, a thrown error bisects the batch.
 */
export async function deliverBatch(
  lane: Pick<PollerLane, 'name' | 'invoke'>,
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
    else report.giveUp({ lane: lane.name, condition: 'RetryAttemptsExhausted', records });
  };
  while (pending.length) {
    const { records, retries } = pending.shift() as Attempt;
    let result: DynamoDBBatchResponse | undefined;
    try {
      result = await lane.invoke({ Records: records } as unknown as DynamoDBStreamEvent);
    } catch (err) {
      report.log(
        `stream lane ${lane.name} failed on ${records.length} record(s) (retry ${retries}): ${(err as Error).message}`,
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

interface LaneReader {
  name: string;
  ready: Promise<void>;
  stats: () => LaneStats;
  resetStats: () => void;
  failures: () => readonly StreamFailure[];
  /** Records this reader took in and batches it finished: any change means it did something. */
  activity: () => number;
  drained: () => Promise<void>;
  stop: () => Promise<void>;
}

/** One event source mapping: its own shard iterators, sub-streams and poll loop. */
function startLaneReader(client: DynamoDBStreamsClient, opts: PollerOptions, lane: PollerLane): LaneReader {
  const settings = sourceSettings(lane);
  const intervalMs = opts.intervalMs ?? 100;
  // Lambda reads ahead of its batchers only so far; so does this reader.
  const maxBuffered = Math.max(1000, settings.batchSize * settings.parallelizationFactor * 2);
  const iterators = new Map<string, string | undefined>();
  const subStreams = Array.from({ length: settings.parallelizationFactor }, () => ({
    queue: [] as _Record[],
    running: undefined as Promise<void> | undefined,
  }));
  const stats: LaneStats = { delivered: 0, processed: 0, failed: 0, invocations: 0, longestInvocationMs: 0 };
  const failures: StreamFailure[] = [];
  let stopped = false;
  /** Records taken in and not yet done or given up (queued or in an invocation). */
  let buffered = 0;
  let activity = 0;
  /** Poll rounds started so far, and callers waiting for an idle round that started after they asked. */
  let roundsStarted = 0;
  let drainWaiters: { after: number; resolve: () => void; reject: (err: Error) => void }[] = [];

  // The loop sleeps between empty rounds; a drain request or finished work wakes it at once.
  let wakeRequested = false;
  let wakeSleeper: (() => void) | undefined;
  const wake = () => {
    if (wakeSleeper) wakeSleeper();
    else wakeRequested = true;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakeRequested) {
        wakeRequested = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wakeSleeper = undefined;
        resolve();
      }, ms);
      wakeSleeper = () => {
        clearTimeout(timer);
        wakeSleeper = undefined;
        resolve();
      };
    });

  const report = {
    done: (count: number) => {
      stats.processed += count;
    },
    giveUp: (failure: StreamFailure) => {
      stats.failed += failure.records.length;
      failures.push(failure);
      opts.log(
        `stream lane ${failure.lane}: ${failure.records.length} record(s) sent to the on-failure destination (${failure.condition}): ${failure.records.map(sequenceOf).join(', ')}`,
      );
    },
    log: opts.log,
  };

  /** The lane's function as the mapping calls it: Lambda's record shape, timed and counted. */
  const invoker: Pick<PollerLane, 'name' | 'invoke'> = {
    name: lane.name,
    invoke: async (event) => {
      const records = event.Records as unknown as _Record[];
      stats.invocations++;
      stats.delivered += records.length;
      const started = performance.now();
      try {
        return await lane.invoke({ Records: records.map((r) => lambdaRecord(r, opts.streamArn)) });
      } finally {
        stats.longestInvocationMs = Math.max(stats.longestInvocationMs, performance.now() - started);
      }
    },
  };

  type SubStream = (typeof subStreams)[number];

  /** Runs a sub-stream's queue: its batches one after another, so one item's records stay in order. */
  async function runSubStream(sub: SubStream) {
    while (sub.queue.length && !stopped) {
      const taken = sub.queue.splice(0, settings.batchSize);
      try {
        // Lambda sends records past the maximum age to the on-failure destination, undelivered.
        const oldest = Date.now() / 1000 - settings.maxRecordAgeSeconds;
        const tooOld = (r: _Record) =>
          (r.dynamodb?.ApproximateCreationDateTime?.getTime() ?? Date.now()) / 1000 < oldest;
        const expired = taken.filter(tooOld);
        if (expired.length)
          report.giveUp({ lane: lane.name, condition: 'RecordAgeExceeded', records: expired });
        const batch = taken.filter((r) => !tooOld(r));
        if (batch.length) await deliverBatch(invoker, settings, batch, report);
      } finally {
        buffered -= taken.length;
        activity++;
      }
    }
  }

  /** Starts a sub-stream's worker unless it runs already. */
  function kick(sub: SubStream) {
    if (sub.running || !sub.queue.length || stopped) return;
    sub.running = runSubStream(sub)
      .catch((err: Error) => opts.log(`stream lane ${lane.name}: ${err.message}`))
      .finally(() => {
        sub.running = undefined;
        kick(sub); // records queued after its last batch was taken
        wake(); // a drain waiter may be waiting for idle
      });
  }

  function take(records: readonly _Record[]) {
    for (const record of records) {
      if (!matchesAny(lane.filters, record)) continue;
      (subStreams[subStreamOf(record, subStreams.length)] as SubStream).queue.push(record);
      buffered++;
      activity++;
    }
    for (const sub of subStreams) kick(sub);
  }

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

  async function pollOnce(): Promise<number> {
    let count = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const res = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      iterators.set(shardId, res.NextShardIterator);
      const records = res.Records ?? [];
      count += records.length;
      take(records);
      if (!res.NextShardIterator) await refreshShards(false);
    }
    return count;
  }

  const ready = refreshShards(true);
  const loop = (async () => {
    await ready;
    while (!stopped) {
      if (buffered >= maxBuffered) {
        await sleep(intervalMs);
        continue;
      }
      const round = ++roundsStarted;
      // Nothing queued or running: whatever earlier invocations wrote is in the stream by now.
      const idleAtStart = buffered === 0;
      let count = 0;
      try {
        count = await pollOnce();
      } catch (err) {
        opts.log(`stream lane ${lane.name}: ${(err as Error).message}`);
        await refreshShards(false).catch(() => undefined);
        count = -1;
      }
      if (count === 0) {
        if (idleAtStart) {
          // This round started after every waiter that asked before it, with nothing in flight, and
          // found nothing new: those waiters are drained.
          const ready = drainWaiters.filter((w) => w.after < round);
          drainWaiters = drainWaiters.filter((w) => w.after >= round);
          for (const w of ready) w.resolve();
        }
        await sleep(intervalMs);
      }
    }
  })();

  return {
    name: lane.name,
    ready,
    stats: () => ({ ...stats }),
    resetStats: () => {
      Object.assign(stats, { delivered: 0, processed: 0, failed: 0, invocations: 0, longestInvocationMs: 0 });
    },
    failures: () => failures,
    activity: () => activity,
    drained: () =>
      new Promise<void>((resolve, reject) => {
        if (stopped) reject(new Error('The stream poller is stopped'));
        else {
          drainWaiters.push({ after: roundsStarted, resolve, reject });
          wake();
        }
      }),
    stop: async () => {
      stopped = true;
      wake();
      await loop.catch(() => undefined);
      await Promise.all(subStreams.map((sub) => sub.running));
      for (const w of drainWaiters)
        w.reject(new Error('The stream poller stopped before the stream drained'));
      drainWaiters = [];
    },
  };
}

/** Starts one reader per lane on the table's stream. */
export function startStreamPoller(opts: PollerOptions) {
  const client = new DynamoDBStreamsClient({
    endpoint: opts.endpoint,
    region: process.env.AWS_REGION ?? 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const readers = (opts.lanes ?? opts.consumers ?? []).map((lane) => startLaneReader(client, opts, lane));
  const activity = () => readers.map((r) => r.activity()).join(',');

  return {
    ready: Promise.all(readers.map((r) => r.ready)).then(() => undefined),
    /** Per lane: records delivered and done, records given up, invocations, the longest one. */
    stats: (): StreamStats => {
      const lanes = Object.fromEntries(readers.map((r) => [r.name, r.stats()]));
      const all = Object.values(lanes);
      const sum = (key: keyof LaneStats) => all.reduce((n, s) => n + s[key], 0);
      return {
        delivered: sum('delivered'),
        processed: sum('processed'),
        failed: sum('failed'),
        invocations: sum('invocations'),
        longestInvocationMs: Math.max(0, ...all.map((s) => s.longestInvocationMs)),
        lanes,
      };
    },
    /** Starts every lane's counters from zero (a benchmark's next measurement). */
    resetStats: () => {
      for (const r of readers) r.resetStats();
    },
    /** What went to the on-failure destination (the cloud's SQS queue), lane by lane, oldest first. */
    failures: (): readonly StreamFailure[] => readers.flatMap((r) => r.failures()),
    /**
     * Resolves once every record written before the call has been handled by every lane, retries and
     * on-failure included, and so have the records those invocations wrote: each lane waits for a
     * poll round that started after the call with nothing in flight and found the stream empty;
     * while any lane did something during that wait (its writes may be for another lane), once more.
     */
    drained: async (): Promise<void> => {
      if (readers.length === 1) return readers[0]?.drained();
      for (;;) {
        const before = activity();
        await Promise.all(readers.map((r) => r.drained()));
        if (activity() === before) return;
      }
    },
    stop: async () => {
      await Promise.all(readers.map((r) => r.stop()));
      client.destroy();
    },
  };
}
