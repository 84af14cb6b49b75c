/**
 * The local cloud's side of the runtime contract (shared/manifest/runtime.ts): the environment it
 * gives functions, the Lambda contexts it makes, and how its stream poller delivers batches.
 * infra/test/runtime.test.ts holds the AWS side to the same contract.
 */
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamHandler } from '../../functions/lib/stream';
import {
  FUNCTION_ENV_VARS,
  FUNCTION_SETTINGS,
  type FunctionKind,
  STREAM_SOURCE_DEFAULTS,
  streamSourceOf,
} from '../../shared/manifest/runtime';
import { STREAM_CONSUMERS } from '../../shared/manifest/stream-consumers';
import { localFunctionEnv, pollerConsumers } from './cloud';
import { lambdaContext } from './lambda-runtime';
import { portsFor } from './ports';
import { deliverBatch, type StreamFailure, sourceSettings } from './stream-poller';

describe('the local cloud and the runtime contract', () => {
  it('gives functions a value for every variable of the contract', () => {
    const env = localFunctionEnv({ ports: portsFor('dev'), userPoolId: 'pool', userPoolClientId: 'client' });
    expect(Object.keys(env).sort()).toEqual([...FUNCTION_ENV_VARS].sort());
    for (const name of FUNCTION_ENV_VARS) expect(env[name], name).toBeTruthy();
    expect(env.FEED_BIG_ACCOUNT_FOLLOWERS).toBe('10000');
    const knob = localFunctionEnv({
      ports: portsFor('dev'),
      userPoolId: 'pool',
      userPoolClientId: 'client',
      overrides: { FEED_BIG_ACCOUNT_FOLLOWERS: '3' },
    });
    expect(knob.FEED_BIG_ACCOUNT_FOLLOWERS).toBe('3');
  });

  it("gives each invocation the timeout and memory of its function's kind", () => {
    for (const kind of Object.keys(FUNCTION_SETTINGS) as FunctionKind[]) {
      const context = lambdaContext('fn', kind);
      const { timeoutSeconds, memoryMb } = FUNCTION_SETTINGS[kind];
      expect(context.memoryLimitInMB, kind).toBe(String(memoryMb));
      expect(context.getRemainingTimeInMillis(), kind).toBeLessThanOrEqual(timeoutSeconds * 1000);
      expect(context.getRemainingTimeInMillis(), kind).toBeGreaterThan(timeoutSeconds * 1000 - 1000);
    }
    expect(lambdaContext('a', 'http').awsRequestId).not.toBe(lambdaContext('a', 'http').awsRequestId);
  });

  it("polls the stream for every manifest consumer with the consumer's contract settings", () => {
    const consumers = pollerConsumers();
    expect(consumers.map((c) => c.name)).toEqual(STREAM_CONSUMERS.map((c) => c.name));
    for (const consumer of consumers) {
      expect(sourceSettings(consumer), consumer.name).toEqual(
        streamSourceOf(consumer.name as (typeof STREAM_CONSUMERS)[number]['name']),
      );
    }
    // A test consumer that sets only its batch size gets the defaults for the rest.
    expect(sourceSettings({ name: 't', filters: [], batchSize: 100, invoke: async () => undefined })).toEqual(
      {
        ...STREAM_SOURCE_DEFAULTS,
        batchSize: 100,
      },
    );
  });
});

describe('deliverBatch, as a Lambda event source mapping', () => {
  // The consumer logs its failures: keep them off the test output.
  beforeEach(() => {
    for (const stream of [process.stdout, process.stderr]) vi.spyOn(stream, 'write').mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  const record = (name: string, i: number) =>
    ({
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: String(100 + i), Keys: { PK: { S: name }, SK: { S: 'x' } } },
    }) as _Record;
  const names = (records: readonly _Record[]) => records.map((r) => r.dynamodb?.Keys?.PK?.S);

  /** Delivers `batch` to a real stream consumer that fails on `poison`, and records what happened. */
  async function run(
    batch: string[],
    poison: string[],
    settings = { retryAttempts: 2, bisectBatchOnError: true },
  ) {
    const seen: string[] = [];
    const invocations: string[][] = [];
    const handler = streamHandler('test', async (change) => {
      seen.push(change.keys.PK);
      if (poison.includes(change.keys.PK)) throw new Error(`poison ${change.keys.PK}`);
    });
    const consumer = {
      name: 'test',
      filters: [],
      invoke: (event: DynamoDBStreamEvent) => {
        invocations.push(names(event.Records as _Record[]) as string[]);
        return handler(event);
      },
    };
    const failures: StreamFailure[] = [];
    let done = 0;
    await deliverBatch(consumer, { ...STREAM_SOURCE_DEFAULTS, ...settings }, batch.map(record), {
      done: (n) => (done += n),
      giveUp: (f) => failures.push(f),
      log: () => undefined,
    });
    return { seen, invocations, failures, done };
  }

  it('delivers a batch once when it succeeds', async () => {
    const r = await run(['a', 'b', 'c'], []);
    expect(r.invocations).toEqual([['a', 'b', 'c']]);
    expect(r.done).toBe(3);
    expect(r.failures).toEqual([]);
  });

  it('retries from the first failed record, bisects when a batch fails whole, and parks only the poison record', async () => {
    const r = await run(['a', 'b', 'p', 'c', 'd'], ['p']);
    expect(r.invocations).toEqual([
      ['a', 'b', 'p', 'c', 'd'], // partial failure at p: a and b are done
      ['p', 'c', 'd'], // retry 1 from p: p fails first, the invocation throws
      ['p', 'c'], // bisected; a split is not a retry
      ['p'],
      ['p'], // retry 2, the last (retryAttempts 2)
      ['c'],
      ['d'],
    ]);
    expect(r.failures).toEqual([
      { consumer: 'test', condition: 'RetryAttemptsExhausted', records: [record('p', 2)] },
    ]);
    expect(r.done).toBe(4);
    // c and d were never applied before p was given up.
    expect(r.seen).toEqual(['a', 'b', 'p', 'p', 'p', 'p', 'p', 'c', 'd']);
  });

  it('without bisect, retries a failing batch whole and then parks all of it', async () => {
    const r = await run(['p', 'a'], ['p'], { retryAttempts: 1, bisectBatchOnError: false });
    expect(r.invocations).toEqual([
      ['p', 'a'],
      ['p', 'a'],
    ]);
    expect(r.failures.map((f) => names(f.records))).toEqual([['p', 'a']]);
    expect(r.done).toBe(0);
  });
});
