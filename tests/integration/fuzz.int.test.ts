/**
 * The contract pass: every operation of the OpenAPI document (served by the local cloud at
 * /api/openapi.json), called with requests generated from the document, every answer checked against
 * it as an outside client would (scripts/local/contract.ts: a status it lists for the operation, the
 * body of that status's schema, the headers it requires), and every status it lists for an
 * operation reached at least once (but those the local cloud cannot produce: EXEMPT below).
 * The requests:
 * - refused by construction (wrong types, 20 KB strings, unicode edge cases, missing and extra
 *   fields, bad ids and queries): never a 5xx, and they change nothing;
 * - valid ones, built from each operation's schemas, with the ids of a small world by name: the
 *   fan's own post, comment, notification and report; another fan's post and comment and an admin
 *   (foreign); well-formed ids of nothing (missing). Each is sent twice (a client's retry);
 * - past the fan's rate limit, without a token, as a banned fan, as a member on admin routes, and
 *   with a body over 16 KB;
 * - last, the calls that delete or ban, on fresh targets.
 */
import { createHash, randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { onceKey } from '../../functions/data/idempotency';
import { rateKey } from '../../functions/data/rate';
import { addToBurst } from '../../functions/data/ratings/bursts';
import { contractOf, type OpenApiDoc, type Operation } from '../../scripts/local/contract';
import { putFixtureEntity, putFixtureMatch } from '../../scripts/local/seed-catalogue';
import { totpCode } from '../../scripts/local/totp';
import { HTTP_BODY_MAX_BYTES, RATE_LIMITS } from '../../shared/constants';
import { httpRoute, type RouteName } from '../../shared/manifest/http-routes';
import { api, banFan, streamDrained } from './helpers';
import { adminMember, aged, type Member, member, newPost, uploadImage } from './social-helpers';

type Json = Record<string, unknown>;
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
}
type Values = Record<string, unknown>;

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
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Calls that delete or ban: sent last, on fresh targets (the rest of the pass needs its world). */
const DESTRUCTIVE = [
  // A block ends the follows between the two fans, and the notifications they made with them.
  'blockUser',
  'deleteComment',
  'deletePost',
  'adminDeleteComment',
  'adminDeletePost',
  // A room message deleted is gone for its report (the report's 201 and 200 come first).
  'deleteRoomMessage',
  'banUser',
  'deleteAccount',
];
/** Removals that answer 200 for a fan never followed, blocked or muted (nothing to remove). */
const IDEMPOTENT_REMOVALS = ['unfollowUser', 'unblockUser', 'unmuteUser'];
/** Optional fields a valid request sends too: rules the JSON Schema cannot say (exactly one of two). */
const ALSO: Record<string, string[]> = {
  createReport: ['postId'],
  updateProfile: ['handle'],
  updatePost: ['content'],
  // A room message in a match's thread: the world's match (201), one not on the card (400).
  postRoomMessage: ['matchId'],
};

const routeOf = (op: Operation) => httpRoute(op.operationId.replace(/Alias$/, '') as RouteName);
const limited = (op: Operation) => (RATE_LIMITS as Record<string, unknown>)[routeOf(op).name] !== undefined;

/**
 * Catalogue edits whose 409 only two admins at once can cause (the card or the entity changed
 * between the read and the write): one request cannot; catalogue-admin.int.test.ts sends a card's
 * changes at once and checks each lands whole or answers 409.
 */
const RACE_ONLY_CONFLICTS = ['addMatch', 'updateMatch', 'deleteMatch', 'setShowStatus', 'crownChampion'];

/**
 * Statuses the document lists that the local cloud cannot produce, and what shows them instead:
 * 500 and 503 (a failure, a call that ran out of time: functions/http/wiring.test.ts); 429 of a
 * route without a per-fan limit (API Gateway's stage throttle); 403 of a public route (the origin
 * check, on only with CloudFront's secret: wiring.test.ts again); 200 of "Reveal this post", which needs
 * a post Spoiler Guard hides from the fan (a show on, a promotion followed: the pass's world has
 * none; spoilers-reads.int.test.ts reveals one).
 */
function exempt(op: Operation, status: string): boolean {
  if (status === '500' || status === '503') return true;
  if (status === '200' && routeOf(op).name === 'revealPost') return true;
  if (status === '409' && RACE_ONLY_CONFLICTS.includes(routeOf(op).name)) return true;
  if (status === '429') return !limited(op);
  return status === '403' && routeOf(op).access === 'public';
}

/** Bodies that a strict schema must refuse: each one is invalid by construction. */
function refusedBodies(op: Operation): unknown[] {
  const schema = op.requestBody?.content['application/json'].schema as Schema | undefined;
  const props = Object.keys(schema?.properties ?? {});
  const bodies: unknown[] = [[], null, 42, 'text', { unexpected: true }];
  for (const p of props) {
    const type = schema?.properties?.[p]?.type;
    const booleanField = type === 'boolean' || (Array.isArray(type) && type.includes('boolean'));
    // `true` is no bad value for a boolean field (show-night alerts' switches).
    for (const bad of [12345, booleanField ? 'yes' : true, { nested: 1 }, [1, 2]]) bodies.push({ [p]: bad });
    bodies.push({ [p]: HUGE });
    bodies.push({ [p]: 'ok', __proto__: { admin: true }, extra: 'field' });
  }
  return bodies;
}

/** A value `schema` accepts: the world's value of that name, else the simplest one. */
function sample(schema: Schema, name: string | undefined, values: Values, also: string[] = []): unknown {
  if (name !== undefined && name in values) return values[name];
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? {}, name, values, also);
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    const wanted = [...(schema.required ?? []), ...also.filter((p) => schema.properties?.[p])];
    return Object.fromEntries(wanted.map((p) => [p, sample(schema.properties?.[p] ?? {}, p, values)]));
  }
  if (type === 'integer' || type === 'number')
    return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (schema.pattern === '^[0-9A-HJKMNP-TV-Z]{26}$') return ulid();
  return 'f'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A valid request of `op` on `template` with the world's `values`: its path and body. */
function request(op: Operation, template: string, values: Values) {
  const params = op.parameters ?? [];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(sample(params.find((p) => p.name === name)?.schema ?? {}, name, values))),
  );
  const query = params
    .filter((p) => p.in === 'query' && (p.required || p.name in values))
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, p.name, values)))}`);
  const schema = op.requestBody?.content['application/json'].schema as Schema | undefined;
  return {
    path: query.length ? `${path}?${query.join('&')}` : path,
    body:
      typeof values[`body:${routeOf(op).name}`] === 'function'
        ? (values[`body:${routeOf(op).name}`] as () => unknown)()
        : schema
          ? sample(schema, undefined, values, ALSO[routeOf(op).name])
          : undefined,
  };
}

/** Whether a request of `op` names something of `values` (then a variant of the world changes it). */
const names = (op: Operation, values: Values) => {
  const schema = op.requestBody?.content['application/json'].schema as Schema | undefined;
  const fields = [
    ...(op.parameters ?? []).map((p) => p.name),
    ...(schema?.required ?? []),
    ...(schema?.anyOf?.[0]?.required ?? []),
    ...(ALSO[routeOf(op).name] ?? []),
  ];
  return fields.some((f) => f in values);
};

async function fanState(fan: Member) {
  const me = await api('/api/user', { token: fan.idToken });
  const posts = await api(`/api/posts/user/${fan.sub}`, { token: fan.idToken });
  const notes = await api('/api/notifications', { token: fan.idToken });
  const { unreadNotifications: _u, ...profile } = (me.json ?? {}) as Json;
  return { profile, posts: posts.json, notifications: (notes.json as unknown[] | null)?.length };
}

describe('the contract pass over the OpenAPI document', () => {
  it('answers only what the document lists, reaches every status it lists, never a 5xx, and refused requests change nothing', async () => {
    const [fan, other, admin, otherAdmin, banned] = await Promise.all([
      member('Fuzzy Fan'),
      member('Fuzz Other'),
      adminMember('Fuzz Admin'),
      adminMember('Fuzz Other Admin'),
      member('Fuzz Banned'),
    ]);
    await banFan(banned.sub);
    // Old enough to talk in show rooms (24 hours).
    await Promise.all([aged(fan, 48), aged(other, 48)]);
    const own = await newPost(fan, 'fuzz target #fuzz');
    const othersPost = await newPost(other, 'fuzz neighbour #fuzz');
    const comment = async (who: Member, postId: string) =>
      String(
        (await api('/api/comments', { token: who.idToken, method: 'POST', body: { postId, content: 'hi' } }))
          .json?.id,
      );
    const ownComment = await comment(fan, own.id);
    const othersComment = await comment(other, othersPost.id);
    await api('/api/follow', { token: other.idToken, method: 'POST', body: { followingId: fan.sub } });
    const reported = await api('/api/reports', {
      token: other.idToken,
      method: 'POST',
      body: { postId: own.id, reason: 'spam' },
    });
    expect(reported.status, reported.text).toBe(201);
    const doc = (await api('/api/openapi.json')).json as unknown as OpenApiDoc;
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    const contract = contractOf(doc);
    await streamDrained();
    const notes = await api('/api/notifications', { token: fan.idToken });
    const world = {
      own: {
        postId: own.id,
        commentId: ownComment,
        userId: other.sub,
        followingId: other.sub,
        reportId: String(reported.json?.id),
        id: String((notes.json as unknown as Json[])[0]?.id),
        tag: 'fuzz',
        handle: fan.handle,
        url: YOUTUBE,
        profileImageURL: await uploadImage(fan, 'profile'),
        status: 'reviewed',
        q: 'fuzz',
        password: fan.password,
        // An authenticator app's code, well-formed (the two-step routes check it with Cognito).
        code: '123456',
        wordId: String(
          (
            await api('/api/muted-words', {
              token: fan.idToken,
              method: 'POST',
              body: { word: 'nofuzzhere', duration: '7d', action: 'warn' },
            })
          ).json?.id,
        ),
      } as Values,
      foreign: {
        postId: othersPost.id,
        commentId: othersComment,
        userId: otherAdmin.sub,
        handle: other.handle,
      },
      missing: {
        postId: ulid(),
        commentId: ulid(),
        userId: randomUUID(),
        followingId: randomUUID(),
        reportId: ulid(),
        id: ulid(),
        password: 'not-the-password',
        wordId: 'NoSuchMutedWord0',
      } as Values,
    };
    const wrestler = await putFixtureEntity(getDb(), {
      kind: 'wrestler',
      slug: `fuzz-${ulid().toLowerCase()}`,
      name: 'Fuzz Wrestler',
      akas: [],
      promotionIds: [],
      status: 'active',
      hometown: null,
      debutYear: null,
    });
    Object.assign(world.own, { entityId: wrestler.id, slugOrId: wrestler.slug });
    Object.assign(world.missing, { entityId: ulid(), slugOrId: 'no-such-entity' });
    // The admin Catalogue: a live show with a match to change, one to delete and a title match to
    // decide, a scheduled show to mark live, a championship to crown; bodies the routes accept.
    const tag = ulid().toLowerCase();
    const put = (facts: Parameters<typeof putFixtureEntity>[1]) => putFixtureEntity(getDb(), facts);
    const promo = await put({ kind: 'promotion', slug: `fuzz-p-${tag}`, name: 'Fuzz Promotion' });
    const rival = await put({
      kind: 'wrestler',
      slug: `fuzz-r-${tag}`,
      name: 'Fuzz Rival',
      status: 'active',
    });
    const title = await put({
      kind: 'championship',
      slug: `fuzz-t-${tag}`,
      name: 'Fuzz Title',
      promotionId: promo.id,
    });
    const belt = await put({
      kind: 'championship',
      slug: `fuzz-b-${tag}`,
      name: 'Fuzz Belt',
      promotionId: promo.id,
    });
    const show = (status: string, slug: string) =>
      put({
        kind: 'show',
        slug,
        name: 'Fuzz Show',
        promotionId: promo.id,
        showKind: 'weekly',
        startsAt: new Date(Date.now() + 3600_000).toISOString(),
        endsAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
        timeZone: 'UTC',
        venue: null,
        city: null,
        hashtag: null,
        status,
      });
    const liveShow = await show('live', `fuzz-l-${tag}`);
    const laterShow = await show('scheduled', `fuzz-s-${tag}`);
    const sides = [[wrestler.id], [rival.id]];
    const match = await putFixtureMatch(getDb(), liveShow, { position: 1, sides });
    const doomed = await putFixtureMatch(getDb(), liveShow, { position: 2, sides });
    const titleMatch = await putFixtureMatch(getDb(), liveShow, {
      position: 3,
      sides,
      championshipId: title.id,
    });
    let results = 0;
    const wrestlerFacts = {
      kind: 'wrestler',
      slug: wrestler.slug,
      name: 'Fuzz Wrestler',
      akas: [],
      promotionIds: [],
      status: 'active',
      hometown: null,
      debutYear: null,
    };
    Object.assign(world.own, {
      showId: liveShow.id,
      matchId: match.id,
      from: new Date(Date.now() - 24 * 3600_000).toISOString(),
      to: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      // A new wrestler (201), then the same slug again (409).
      'body:createEntity': () => ({ ...wrestlerFacts, slug: `fuzz-made-${tag}`, name: 'Fuzz Made' }),
      // The facts as read (200), then the same stale updatedAt (409).
      'body:updateEntity': () => ({ updatedAt: wrestler.updatedAt, entity: wrestlerFacts }),
      // Position 4 is free once (201), then taken (400).
      'body:addMatch': () => ({ position: 4, sides, stipulation: null, championshipId: null }),
      'body:updateMatch': () => ({ position: 1, sides, stipulation: 'No DQ', championshipId: null }),
      'body:setShowStatus': () => ({ status: 'live' }),
      // A title changes hands (200); that result cannot be changed after (409).
      'body:setMatchResult': () => ({ winnerSide: results++ % 2, method: 'pinfall' }),
      'body:crownChampion': () => ({ holderIds: [rival.id], from: '2026-01-01' }),
      // Spoiler Guard: a watch status (the world's `status` is a report's).
      'body:setShowWatch': () => ({ status: 'later' }),
    });
    // Show rooms: the live show's room is open (it opens an hour before the start); a message of the
    // fan's and one of the other fan's, to report (the fan's own: 400) and to delete (admin).
    const roomSay = async (who: Member, text: string) => {
      const res = await api(`/api/shows/${liveShow.id}/room/messages`, {
        token: who.idToken,
        method: 'POST',
        body: { text },
      });
      expect(res.status, res.text).toBe(201);
      return String(res.json?.seq);
    };
    Object.assign(world.own, { messageId: await roomSay(fan, 'fuzz room hello') });
    Object.assign(world.foreign, { messageId: await roomSay(other, 'fuzz room neighbour') });
    Object.assign(world.missing, { showId: ulid(), matchId: ulid(), messageId: '999999', burstId: ulid() });
    /** Which of the world's things each catalogue route acts on (the path names them alike). */
    // Ratings (issue 39): a finished show with a finished match, rated by the fan (past the 7-day
    // wait); a held burst to decide (200, then 409).
    const finishedShow = await show('finished', `fuzz-f-${tag}`);
    const ratedMatch = await putFixtureMatch(getDb(), finishedShow, {
      position: 1,
      sides,
      status: 'finished',
      result: { winnerSide: 0, method: null, durationSeconds: null, titleChange: false },
    });
    await aged(fan, 8 * 24);
    const burstId = ulid();
    await addToBurst(
      getDb(),
      { id: burstId, target: 'match', targetId: ratedMatch.id, showId: finishedShow.id },
      { userId: other.sub, halves: 0, at: new Date().toISOString(), reasons: ['time', 'oneSided'] },
    );
    const rating = () => ({ rating: 7.5, watched: 'live', comment: 'A fuzzed match, rated with care' });
    // Rated already: a take-back sent before the rating still finds one (200).
    for (const path of [`/api/matches/${ratedMatch.id}/rating`, `/api/shows/${finishedShow.id}/rating`]) {
      const res = await api(path, { token: fan.idToken, method: 'PUT', body: rating() });
      expect(res.status, res.text).toBe(200);
    }
    Object.assign(world.own, { 'body:rateMatch': rating, 'body:rateShow': rating });
    // Picks (issue 39): a show an hour away with a match, its picks open (200); a show that does not
    // exist (404). Leaderboards: the promotion's board (200), a promotion that does not exist (404).
    const pickShow = await show('scheduled', `fuzz-k-${tag}`);
    const pickMatch = await putFixtureMatch(getDb(), pickShow, { position: 1, sides });
    Object.assign(world.own, {
      'body:setShowPicks': () => ({ picks: [{ matchId: pickMatch.id, side: 0 }] }),
      scope: 'promotion',
      promotion: promo.id,
    });
    Object.assign(world.missing, { promotion: ulid() });
    const catalogueTargets: Record<string, Values> = {
      deleteMatch: { matchId: doomed.id },
      setShowStatus: { showId: laterShow.id },
      setMatchResult: { matchId: titleMatch.id },
      crownChampion: { entityId: belt.id },
      rateMatch: { matchId: ratedMatch.id },
      deleteMatchRating: { matchId: ratedMatch.id },
      getMatchRatings: { matchId: ratedMatch.id },
      rateShow: { showId: finishedShow.id },
      deleteShowRating: { showId: finishedShow.id },
      getShowRatings: { showId: finishedShow.id },
      reviewRatingBurst: { burstId },
      setShowPicks: { showId: pickShow.id },
      getShowPicks: { showId: pickShow.id },
    };
    const before = await fanState(fan);

    const failures: string[] = [];
    const reached = new Map<string, Set<string>>();
    let requests = 0;
    const check = async (
      op: Operation,
      method: string,
      template: string,
      path: string,
      init: { body?: unknown; rawBody?: string; token?: string | null; headers?: Record<string, string> },
      mustRefuse = false,
    ) => {
      // By default as the fan, or as an admin on admin routes; `null`: no token.
      const caller = routeOf(op).access === 'admin' ? admin : fan;
      const token = init.token === undefined ? caller.idToken : (init.token ?? undefined);
      const res = await api(path, {
        method: method.toUpperCase(),
        body: init.body,
        rawBody: init.rawBody,
        token,
        headers: init.headers,
      });
      requests++;
      const label = `${method.toUpperCase()} ${path.slice(0, 120)} ${JSON.stringify(init.body ?? init.rawBody ?? '').slice(0, 80)} -> ${res.status}`;
      if (res.status >= 500) return failures.push(`5xx: ${label} ${res.text.slice(0, 300)}`);
      const headers = Object.fromEntries(res.headers.entries());
      const problems = contract.violations(method, template, { status: res.status, headers, body: res.text });
      if (problems.length) return failures.push(`${label}: ${problems.join('; ')}`);
      // Unfollowing someone you do not follow (unblocking, unmuting) is an idempotent no-op (200) by design.
      if (mustRefuse && res.status < 300 && method !== 'get' && !IDEMPOTENT_REMOVALS.includes(op.operationId))
        failures.push(`accepted: ${label}`);
      const seen = reached.get(op.operationId) ?? new Set<string>();
      reached.set(op.operationId, seen.add(String(res.status)));
    };
    const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ template, method, op })),
    );
    /** Sends a valid request of `op` with the world's values, `variant` over `own`. */
    const valid = (
      { op, method, template }: (typeof operations)[number],
      variant: Values,
      token?: string | null,
    ) => {
      const { path, body } = request(op, template, { ...world.own, ...variant });
      return check(op, method, template, path, { body, token });
    };

    // Refused by construction: bad bodies, ids and queries.
    // A lone surrogate cannot be percent-encoded: send the bytes a client would (invalid UTF-8).
    const encodeOrRaw = (text: string) => {
      try {
        return encodeURIComponent(text);
      } catch {
        return '%ED%A0%80';
      }
    };
    const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
    for (const { template, method, op } of operations) {
      const hasPath = (op.parameters ?? []).some((p) => p.in === 'path');
      const queries = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (op.requestBody) {
        const target = hasPath ? fill(template, own.id) : template;
        await check(op, method, template, target, { rawBody: '{not json' }, true);
        for (const body of refusedBodies(op)) await check(op, method, template, target, { body }, true);
      }
      if (hasPath)
        for (const id of BAD_IDS)
          await check(op, method, template, fill(template, id), op.requestBody ? { body: {} } : {}, true);
      for (const q of queries)
        for (const value of BAD_QUERY_VALUES)
          await check(
            op,
            method,
            template,
            `${hasPath ? fill(template, own.id) : template}?${q}=${encodeURIComponent(value)}`,
            {},
          );
    }
    await streamDrained();
    expect(await fanState(fan)).toEqual(before);

    // Unicode edge cases in otherwise valid writes: accepted or refused, never a 5xx.
    const op = (method: string, template: string) => ({
      method,
      template,
      op: contract.operation(method, template) as Operation,
    });
    const writes = [
      op('post', '/api/posts'),
      op('post', '/api/comments'),
      op('put', '/api/profile'),
    ] as const;
    const search = op('get', '/api/users/search');
    for (const text of WEIRD) {
      for (const [w, body] of [
        [writes[0], { content: text }],
        [writes[1], { postId: own.id, content: text }],
        [writes[2], { bio: text }],
      ] as const)
        await check(w.op, w.method, w.template, w.template, { body });
      await check(search.op, 'get', search.template, `/api/users/search?q=${encodeOrRaw(text)}`, {});
    }

    // Valid requests: the fan's own things, others' things, things that do not exist.
    const routine = operations.filter((o) => !DESTRUCTIVE.includes(routeOf(o.op).name));
    for (const o of routine) {
      for (let i = 0; i < 2; i++) await valid(o, catalogueTargets[routeOf(o.op).name] ?? {});
      if (names(o.op, world.foreign)) for (let i = 0; i < 2; i++) await valid(o, world.foreign);
      if (names(o.op, world.missing)) await valid(o, world.missing);
    }

    // Two-step verification, as Settings changes it: on with the password and the app's first code
    // (200; again 409, and setting up is 409 while on), off with a current code (200; again 409).
    const named = (name: RouteName) => operations.find((o) => routeOf(o.op).name === name);
    const [setUpOp, onOp, offOp] = (['setUpTwoStep', 'turnOnTwoStep', 'turnOffTwoStep'] as const).map((n) => {
      const o = named(n);
      if (!o) throw new Error(`${n} is not in the document`);
      return o;
    }) as [(typeof operations)[number], (typeof operations)[number], (typeof operations)[number]];
    const twoStepCall = (o: (typeof operations)[number], body: unknown) =>
      check(o.op, o.method, o.template, o.template, { body });
    const setUp = await api(setUpOp.template, {
      token: fan.idToken,
      method: 'POST',
      body: { password: fan.password },
    });
    const secret = String(setUp.json?.secret);
    for (let i = 0; i < 2; i++) await twoStepCall(onOp, { password: fan.password, code: totpCode(secret) });
    await twoStepCall(setUpOp, { password: fan.password });
    const current = totpCode(secret, Date.now() + 30_000);
    for (let i = 0; i < 2; i++) await twoStepCall(offOp, { password: fan.password, code: current });

    // Past the fan's limit (the limiter runs after validation, before the domain: nothing happens).
    const db = getDb();
    for (const o of operations.filter((x) => limited(x.op))) {
      const { name } = routeOf(o.op);
      const rate = RATE_LIMITS[name as keyof typeof RATE_LIMITS];
      if (rate.windowSeconds - (Math.floor(Date.now() / 1000) % rate.windowSeconds) < 5)
        await new Promise((r) => setTimeout(r, 6_000));
      const now = Math.floor(Date.now() / 1000);
      // The counter of whoever calls it (an admin on the admin routes).
      const caller = routeOf(o.op).access === 'admin' ? admin : fan;
      const key = rateKey(name, caller.sub, now - (now % rate.windowSeconds));
      await db.doc.send(
        new PutCommand({ TableName: db.table, Item: { ...key, calls: rate.limit, expiresAt: now + 7200 } }),
      );
      await valid(o, world.missing);
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: key }));
    }

    // Creates with an Idempotency-Key: the first answer and its replay, a malformed key, the same key
    // with another body (the raw text differs), and a key whose first request is still running.
    const keyed = (x: Operation) =>
      (x.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    for (const o of operations.filter((x) => keyed(x.op))) {
      const { path, body } = request(o.op, o.template, world.own);
      const rawBody = JSON.stringify(body);
      const send = (key: string, raw = rawBody) =>
        check(o.op, o.method, o.template, path, { rawBody: raw, headers: { 'idempotency-key': key } });
      const key = randomUUID();
      for (let i = 0; i < 2; i++) await send(key);
      await send(key, `${rawBody} `);
      await send('short');
      const running = randomUUID();
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...onceKey({ route: routeOf(o.op).name, userId: fan.sub, key: running }),
            fingerprint: createHash('sha256').update(rawBody).digest('base64url'),
            claimedBy: 'another request',
            pendingUntil: Date.now() + 60_000,
            seedId: ulid(),
            seedAt: Date.now(),
            expiresAt: Math.floor(Date.now() / 1000) + 3600,
          },
        }),
      );
      await send(running);
    }

    // Who may call: no token, a banned fan, a member on an admin route; a body over the limit.
    for (const o of operations) {
      const { access } = routeOf(o.op);
      if (access !== 'public') {
        await valid(o, world.missing, null);
        await valid(o, world.missing, banned.idToken);
      }
      if (access === 'admin') await valid(o, world.missing, fan.idToken);
      if (o.op.requestBody) {
        const rawBody = JSON.stringify({ pad: 'x'.repeat(HTTP_BODY_MAX_BYTES) });
        await check(o.op, o.method, o.template, request(o.op, o.template, world.missing).path, { rawBody });
      }
    }

    // Last, the calls that delete or ban: missing and foreign targets, then fresh ones of the fan's.
    const destructive = DESTRUCTIVE.flatMap((name) => operations.filter((o) => routeOf(o.op).name === name));
    for (const o of destructive) {
      await valid(o, world.missing);
      if (names(o.op, world.foreign)) await valid(o, world.foreign);
      const post = await newPost(fan, 'fresh fuzz target');
      const fresh = { postId: post.id, commentId: await comment(fan, post.id) };
      for (let i = 0; i < 2; i++) await valid(o, fresh);
    }

    for (const { op: o } of operations) {
      const seen = reached.get(o.operationId) ?? new Set<string>();
      const unreached = Object.keys(o.responses).filter((s) => !seen.has(s) && !exempt(o, s));
      if (unreached.length) failures.push(`${o.operationId}: never answered ${unreached.join(', ')}`);
    }
    console.info(
      `contract pass: ${requests} requests over ${operations.length} operations, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(600);
  }, 600_000);
});
