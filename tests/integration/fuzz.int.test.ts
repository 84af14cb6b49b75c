/**
 * A fuzz pass over every HTTP route of the OpenAPI document (served by the local cloud at
 * /api/openapi.json), as a fan: wrong types, huge strings, unicode edge cases, missing and extra
 * fields, bad ids and queries. Nothing answers 5xx; every refusal is `{ "message": string }`; every
 * success has the documented shape; and requests built to be refused change nothing.
 */
import { describe, expect, it } from 'vitest';
import { ROUTE_RESPONSES } from '../../shared/manifest/api-responses';
import type { RouteName } from '../../shared/manifest/http-routes';
import { messageSchema } from '../../shared/schemas/common';
import { api, streamDrained } from './helpers';
import { type Member, member, newPost } from './social-helpers';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: {
    content: { 'application/json': { schema: { properties?: Record<string, Json>; required?: string[] } } };
  };
}

const HUGE = 'x'.repeat(20_000);
const WEIRD = [
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '\u200B\u2800',
  '💥'.repeat(300),
  "' OR 1=1 --",
  '<script>1</script>',
  '../../etc/passwd',
];
const BAD_IDS = [
  '%00',
  'x'.repeat(300),
  '..%2F..%2Fadmin',
  '%F0%9F%92%A9',
  '%E2%80%AE',
  'null',
  '-1',
  '%2525',
];
const BAD_QUERY_VALUES = ['-1', 'abc', '1e999', HUGE.slice(0, 3000), '%00', '[]', '{}'];

/** Bodies that a strict schema must refuse: each one is invalid by construction. */
function refusedBodies(op: Operation): unknown[] {
  const schema = op.requestBody?.content['application/json'].schema;
  const props = Object.keys(schema?.properties ?? {});
  const bodies: unknown[] = [[], null, 42, 'text', { unexpected: true }];
  for (const p of props) {
    for (const bad of [12345, true, { nested: 1 }, [1, 2]]) bodies.push({ [p]: bad });
    bodies.push({ [p]: HUGE });
    bodies.push({ [p]: 'ok', __proto__: { admin: true }, extra: 'field' });
  }
  return bodies;
}

async function fanState(fan: Member) {
  const me = await api('/api/user', { token: fan.idToken });
  const posts = await api(`/api/posts/user/${fan.sub}`, { token: fan.idToken });
  const notes = await api('/api/notifications', { token: fan.idToken });
  const { unreadNotifications: _u, ...profile } = (me.json ?? {}) as Json;
  return { profile, posts: posts.json, notifications: (notes.json as unknown[] | null)?.length };
}

describe('fuzz pass over the OpenAPI document', () => {
  it('never answers 5xx, keeps the documented shapes, and refused requests change nothing', async () => {
    const fan = await member('Fuzzy Fan');
    const own = await newPost(fan, 'fuzz target #fuzz');
    const doc = (await api('/api/openapi.json')).json as { paths: Record<string, Record<string, Operation>> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    await streamDrained();
    const before = await fanState(fan);

    const failures: string[] = [];
    let requests = 0;
    const check = async (
      method: string,
      path: string,
      init: { body?: unknown; rawBody?: string },
      op: Operation,
      mustRefuse: boolean,
    ) => {
      const res = await api(path, { token: fan.idToken, method: method.toUpperCase(), ...init });
      requests++;
      const label = `${method.toUpperCase()} ${path} ${JSON.stringify(init.body ?? init.rawBody ?? '').slice(0, 80)} -> ${res.status}`;
      if (res.status >= 500) failures.push(`5xx: ${label} ${res.text.slice(0, 200)}`);
      else if (res.status >= 400) {
        if (!messageSchema.safeParse(res.json).success) failures.push(`error without a message: ${label}`);
      } else {
        // Unfollowing someone you do not follow is an idempotent no-op (200) by design.
        if (mustRefuse && method !== 'get' && op.operationId !== 'unfollowUser')
          failures.push(`accepted: ${label}`);
        const documented = ROUTE_RESPONSES[op.operationId as RouteName];
        if (documented && res.status === documented.status && !documented.schema.safeParse(res.json).success)
          failures.push(`shape: ${label}`);
      }
    };
    // A lone surrogate cannot be percent-encoded: send the bytes a client would (invalid UTF-8).
    const encodeOrRaw = (text: string) => {
      try {
        return encodeURIComponent(text);
      } catch {
        return '%ED%A0%80';
      }
    };
    const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        // Leave out calls whose success ends the fan's session or account for the rest of the pass.
        if (op.operationId === 'deleteAccount' || op.operationId === 'login') continue;
        const hasPath = (op.parameters ?? []).some((p) => p.in === 'path');
        const queries = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        if (op.requestBody) {
          const target = hasPath ? fill(path, own.id) : path;
          await check(method, target, { rawBody: '{not json' }, op, true);
          for (const body of refusedBodies(op)) await check(method, target, { body }, op, true);
        }
        if (hasPath)
          for (const id of BAD_IDS)
            await check(method, fill(path, id), op.requestBody ? { body: {} } : {}, op, true);
        for (const q of queries)
          for (const value of BAD_QUERY_VALUES)
            await check(
              method,
              `${hasPath ? fill(path, own.id) : path}?${q}=${encodeURIComponent(value)}`,
              {},
              op,
              false,
            );
      }
    }
    await streamDrained();
    expect(await fanState(fan)).toEqual(before);

    // Unicode edge cases in otherwise valid writes: accepted or refused, never a 5xx.
    for (const text of WEIRD) {
      await check('post', '/api/posts', { body: { content: text } }, { operationId: 'createPost' }, false);
      await check(
        'post',
        '/api/comments',
        { body: { postId: own.id, content: text } },
        { operationId: 'createComment' },
        false,
      );
      await check('put', '/api/profile', { body: { bio: text } }, { operationId: 'updateProfile' }, false);
      await check(
        'get',
        `/api/users/search?q=${encodeOrRaw(text)}`,
        {},
        { operationId: 'searchUsers' },
        false,
      );
    }
    console.info(
      `fuzz pass: ${requests} requests over ${Object.keys(doc.paths).length} paths, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
  }, 300_000);
});
