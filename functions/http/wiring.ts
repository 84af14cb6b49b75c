/**
 * What a route's function is made of (as streams/wiring.ts is for a lane's): a short middy chain
 *   observability (request id, the fan's address and caller id on every log line, metrics flushed,
 *   an X-Ray segment) -> error mapping (so it sees every failure) -> origin check (only CloudFront
 *   may call) -> [caller context -> JSON body -> validation -> idempotency key (creates only) ->
 *   rate limit -> the domain call], the bracket watched by a deadline: a request still running a
 *   second before its function's timeout answers 503 with Retry-After (docs/safety.md, "Out of
 *   time: 503"), never the timeout's bare 500.
 * The generic steps are lib/http.ts's; those that need the domain are here: the caller's profile
 * (domain/users.ts `loadCaller`), or, for a route the manifest marks `viewer: true`, the profile and
 * the request's one Viewer in the same read (`loadCallerViewer`, domain/viewer.ts: blocks both ways,
 * mutes, muted words, the age band), handed to the domain call; the fan's rate limit (domain/rate-limits.ts) and a create's
 * Idempotency-Key (domain/idempotency.ts, only in the functions of the routes that pass
 * `idempotencyKey` to `route()`). The route's access level comes from its manifest entry
 * (shared/manifest/http-route-entries.ts), the same entry API Gateway's authorizer is built from, so
 * the two cannot disagree.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../../shared/constants';
import type { Access } from '../../shared/manifest/access';
import type { SuccessBody } from '../../shared/manifest/api-responses';
import type { HttpRoute, RouteName, RouteOf } from '../../shared/manifest/http-routes';
import { API_ERRORS, REPEAT_TEXTS } from '../../shared/messages';
import { idempotencyKeySchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import type { UserItem } from '../data/user';
import {
  beginOnce,
  finishOnce,
  type Once,
  releaseOnce,
  type Seed,
  type StoredAnswer,
} from '../domain/idempotency';
import { type RateWindow, spendRate } from '../domain/rate-limits';
import { loadCaller, loadCallerViewer } from '../domain/users';
import type { Viewer } from '../domain/viewer';
import { type Claims, type Identity, identityFromClaims } from '../lib/claims';
import { DomainError, forbidden, invalid, unauthenticated, unavailable } from '../lib/errors';
import {
  type Answer,
  type ChainEvent,
  errorMapping,
  type HttpEvent,
  type HttpResult,
  jsonBody,
  originCheck,
  type Parsed,
  type Schemas,
  STATUS_OF,
  validation,
} from '../lib/http';
import { logCaller, logger, observe } from '../lib/observability';
import { traced } from '../lib/tracing';

export interface Caller {
  identity: Identity;
  user: UserItem;
}

/** The event with what the chain attached: the caller, the viewer, a create's seed and the key's claim. */
type RouteEvent = ChainEvent & { caller?: Caller; viewer?: Viewer; seed?: Seed; once?: Once };
type Step = MiddlewareObj<RouteEvent, HttpResult>;

/**
 * Loads (or on the first call creates) the caller's profile, and with `viewer` the request's Viewer
 * in the same read; refuses missing tokens, bans and non-admins.
 */
export function callerContext(access: Access, viewer = false): MiddlewareObj<RouteEvent, HttpResult> {
  return {
    name: 'callerContext',
    before: async (request) => {
      if (access === 'public') return;
      const claims = request.event.requestContext.authorizer?.jwt?.claims as Claims | undefined;
      const identity = identityFromClaims(claims);
      if (!identity) throw unauthenticated(API_ERRORS.unauthorized);
      logCaller(identity.sub);
      const loaded = viewer
        ? await loadCallerViewer(getDb(), identity)
        : { user: await loadCaller(getDb(), identity), viewer: undefined };
      if (loaded.user.banned) throw forbidden(API_ERRORS.banned);
      if (access === 'admin' && !identity.isAdmin) throw forbidden(API_ERRORS.adminOnly);
      request.event.caller = { identity, user: loaded.user };
      request.event.viewer = loaded.viewer;
    },
  };
}

/**
 * Counts the call against the fan's limit for the route (after validation: a refused request
 * costs nothing); past it, 429 with Retry-After and a message.
 */
export function rateLimit(
  action: string,
  rate: RateWindow | undefined,
): MiddlewareObj<RouteEvent, HttpResult> {
  return {
    name: 'rateLimit',
    before: async (request) => {
      const userId = request.event.caller?.user.id;
      if (rate && userId) await spendRate(getDb(), action, userId, rate);
    },
  };
}

/**
 * A create's `Idempotency-Key` (docs/safety.md, "Creates happen once"; domain/idempotency.ts): a
 * key that is not 16-64 letters, digits, - or _ is refused (400); a key seen before answers what it
 * holds (the first answer, replayed with Idempotent-Replayed: true; 409 while the first request
 * still runs; 422 for another body); else the create runs with the claim's seed, and its answer is
 * kept (2xx) or the claim released (a refusal wrote nothing). A create that fails otherwise (503, a
 * bug) keeps its claim until its deadline: its write may still land, and a retry after that runs
 * it again with the same seed, so the post it makes is the same. Without a key the create runs as
 * before. Pass it to `route()` (creates only: the other functions do not carry it).
 */
export function idempotencyKey(route: string): Step {
  return {
    name: 'idempotencyKey',
    before: async (request) => {
      const e = request.event;
      const key = e.headers?.[IDEMPOTENCY_KEY_HEADER];
      if (key !== undefined && !idempotencyKeySchema.safeParse(key).success)
        throw invalid(REPEAT_TEXTS.badKey);
      const userId = (e.caller as Caller).user.id;
      const begun = await beginOnce(
        getDb(),
        key === undefined ? null : { route, userId, key },
        e.body ?? '',
        Date.now() + request.context.getRemainingTimeInMillis(),
      );
      if ('replay' in begun)
        return {
          ...begun.replay,
          headers: { ...begun.replay.headers, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
        };
      e.seed = begun.seed;
      e.once = begun.once;
    },
    after: async ({ event: { once }, response }) => {
      if (!once || !response) return;
      // The create happened: a failure to keep its answer costs a retry its replay, not the answer.
      await (Number(response.statusCode) < 300
        ? finishOnce(getDb(), once, response as StoredAnswer)
        : releaseOnce(getDb(), once)
      ).catch((error: unknown) => logger.warn('Idempotency key not updated', { error }));
    },
    onError: async ({ event: { once }, error }) => {
      if (once && error instanceof DomainError && STATUS_OF[error.kind] < 500)
        await releaseOnce(getDb(), once).catch(() => undefined);
    },
  };
}

export interface RouteRequest<B, Q, P, A extends Access, V = undefined> {
  body: B;
  query: Q;
  params: P;
  caller: A extends 'public' ? Caller | undefined : Caller;
  /** The request's one Viewer: on the routes the manifest marks `viewer: true` (domain/viewer.ts). */
  viewer: V;
  /** A create's id and time for what it makes (with `idempotencyKey`: the same on every retry). */
  seed?: Seed;
  event: HttpEvent;
}

/** A domain call's answer: `T` is the body type of its success (see `Answer`). */
type RouteFn<B, Q, P, A extends Access, T = unknown, V = undefined> = (
  req: RouteRequest<B, Q, P, A, V>,
) => Promise<Answer<T>>;

/** What a route's domain call gets as its viewer: a Viewer on the routes marked `viewer: true`. */
type ViewerOf<R> = R extends { viewer: true } ? Viewer : undefined;

/**
 * How long before its function's timeout a request still running answers 503: time for the answer,
 * its log line and metrics to go out.
 */
const ANSWER_MARGIN_MS = 1000;

const outOfTime = () => {
  throw unavailable(API_ERRORS.unavailable, UNAVAILABLE_RETRY_AFTER_SECONDS);
};

/**
 * The middy chain around a domain call for a given access level. Routes use `route()`. Only a route
 * that takes a body reads one (a body sent to any other route is ignored, as its query would be).
 */
export function chain<A extends Access, B = unknown, Q = unknown, P = unknown, T = unknown, V = undefined>(
  access: A,
  schemas: Schemas<B, Q, P>,
  fn: RouteFn<B, Q, P, A, T, V>,
  limit?: { action: string; rate: RateWindow },
  once?: Step,
  viewer = false,
) {
  // The steps that wait on the table, inside the outer chain's deadline (middy's timeout covers
  // only a chain's handler); the domain call goes on after a 503, so a late write keeps its answer.
  const steps = middy<RouteEvent, HttpResult>({ timeoutEarlyInMillis: 0 })
    .use(callerContext(access, viewer))
    .use(schemas.body ? [jsonBody()] : [])
    .use(validation(schemas));
  if (once) steps.use(once);
  steps.use(rateLimit(limit?.action ?? '', limit?.rate)).handler(async (event) => {
    const parsed = event.parsed as Parsed;
    return fn({
      body: parsed.body as B,
      query: parsed.query as Q,
      params: parsed.params as P,
      caller: event.caller as RouteRequest<B, Q, P, A>['caller'],
      viewer: event.viewer as V,
      seed: event.seed,
      event,
    });
  });
  return middy<RouteEvent, HttpResult>({
    timeoutEarlyInMillis: ANSWER_MARGIN_MS,
    timeoutEarlyResponse: outOfTime,
  })
    .use(observe())
    .use(traced(() => getDb().doc))
    .use(errorMapping())
    .use(originCheck())
    .handler(steps);
}

/**
 * The handler of the manifest route `entry` (`routes.getUser`, from
 * shared/manifest/http-route-entries.ts: the entry itself, so the function's bundle carries that
 * entry only): its access level is the entry's, and its domain call answers the body type the route
 * documents (shared/manifest/api-responses.ts: `json(200, x)` with an `x` of another type does not
 * compile). The handler carries the route name, so a test can check every handler file serves the
 * route it is bound to. A create passes `idempotencyKey` (docs/safety.md, "Creates happen once").
 */
export function route<R extends RouteOf<RouteName>, B = unknown, Q = unknown, P = unknown>(
  entry: R,
  schemas: Schemas<B, Q, P>,
  fn: RouteFn<B, Q, P, R['access'], SuccessBody<R['name']>, ViewerOf<R>>,
  once?: (route: string) => Step,
) {
  // The entry's own limit (not the RATE_LIMITS table: the function's bundle carries this one only).
  const { name, access, rate, viewer } = entry as R & Pick<HttpRoute, 'rate' | 'viewer'>;
  const limit = rate ? { action: name, rate } : undefined;
  return Object.assign(chain(access, schemas, fn, limit, once?.(name), viewer === true), {
    routeName: name,
    access,
    rateLimit: rate,
    /** Whether the chain loads the request's Viewer (the manifest's `viewer: true`). */
    viewer: viewer === true,
    /** Whether the route takes an Idempotency-Key (the OpenAPI document may say so). */
    idempotent: Boolean(once),
    /** What the route validates (the OpenAPI document is generated from these: scripts/openapi.ts). */
    schemas: schemas as Schemas<unknown, unknown, unknown>,
  });
}
