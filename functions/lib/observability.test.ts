import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countMetric, logCaller, logger, observe } from './observability';

// The Powertools Metrics loader, watched: it runs only when an invocation counted something.
vi.mock('./lazy', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./lazy')>();
  return { ...actual, loadMetrics: vi.fn(actual.loadMetrics) };
});

/** Every JSON line written to stdout or stderr while a test runs. */
let lines: Record<string, unknown>[] = [];
beforeEach(() => {
  lines = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      return true;
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const context = (awsRequestId: string) =>
  ({
    awsRequestId,
    functionName: 'ringside-test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:ringside-test',
    memoryLimitInMB: '512',
    getRemainingTimeInMillis: () => 10_000,
  }) as unknown as Context;

describe('logger', () => {
  it('writes one JSON object per entry, with the service name and an error with its stack', () => {
    const error = new Error('table throttled');
    logger.error('Unhandled error', { error, path: '/api/posts' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled error',
      service: 'ringside',
      path: '/api/posts',
      error: { name: 'Error', message: 'table throttled' },
    });
    const stack = (lines[0]?.error as { stack?: string } | undefined)?.stack;
    expect(stack).toContain('table throttled');
    expect(stack).toContain('observability.test.ts');
  });
});

describe('observe()', () => {
  const handler = middy(async (event: { caller?: string }) => {
    logger.info('before the caller is known');
    if (event.caller) logCaller(event.caller);
    logger.info('after');
    return 'ok';
  }).use(observe());

  it('puts the request id on every line and the caller id after logCaller, for that invocation only', async () => {
    expect(await handler({ caller: 'fan-1' }, context('req-1'))).toBe('ok');
    expect(await handler({}, context('req-2'))).toBe('ok');
    const logs = lines.filter((l) => typeof l.message === 'string');
    expect(logs.map((l) => [l.message, l.function_request_id, l.userId])).toEqual([
      ['before the caller is known', 'req-1', undefined],
      ['after', 'req-1', 'fan-1'],
      ['before the caller is known', 'req-2', undefined],
      ['after', 'req-2', undefined],
    ]);
  });

  it('flushes counted metrics as one EMF line in the Ringside namespace at the end of the invocation', async () => {
    const counting = middy(async () => {
      countMetric('PostsCreated');
      countMetric('FanoutWrites', 3);
    }).use(observe());
    await counting({}, context('req-3'));
    const emf = lines.filter((l) => l._aws);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Ringside',
            Dimensions: [['service']],
            Metrics: [
              { Name: 'PostsCreated', Unit: 'Count' },
              { Name: 'FanoutWrites', Unit: 'Count' },
            ],
          },
        ],
      },
      service: 'ringside',
      PostsCreated: 1,
      FanoutWrites: 3,
    });
    // An invocation that counts nothing writes no EMF line and no warning.
    lines = [];
    await handler({}, context('req-4'));
    expect(lines.filter((l) => l._aws || l.level === 'WARN')).toEqual([]);
  });
});

/** The EMF lines written so far. */
const emfLines = () => lines.filter((l) => l._aws);

/** Each EMF line written so far as its metrics and their values. */
const published = () =>
  emfLines().map((l) => {
    const emf = l._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] };
    const names = emf.CloudWatchMetrics.flatMap((d) => d.Metrics.map((m) => m.Name));
    return Object.fromEntries(names.map((name) => [name, l[name]]));
  });

/**
 * observability.ts and its loader as a new container has them (nothing loaded yet), the loader
 * watched: each test below starts from a cold module.
 */
async function coldContainer() {
  vi.resetModules();
  const observability = await import('./observability');
  const lazy = await import('./lazy');
  return { ...observability, loadMetrics: vi.mocked(lazy.loadMetrics) };
}

describe('metrics: Powertools Metrics loaded only by an invocation that counted something', () => {
  type Container = Awaited<ReturnType<typeof coldContainer>>;
  const counting = (c: Container, names: Parameters<Container['countMetric']>[0][], fail = false) =>
    middy(async () => {
      for (const name of names) c.countMetric(name);
      await Promise.resolve();
      if (fail) throw new Error('handler failed');
      return 'ok';
    }).use(c.observe());

  it('an invocation that counts nothing, succeeding or failing, never loads the metrics module', async () => {
    const c = await coldContainer();
    expect(await counting(c, [])({}, context('req-none-1'))).toBe('ok');
    await expect(counting(c, [], true)({}, context('req-none-2'))).rejects.toThrow('handler failed');
    expect(c.loadMetrics).not.toHaveBeenCalled();
    expect(emfLines()).toEqual([]);
    expect(lines.filter((l) => l.level === 'WARN')).toEqual([]);
  });

  it('publishes what was counted as one EMF line also when the handler throws', async () => {
    const c = await coldContainer();
    const failing = counting(c, ['StreamRecordsFailed', 'StreamRecordsFailed'], true);
    await expect(failing({}, context('req-fail'))).rejects.toThrow('handler failed');
    expect(c.loadMetrics).toHaveBeenCalledTimes(1);
    expect(emfLines()).toHaveLength(1);
    expect(emfLines()[0]).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Ringside',
            Dimensions: [['service']],
            Metrics: [{ Name: 'StreamRecordsFailed', Unit: 'Count' }],
          },
        ],
      },
      service: 'ringside',
      // Two counts of one metric in one invocation: both values, as Powertools stores them.
      StreamRecordsFailed: [1, 1],
    });
  });

  it('starts each invocation with an empty list, and loads Metrics once per container', async () => {
    const c = await coldContainer();
    await counting(c, ['PostsCreated'])({}, context('req-a'));
    await counting(c, ['CommentsCreated'])({}, context('req-b'));
    await counting(c, [])({}, context('req-c'));
    expect(published()).toEqual([{ PostsCreated: 1 }, { CommentsCreated: 1 }]);
    expect(c.loadMetrics).toHaveBeenCalledTimes(1);
  });

  it("keeps apart the counts of invocations running side by side (the local cloud's invocation store)", async () => {
    const c = await coldContainer();
    const { InvokeStore, InvokeStoreBase } = await import('@aws/lambda-invoke-store');
    const store = await InvokeStore.getInstanceAsync(true);
    vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', '2');
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow = middy(async () => {
        c.countMetric('PostsCreated');
        await held;
      }).use(c.observe());
      const run = (id: string, fn: () => Promise<unknown>) =>
        store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: id }, fn);
      const first = run('req-slow', () => slow({}, context('req-slow')));
      await run('req-fast', () => counting(c, ['CommentsCreated'])({}, context('req-fast')));
      release();
      await first;
      expect(published()).toEqual([{ CommentsCreated: 1 }, { PostsCreated: 1 }]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
