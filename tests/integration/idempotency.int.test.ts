/**
 * Creates happen once, and a request that runs out of time answers 503 (issue 25, defect 7;
 * docs/safety.md, "Creates happen once" and "Out of time: 503"), on the real local cloud with the
 * table's fault switch (scripts/local/dynamodb-faults.ts) and the Idempotency-Key step of the HTTP
 * chain (functions/http/wiring.ts) against the real table.
 */
import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getDb } from '../../functions/data/client';
import { onceKey } from '../../functions/data/idempotency';
import type { Seed } from '../../functions/domain/idempotency';
import { chain, idempotencyKey } from '../../functions/http/wiring';
import { invalid } from '../../functions/lib/errors';
import { type HttpEvent, json } from '../../functions/lib/http';
import { ulid } from '../../functions/lib/ulid';
import { API_ERRORS, REPEAT_TEXTS } from '../../shared/messages';
import type { Post } from '../../shared/schemas/posts';
import { api, stallTable, streamDrained } from './helpers';
import { feedIds, follow, type Member, member } from './social-helpers';

const run = Date.now().toString(36);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(async () => {
  await stallTable({ ms: 0 });
});

/** The fan's own posts with `content`, as stored (newest first). */
async function postsWith(fan: Member, content: string): Promise<Post[]> {
  const res = await api(`/api/posts/user/${fan.sub}`, { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as Post[]).filter((p) => p.content === content);
}

/**
 * What the SPA does after a failed create (web/src/lib/api-client.ts): the same request with the
 * same key again, after Retry-After, while the answer is a 503 or a 409 (still in progress).
 */
async function retryUntilAnswered(send: () => ReturnType<typeof api>, deadline: number) {
  for (;;) {
    const res = await send();
    if (![409, 503].includes(res.status) || Date.now() > deadline) return res;
    await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}

describe('a create while the table stalls (defect 7: a write reported as failed can still happen)', () => {
  it('answers 503 with Retry-After, and the retry with the same key answers the one post stored', async () => {
    const [fan, follower] = await Promise.all([member(`Stalled ${run}`), member(`Watcher ${run}`)]);
    expect((await follow(follower, fan.sub)).status).toBe(200);
    const content = `Stalled post ${run}`;
    const key = randomUUID();
    const send = () =>
      api('/api/posts', {
        token: fan.idToken,
        method: 'POST',
        body: { content },
        headers: { 'idempotency-key': key },
      });

    // The post's transaction reaches the table, then the table stalls for 20 s: its answer is lost.
    await stallTable({ ms: 20_000, on: 'TransactWriteItems' });
    const first = await send();
    const retried = await retryUntilAnswered(send, Date.now() + 60_000);

    // One post, the one the retry answers: stored once, fanned out once.
    const stored = await postsWith(fan, content);
    expect(stored.map((p) => p.id)).toEqual([(retried.json as unknown as Post | null)?.id]);
    expect(retried.status, retried.text).toBe(201);
    await streamDrained();
    expect((await feedIds(follower)).filter((id) => id === stored[0]?.id)).toHaveLength(1);

    // The stalled request said so, and when to try again: never a 500.
    expect(first.status, first.text).toBe(503);
    expect(first.json).toEqual({ message: API_ERRORS.unavailable });
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0);

    // Asked again later, the key answers the same post without writing anything.
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.json).toEqual(retried.json);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await postsWith(fan, content)).toHaveLength(1);
  }, 120_000);

  it('answers a read 503 with Retry-After when the table does not answer in time, not 500', async () => {
    const fan = await member(`Waiting ${run}`);
    await stallTable({ ms: 15_000 });
    const res = await api('/api/posts/feed', { token: fan.idToken });
    expect(res.status, res.text).toBe(503);
    expect(res.json).toEqual({ message: API_ERRORS.unavailable });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// The Idempotency-Key step of the chain, against the real table

const context = { getRemainingTimeInMillis: () => 10_000 } as Context;

/** A create route of its own: counts its runs, records the seeds it got, waits on `gate` if set. */
function testRoute() {
  const route = `testCreate${ulid()}`;
  const runs: Seed[] = [];
  let gate: Promise<void> | null = null;
  let refuse = false;
  const handler = chain(
    'member',
    { body: z.object({ text: z.string() }) },
    async ({ body, seed }) => {
      runs.push(seed as Seed);
      if (gate) await gate;
      if (refuse) throw invalid('Not today');
      return json(201, { id: seed?.id, text: body.text, run: runs.length });
    },
    undefined,
    idempotencyKey(route),
  );
  return {
    route,
    runs,
    hold: () => {
      let open: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
    refuse: (value: boolean) => {
      refuse = value;
    },
    call: (fan: string, body: unknown, key?: string) =>
      handler(
        {
          version: '2.0',
          rawPath: '/api/test',
          headers: key === undefined ? {} : { 'idempotency-key': key },
          body: JSON.stringify(body),
          isBase64Encoded: false,
          requestContext: {
            http: { method: 'POST', path: '/api/test' },
            authorizer: {
              jwt: {
                claims: {
                  sub: fan,
                  token_use: 'id',
                  email: `${fan}@example.test`,
                  'custom:displayName': 'Fan',
                },
                scopes: [],
              },
            },
          },
        } as unknown as HttpEvent,
        context,
      ),
  };
}

const fanId = () => `idem-${run}-${randomUUID()}`;
/** A test route of its own, a fan and a key, new for each test. */
const fresh = () => ({ t: testRoute(), fan: fanId(), key: randomUUID() });
const bodyOf = (res: { body?: string }) => JSON.parse(res.body ?? 'null') as Record<string, unknown>;
const stored = async (route: string, userId: string, key: string) =>
  (await getDb().doc.send(new GetCommand({ TableName: getDb().table, Key: onceKey({ route, userId, key }) })))
    .Item;

describe('the Idempotency-Key step (functions/http/wiring.ts)', () => {
  it('runs a create once: a retry gets the first answer, replayed, and writes nothing', async () => {
    const { t, fan, key } = fresh();
    const first = await t.call(fan, { text: 'once' }, key);
    const second = await t.call(fan, { text: 'once' }, key);
    expect(first.statusCode).toBe(201);
    expect(second).toMatchObject({ statusCode: 201, body: first.body });
    expect(second.headers?.['idempotent-replayed']).toBe('true');
    expect(t.runs).toHaveLength(1);
    const item = await stored(t.route, fan, key);
    expect(item?.answer).toMatchObject({ statusCode: 201, body: first.body });
    // Kept a day (TTL), from the first claim.
    expect(Number(item?.expiresAt) - Date.now() / 1000).toBeGreaterThan(24 * 3600 - 60);
  });

  it('answers 409 with Retry-After while the first request still runs, then its answer', async () => {
    const { t, fan, key } = fresh();
    const open = t.hold();
    const first = t.call(fan, { text: 'slow' }, key);
    while (!(await stored(t.route, fan, key))) await sleep(20);
    const meanwhile = await t.call(fan, { text: 'slow' }, key);
    expect(meanwhile.statusCode).toBe(409);
    expect(bodyOf(meanwhile)).toEqual({ message: REPEAT_TEXTS.inProgress });
    expect(Number(meanwhile.headers?.['retry-after'])).toBeGreaterThan(0);
    open();
    const answered = await first;
    expect(answered.statusCode).toBe(201);
    expect((await t.call(fan, { text: 'slow' }, key)).body).toBe(answered.body);
    expect(t.runs).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const { t, fan, key } = fresh();
    const first = await t.call(fan, { text: 'first' }, key);
    const other = await t.call(fan, { text: 'second' }, key);
    expect(other.statusCode).toBe(422);
    expect(bodyOf(other)).toEqual({ message: REPEAT_TEXTS.otherRequest });
    expect(t.runs).toHaveLength(1);
    expect((await stored(t.route, fan, key))?.answer).toMatchObject({ body: first.body });
  });

  it('scopes a key to its fan: the same key of another fan is another request', async () => {
    const t = testRoute();
    const key = randomUUID();
    const [a, b] = [fanId(), fanId()];
    const fromA = await t.call(a, { text: 'mine' }, key);
    const fromB = await t.call(b, { text: 'mine' }, key);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([201, 201]);
    expect(fromB.body).not.toBe(fromA.body);
    expect(fromB.headers?.['idempotent-replayed']).toBeUndefined();
    expect(t.runs).toHaveLength(2);
  });

  it('forgets a key after a day: an expired item counts as absent (DynamoDB Local never deletes by TTL)', async () => {
    const { t, fan, key } = fresh();
    const body = JSON.stringify({ text: 'old' });
    await getDb().doc.send(
      new PutCommand({
        TableName: getDb().table,
        Item: {
          ...onceKey({ route: t.route, userId: fan, key }),
          fingerprint: createHash('sha256').update(body).digest('base64url'),
          claimedBy: 'yesterday',
          pendingUntil: 0,
          seedId: ulid(),
          seedAt: Date.now() - 25 * 3600_000,
          answer: { statusCode: 201, headers: {}, body: '{"stale":true}' },
          expiresAt: Math.floor(Date.now() / 1000) - 60,
        },
      }),
    );
    const res = await t.call(fan, { text: 'old' }, key);
    expect(res.statusCode).toBe(201);
    expect(bodyOf(res)).toMatchObject({ text: 'old', run: 1 });
    expect(t.runs).toHaveLength(1);
  });

  it('lets a retry take over a request gone past its deadline, with the first claim’s seed', async () => {
    const { t, fan, key } = fresh();
    const body = { text: 'orphan' };
    const seed = { id: ulid(Date.now() - 30_000), at: Date.now() - 30_000 };
    await getDb().doc.send(
      new PutCommand({
        TableName: getDb().table,
        Item: {
          ...onceKey({ route: t.route, userId: fan, key }),
          fingerprint: createHash('sha256').update(JSON.stringify(body)).digest('base64url'),
          claimedBy: 'timed-out',
          pendingUntil: Date.now() - 10_000,
          seedId: seed.id,
          seedAt: seed.at,
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    const res = await t.call(fan, body, key);
    expect(res.statusCode).toBe(201);
    expect(t.runs).toEqual([{ id: seed.id, at: new Date(seed.at) }]);
    expect(bodyOf(res)).toMatchObject({ id: seed.id });
  });

  it('keeps no answer for a refusal: the same key runs again (a 4xx wrote nothing)', async () => {
    const { t, fan, key } = fresh();
    t.refuse(true);
    expect((await t.call(fan, { text: 'x' }, key)).statusCode).toBe(400);
    t.refuse(false);
    const res = await t.call(fan, { text: 'x' }, key);
    expect(res.statusCode).toBe(201);
    expect(t.runs).toHaveLength(2);
    // The same seed both times: the key's.
    expect(t.runs[1]).toEqual(t.runs[0]);
  });

  it('refuses a malformed key with 400 before anything is stored; without a key a create just runs', async () => {
    const t = testRoute();
    const fan = fanId();
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it!!', 'ümlaut-key-1234567']) {
      const res = await t.call(fan, { text: 'x' }, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(bodyOf(res)).toEqual({ message: REPEAT_TEXTS.badKey });
      expect(await stored(t.route, fan, bad)).toBeUndefined();
    }
    expect(t.runs).toHaveLength(0);
    const [a, b] = [await t.call(fan, { text: 'x' }), await t.call(fan, { text: 'x' })];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(t.runs).toHaveLength(2);
    expect(t.runs[0]?.id).not.toBe(t.runs[1]?.id);
  });
});
