import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HTTP_BODY_MAX_BYTES } from '../../shared/constants';
import { ORIGIN_VERIFY_HEADER } from '../../shared/manifest/runtime';
import { API_ERRORS, REPEAT_TEXTS } from '../../shared/messages';
import { signUpKey } from '../data/signup';
import { userKey } from '../data/user';
import { conflict, gone, invalid, notYours, unavailable } from '../lib/errors';
import { type HttpEvent, json } from '../lib/http';
import { chain, idempotencyKey } from './wiring';

process.env.TABLE_NAME = 'unit-table';
process.env.AWS_REGION = 'us-east-1';
const ddb = mockClient(DynamoDBDocumentClient);

const context = { getRemainingTimeInMillis: () => 10_000 } as Context;
const claims = { sub: 'u1', token_use: 'id', email: 'fan@example.test', email_verified: 'false' };
const storedUser = {
  ...userKey('u1'),
  id: 'u1',
  displayName: 'Fan One',
  banned: false,
  isAdmin: false,
};

function event(overrides: Partial<HttpEvent> & { claims?: Record<string, string> | null } = {}): HttpEvent {
  const { claims: c = claims, ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'POST', path: '/api/test' },
      ...(c ? { authorizer: { jwt: { claims: c, scopes: [] } } } : {}),
    },
    ...rest,
  } as unknown as HttpEvent;
}

const echo = chain(
  'member',
  { body: z.object({ name: z.string().check(z.minLength(1, 'Name is required')) }) },
  async (req) => json(200, { name: req.body.name, caller: req.caller.user.id }),
);

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({ Item: storedUser });
});

describe('the HTTP handler chain', () => {
  it('passes a valid request through to the domain call with the caller', async () => {
    const res = await echo(event({ body: JSON.stringify({ name: 'Sting' }) }), context);
    expect(res).toMatchObject({ statusCode: 200 });
    expect(JSON.parse(res.body ?? '')).toEqual({ name: 'Sting', caller: 'u1' });
  });

  it('answers 401 without verified claims, before reading the body', async () => {
    const res = await echo(event({ claims: null, body: '{not json' }), context);
    expect(res).toMatchObject({ statusCode: 401, body: JSON.stringify({ message: 'Unauthorized' }) });
  });

  it('refuses access tokens (identity only comes from ID tokens)', async () => {
    const res = await echo(event({ claims: { sub: 'u1', token_use: 'access' } }), context);
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for malformed JSON and for schema failures, with the schema message', async () => {
    expect(await echo(event({ body: '{not json' }), context)).toMatchObject({
      statusCode: 400,
      body: JSON.stringify({ message: 'Request body must be valid JSON' }),
    });
    expect(await echo(event({ body: JSON.stringify({ name: '' }) }), context)).toMatchObject({
      statusCode: 400,
      body: JSON.stringify({ message: 'Name is required' }),
    });
  });

  it('refuses banned fans with 403', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...storedUser, banned: true } });
    expect(await echo(event({ body: '{"name":"x"}' }), context)).toMatchObject({
      statusCode: 403,
      body: JSON.stringify({ message: 'Your account has been suspended.' }),
    });
  });

  it('refuses non-admins on admin routes and lets the admins group in', async () => {
    const admin = chain('admin', {}, async () => json(200, { ok: true }));
    expect((await admin(event(), context)).statusCode).toBe(403);
    const res = await admin(event({ claims: { ...claims, 'cognito:groups': '[admins]' } }), context);
    expect(res.statusCode).toBe(200);
  });

  it('maps domain errors to their status and hides unexpected failures behind a 500', async () => {
    const fails = chain('member', {}, async () => {
      throw invalid('That handle is taken');
    });
    expect(await fails(event(), context)).toMatchObject({
      statusCode: 400,
      body: '{"message":"That handle is taken"}',
    });
    const crashes = chain('member', {}, async () => {
      throw new Error('secret internals');
    });
    const res = await crashes(event(), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
  });

  it('answers a table that ran out of time (`unavailable`) 503 with Retry-After, not 500', async () => {
    const stalled = chain('member', {}, async () => {
      throw unavailable(API_ERRORS.unavailable, 2);
    });
    const res = await stalled(event(), context);
    expect(res).toMatchObject({
      statusCode: 503,
      body: JSON.stringify({ message: API_ERRORS.unavailable }),
      headers: { 'retry-after': '2' },
    });
  });

  it('answers 503 with Retry-After a second before the timeout when a step still waits, not 500', async () => {
    // The caller's profile never comes (a stalled table): the deadline covers the chain's steps too.
    ddb.on(GetCommand).callsFake(() => new Promise(() => undefined));
    const short = { getRemainingTimeInMillis: () => 1_200 } as Context;
    const res = await echo(event({ body: '{"name":"x"}' }), short);
    expect(res).toMatchObject({
      statusCode: 503,
      body: JSON.stringify({ message: API_ERRORS.unavailable }),
      headers: { 'retry-after': '2' },
    });
  });

  it('keeps an unexpected SDK error a 500 with a generic message (only timeouts and throttling are 503)', async () => {
    ddb.on(GetCommand).rejects(Object.assign(new Error('boom'), { name: 'InternalServerError' }));
    const res = await echo(event({ body: '{"name":"x"}' }), context);
    expect(res).toMatchObject({
      statusCode: 500,
      body: JSON.stringify({ message: 'Something went wrong. Please try again.' }),
    });
  });

  it('refuses a malformed Idempotency-Key with 400 before anything is stored', async () => {
    const created = chain('member', {}, async () => json(201, {}), undefined, idempotencyKey('testCreate'));
    const res = await created(event({ headers: { 'idempotency-key': 'not a key' } }), context);
    expect(res).toMatchObject({ statusCode: 400, body: JSON.stringify({ message: REPEAT_TEXTS.badKey }) });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('creates the profile on the first call when none is stored, named as the fan signed up', async () => {
    ddb.on(GetCommand).resolves({});
    const confirmBy = '2030-01-08T00:00:00.000Z';
    ddb.on(GetCommand, { Key: signUpKey('u1') }).resolves({ Item: { displayName: 'Fan One', confirmBy } });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await echo(event({ body: '{"name":"x"}' }), context);
    expect(res.statusCode).toBe(200);
    const put = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item;
    expect(put).toMatchObject({
      id: 'u1',
      displayName: 'Fan One',
      handle: 'fan_one',
      banned: false,
      confirmEmailBy: confirmBy,
    });
  });

  it('maps every kind of domain error through one table', async () => {
    const cases = [
      [notYours('You can only delete your own posts'), 403],
      [gone('Post not found'), 404],
      [conflict('That handle is already taken'), 409],
    ] as const;
    for (const [error, status] of cases) {
      const res = await chain('member', {}, async () => {
        throw error;
      })(event(), context);
      expect(res).toMatchObject({ statusCode: status, body: JSON.stringify({ message: error.message }) });
    }
  });

  it('refuses a body over 16 KB with 413 before parsing it, and changes nothing', async () => {
    const calls: string[] = [];
    const echoing = chain('member', { body: z.object({ name: z.string() }) }, async () => {
      calls.push('domain');
      return json(200, {});
    });
    const big = `{"name":"${'x'.repeat(HTTP_BODY_MAX_BYTES)}`; // not even valid JSON: never parsed
    expect(await echoing(event({ body: big }), context)).toMatchObject({
      statusCode: 413,
      body: JSON.stringify({ message: 'Request body is too large (at most 16 KB)' }),
    });
    const justFits = JSON.stringify({ name: 'x'.repeat(HTTP_BODY_MAX_BYTES - 20) });
    expect((await echoing(event({ body: justFits }), context)).statusCode).toBe(200);
    expect(calls).toEqual(['domain']);
  });

  it('ignores a body sent to a route that takes none (no 400 or 413 its document does not list)', async () => {
    const noBody = chain('member', {}, async () => json(200, { ok: true }));
    for (const body of ['{not json', `"${'x'.repeat(HTTP_BODY_MAX_BYTES)}"`])
      expect(await noBody(event({ body }), context)).toMatchObject({ statusCode: 200 });
  });
});

describe('the origin check (only CloudFront may call the API)', () => {
  const SECRET = 'unit-origin-secret-value';
  const hello = () => chain('public', {}, async () => json(200, { hello: 'fan' }));
  const withSecret = () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    try {
      return hello();
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
    }
  };

  it('refuses a request without the header with 403 and a clear message when the secret is set', async () => {
    const guarded = withSecret();
    const res = await guarded(event({ claims: null }), context);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body ?? '')).toEqual({ message: API_ERRORS.notThroughSite });
    expect(API_ERRORS.notThroughSite).toMatch(/only through/);
  });

  it('refuses a wrong value and lets the right one through', async () => {
    const guarded = withSecret();
    const wrong = await guarded(
      event({ claims: null, headers: { [ORIGIN_VERIFY_HEADER]: 'guess' } }),
      context,
    );
    expect(wrong.statusCode).toBe(403);
    const right = await guarded(
      event({ claims: null, headers: { [ORIGIN_VERIFY_HEADER]: SECRET } }),
      context,
    );
    expect(right.statusCode).toBe(200);
  });

  it('is off without the secret (the local cloud and its tests run without CloudFront)', async () => {
    const res = await hello()(event({ claims: null }), context);
    expect(res.statusCode).toBe(200);
  });
});
