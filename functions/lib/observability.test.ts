import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countMetric, logCaller, logger, logsWritten, observe } from './observability';

// The Powertools Logger and Metrics loaders, watched: the Logger loads only when a line is written,
// Metrics only when an invocation counted something.
vi.mock('./lazy', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./lazy')>();
  return { ...actual, loadLogger: vi.fn(actual.loadLogger), loadMetrics: vi.fn(actual.loadMetrics) };
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

/**
 * Expects `line` to be an 'Unhandled error' line for /api/posts with its error, a 'table throttled'
 * thrown in this file, stack and all (and `fields`).
 */
function expectErrorLine(line: Record<string, unknown> | undefined, fields: Record<string, unknown> = {}) {
  expect(line).toMatchObject({
    level: 'ERROR',
    message: 'Unhandled error',
    service: 'ringside',
    path: '/api/posts',
    error: { name: 'Error', message: 'table throttled' },
    ...fields,
  });
  const stack = (line?.error as { stack?: string } | undefined)?.stack;
  expect(stack).toContain('table throttled');
  expect(stack).toContain('observability.test.ts');
}

describe('logger', () => {
  it('writes one JSON object per entry, with the service name and an error with its stack', async () => {
    const error = new Error('table throttled');
    logger.error('Unhandled error', { error, path: '/api/posts' });
    // Outside an invocation (nothing waits for the line at its end): written once the Logger is loaded.
    await logsWritten();
    expect(lines).toHaveLength(1);
    expectErrorLine(lines[0]);
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
  return {
    ...observability,
    loadLogger: vi.mocked(lazy.loadLogger),
    loadMetrics: vi.mocked(lazy.loadMetrics),
  };
}

/**
 * Runs two invocations side by side, each in its own scope of the invocation store (as the local
 * cloud and Lambda's multi-concurrency runtime do): `slow` (req-slow, a handler wrapped by the
 * container's `observe()`) starts first and waits on `held`, released once `fast` has finished.
 */
async function sideBySide(
  c: Awaited<ReturnType<typeof coldContainer>>,
  slow: (held: Promise<void>) => Promise<void>,
  fast: () => Promise<unknown>,
) {
  const { InvokeStore, InvokeStoreBase } = await import('@aws/lambda-invoke-store');
  const store = await InvokeStore.getInstanceAsync(true);
  vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', '2');
  try {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const run = (id: string, fn: () => Promise<unknown>) =>
      store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: id }, fn);
    const slowHandler = middy(() => slow(held)).use(c.observe());
    const first = run('req-slow', () => slowHandler({}, context('req-slow')));
    await run('req-fast', fast);
    release();
    await first;
  } finally {
    vi.unstubAllEnvs();
  }
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
    await sideBySide(
      c,
      async (held) => {
        c.countMetric('PostsCreated');
        await held;
      },
      () => counting(c, ['CommentsCreated'])({}, context('req-fast')),
    );
    expect(published()).toEqual([{ CommentsCreated: 1 }, { PostsCreated: 1 }]);
  });
});

/** The log lines written so far (not EMF), as [message, request id, caller id]. */
const logged = () =>
  lines.filter((l) => !l._aws).map((l) => [l.message, l.function_request_id, l.userId] as const);

describe('logger: Powertools Logger loaded by the first line, each line written before its invocation returns', () => {
  type Container = Awaited<ReturnType<typeof coldContainer>>;
  /** A handler that appends the caller's id, logs `messages` (an error line with `fail`) and may throw. */
  const logging = (c: Container, messages: string[], opts: { caller?: string; fail?: boolean } = {}) =>
    middy(async () => {
      if (opts.caller) c.logCaller(opts.caller);
      for (const message of messages) c.logger.info(message);
      await Promise.resolve();
      if (opts.fail) throw new Error('handler failed');
      return 'ok';
    }).use(c.observe());

  it('an invocation that writes no line, even with keys appended, never loads the Logger', async () => {
    const c = await coldContainer();
    expect(await logging(c, [], { caller: 'fan-1' })({}, context('req-quiet-1'))).toBe('ok');
    await expect(logging(c, [], { fail: true })({}, context('req-quiet-2'))).rejects.toThrow(
      'handler failed',
    );
    expect(c.loadLogger).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes an error line, with the request id, the caller id and the stack, before the invocation returns', async () => {
    const c = await coldContainer();
    // As lib/http.ts: the error is logged by a later middleware's onError, which answers for it.
    const errorMapping = {
      onError: (request: { error: unknown; response: unknown }) => {
        c.logger.error('Unhandled error', { error: request.error, path: '/api/posts' });
        request.response = 'mapped';
      },
    };
    const failing = middy(async () => {
      c.logCaller('fan-7');
      throw new Error('table throttled');
    })
      .use(c.observe())
      .use(errorMapping);
    const linesWhenAnswered = await failing({}, context('req-err')).then((res) => [res, lines.length]);
    expect(linesWhenAnswered).toEqual(['mapped', 1]);
    expect(c.loadLogger).toHaveBeenCalledTimes(1);
    expectErrorLine(lines[0], {
      function_request_id: 'req-err',
      function_name: 'ringside-test',
      userId: 'fan-7',
    });
  });

  it('writes the lines made while the Logger loads in order, with the keys appended between them', async () => {
    const c = await coldContainer();
    const handler = middy(async () => {
      c.logger.info('first');
      c.logCaller('fan-2');
      c.logger.warn('second', { step: 2 });
      c.logger.appendKeys({ step: 3 });
      c.logger.error('third');
      return lines.length;
    }).use(c.observe());
    // Nothing is written while the handler runs (the Logger is loading), all of it before it returns.
    expect(await handler({}, context('req-order'))).toBe(0);
    expect(lines.map((l) => [l.level, l.message, l.userId, l.step])).toEqual([
      ['INFO', 'first', undefined, undefined],
      ['WARN', 'second', 'fan-2', 2],
      ['ERROR', 'third', 'fan-2', 3],
    ]);
    // Once loaded, a line is written when it is logged.
    const later = middy(async () => {
      c.logger.info('now');
      return lines.length;
    }).use(c.observe());
    expect(await later({}, context('req-now'))).toBe(4);
    expect(c.loadLogger).toHaveBeenCalledTimes(1);
  });

  it("clears an invocation's keys at its end, also when it wrote nothing or failed", async () => {
    const c = await coldContainer();
    await logging(c, [], { caller: 'fan-quiet' })({}, context('req-1'));
    await logging(c, ['logged'])({}, context('req-2'));
    await logging(c, ['failed'], { caller: 'fan-fail', fail: true })({}, context('req-3')).catch(() => {});
    await logging(c, ['next'])({}, context('req-4'));
    await logging(c, [], { caller: 'fan-quiet-again' })({}, context('req-5'));
    await logging(c, ['last'])({}, context('req-6'));
    expect(logged()).toEqual([
      ['logged', 'req-2', undefined],
      ['failed', 'req-3', 'fan-fail'],
      ['next', 'req-4', undefined],
      ['last', 'req-6', undefined],
    ]);
  });

  it("cold_start is true on the container's first invocation only, even when the second writes the first line", async () => {
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    try {
      const quietFirst = await coldContainer();
      await logging(quietFirst, [])({}, context('req-a1'));
      await logging(quietFirst, ['second invocation'])({}, context('req-a2'));
      const loudFirst = await coldContainer();
      await logging(loudFirst, ['first invocation'])({}, context('req-b1'));
      await logging(loudFirst, ['second invocation'])({}, context('req-b2'));
      expect(lines.map((l) => [l.function_request_id, l.cold_start])).toEqual([
        ['req-a2', false],
        ['req-b1', true],
        ['req-b2', false],
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("keeps apart the request ids and keys of invocations side by side while the Logger loads (the local cloud's invocation store)", async () => {
    const c = await coldContainer();
    await sideBySide(
      c,
      async (held) => {
        c.logCaller('fan-slow');
        c.logger.info('slow before');
        await held;
        c.logger.info('slow after');
      },
      () => logging(c, ['fast'], { caller: 'fan-fast' })({}, context('req-fast')),
    );
    expect(logged()).toEqual([
      ['slow before', 'req-slow', 'fan-slow'],
      ['fast', 'req-fast', 'fan-fast'],
      ['slow after', 'req-slow', 'fan-slow'],
    ]);
    expect(c.loadLogger).toHaveBeenCalledTimes(1);
  });
});

describe('the WebSocket authorizer', () => {
  it('writes its refusal warning, with the error, before it answers Unauthorized', async () => {
    vi.stubEnv('USER_POOL_ID', 'us-east-1_Ringside1');
    vi.stubEnv('USER_POOL_CLIENT_ID', 'ringside-test-client');
    try {
      vi.resetModules();
      const { handler } = await import('../ws/authorizer');
      const event = { type: 'REQUEST', methodArn: 'arn:test', queryStringParameters: { token: 'not-a-jwt' } };
      const linesWhenAnswered = await handler(event as never, context('req-ws')).then(
        () => -1,
        (err: Error) => (err.message === 'Unauthorized' ? lines.length : -1),
      );
      expect(linesWhenAnswered).toBe(1);
      expect(lines[0]).toMatchObject({
        level: 'WARN',
        message: 'WebSocket token refused',
        service: 'ringside',
        function_request_id: 'req-ws',
        error: { name: expect.any(String), message: expect.any(String) },
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
