/**
 * Reads the table's real stream from DynamoDB Local and invokes the stream consumers with the
 * DynamoDBStreamEvent shape, the manifest's filters and batch sizes, partial batch failure
 * handling and bounded retries, as the Lambda event source mapping does in AWS.
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
import { matchesAny } from './stream-filter';

export interface PollerConsumer {
  name: string;
  filters: readonly FilterPattern[];
  batchSize: number;
  invoke: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined>;
}

export interface PollerOptions {
  endpoint: string;
  streamArn: string;
  consumers: PollerConsumer[];
  intervalMs?: number;
  maxAttempts?: number;
  log: (line: string) => void;
}

export function startStreamPoller(opts: PollerOptions) {
  const client = new DynamoDBStreamsClient({
    endpoint: opts.endpoint,
    region: process.env.AWS_REGION ?? 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const intervalMs = opts.intervalMs ?? 100;
  const maxAttempts = opts.maxAttempts ?? 3;
  const iterators = new Map<string, string | undefined>();
  let stopped = false;
  let processed = 0;
  let failed = 0;
  let idleWaiters: (() => void)[] = [];

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

  async function deliver(consumer: PollerConsumer, records: _Record[]) {
    const matching = records.filter((r) => matchesAny(consumer.filters, r));
    for (let i = 0; i < matching.length; i += consumer.batchSize) {
      let batch = matching.slice(i, i + consumer.batchSize);
      for (let attempt = 1; batch.length && attempt <= maxAttempts; attempt++) {
        try {
          const event = { Records: batch } as unknown as DynamoDBStreamEvent;
          const result = await consumer.invoke(event);
          const failedIds = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
          // Partial batch response: retry from the first failed record, as Lambda does.
          const firstFailed = batch.findIndex((r) => failedIds.has(r.dynamodb?.SequenceNumber ?? ''));
          processed += firstFailed === -1 ? batch.length : firstFailed;
          batch = firstFailed === -1 ? [] : batch.slice(firstFailed);
        } catch (err) {
          opts.log(`stream consumer ${consumer.name} failed (attempt ${attempt}): ${(err as Error).message}`);
        }
      }
      if (batch.length) {
        failed += batch.length;
        opts.log(
          `stream consumer ${consumer.name}: ${batch.length} record(s) sent to the on-failure destination`,
        );
      }
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
      for (const consumer of opts.consumers) await deliver(consumer, records);
      if (!res.NextShardIterator) await refreshShards(false);
    }
    return count;
  }

  const started = refreshShards(true);
  const loop = (async () => {
    await started;
    while (!stopped) {
      let count = 0;
      try {
        count = await pollOnce();
      } catch (err) {
        opts.log(`stream poller: ${(err as Error).message}`);
        await refreshShards(false).catch(() => undefined);
      }
      if (count === 0) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const w of waiters) w();
        await new Promise((r) => setTimeout(r, intervalMs));
      }
    }
  })();
  return {
    ready: started,
    stats: () => ({ processed, failed }),
    /** Resolves after a poll round that found nothing new, i.e. everything written so far is handled. */
    drained: () =>
      new Promise<void>((resolve) => {
        // Two idle rounds: the first may have started before the caller's writes.
        idleWaiters.push(() => idleWaiters.push(resolve));
      }),
    stop: async () => {
      stopped = true;
      await loop.catch(() => undefined);
      client.destroy();
    },
  };
}
