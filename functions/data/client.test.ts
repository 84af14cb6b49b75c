/**
 * The table client's failures (functions/data/client.ts): a throttled or timed-out call is the
 * `unavailable` domain error (the HTTP chain's 503), any other failure stays the SDK's own. The real
 * client and its middleware against a local endpoint that answers as DynamoDB does when it throttles
 * (the SDK's retries off: AWS_MAX_ATTEMPTS=1). The timeout itself is exercised on the real local cloud
 * (tests/integration/idempotency.int.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../shared/messages';
import { DomainError } from '../lib/errors';

let answer = { status: 400, type: 'ProvisionedThroughputExceededException' };
const server = http.createServer((req, res) => {
  req.resume().on('end', () => {
    res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${answer.type}`, message: 'No' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    TABLE_NAME: 'unit-table',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
    AWS_MAX_ATTEMPTS: '1',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failureOf(type: string, status = 400) {
  answer = { status, type };
  const { getDb } = await import('./client');
  const db = getDb();
  return db.doc.send(new GetCommand({ TableName: db.table, Key: { PK: 'a', SK: 'b' } })).then(
    () => null,
    (err: unknown) => err,
  );
}

describe('the table client', () => {
  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'])(
    'turns %s into `unavailable` (503, Retry-After 2) with the SDK error as its cause',
    async (type) => {
      const err = await failureOf(type);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({
        kind: 'unavailable',
        message: API_ERRORS.unavailable,
        retryAfterSeconds: 2,
      });
      expect((err as Error).cause).toMatchObject({ name: type });
    },
  );

  it('leaves every other failure as the SDK gave it', async () => {
    for (const [type, status] of [
      ['ConditionalCheckFailedException', 400],
      ['ResourceNotFoundException', 400],
      ['InternalServerError', 500],
    ] as const) {
      const err = await failureOf(type, status);
      expect(err, type).not.toBeInstanceOf(DomainError);
      expect(err, type).toMatchObject({ name: type });
    }
  });

  it('has no SDK logger step: nothing of a call is copied for a logger that writes nothing', async () => {
    const { getDb } = await import('./client');
    const steps = getDb().doc.middlewareStack.identify();
    expect(steps.some((step) => step.startsWith('loggerMiddleware'))).toBe(false);
    expect(steps.some((step) => step.startsWith('stalledIsUnavailable'))).toBe(true);
  });
});
