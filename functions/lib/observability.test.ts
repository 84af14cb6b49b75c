import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countMetric, logCaller, logger, observe } from './observability';

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
      _aws: { CloudWatchMetrics: [{ Namespace: 'Ringside', Dimensions: [['service']] }] },
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
