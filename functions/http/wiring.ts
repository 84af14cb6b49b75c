/**
 * What a route's function is made of (as streams/wiring.ts is for a lane's): a short middy chain
 *   observability (request id, the fan's address and caller id on every log line, metrics flushed,
 *   an X-Ray segment) -> error mapping (so it sees every failure) -> origin check (only CloudFront
 *   may call) -> caller context -> JSON body -> validation -> rate limit -> the domain call.
 * The generic steps are lib/http.ts's; the two that need the domain are here: the caller's profile
 * (domain/users.ts `loadCaller`) and the fan's rate limit (domain/rate-limits.ts). The route's access
 * level comes from its manifest entry (shared/manifest/http-route-entries.ts), the same entry API
 * Gateway's authorizer is built from, so the two cannot disagree.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { Access } from '../../shared/manifest/access';
import type { HttpRoute, RouteName, RouteOf } from '../../shared/manifest/http-routes';
import { API_ERRORS } from '../../shared/messages';
import { getDb } from '../data/client';
import type { UserItem } from '../data/user';
import { type RateWindow, spendRate } from '../domain/rate-limits';
import { loadCaller } from '../domain/users';
import { type Claims, type Identity, identityFromClaims } from '../lib/claims';
import { forbidden, unauthenticated } from '../lib/errors';
import {
  type ChainEvent,
  errorMapping,
  type HttpEvent,
  type HttpResult,
  jsonBody,
  originCheck,
  type Parsed,
  type Schemas,
  validation,
} from '../lib/http';
import { logCaller, observe } from '../lib/observability';
import { traced } from '../lib/tracing';

export interface Caller {
  identity: Identity;
  user: UserItem;
}

/** The event with the caller the chain attached. */
type RouteEvent = ChainEvent & { caller?: Caller };

/** Loads (or on the first call creates) the caller's profile; refuses missing tokens, bans and non-admins. */
export function callerContext(access: Access): MiddlewareObj<RouteEvent, HttpResult> {
  return {
    name: 'callerContext',
    before: async (request) => {
      if (access === 'public') return;
      const claims = request.event.requestContext.authorizer?.jwt?.claims as Claims | undefined;
      const identity = identityFromClaims(claims);
      if (!identity) throw unauthenticated(API_ERRORS.unauthorized);
      logCaller(identity.sub);
      const user = await loadCaller(getDb(), identity);
      if (user.banned) throw forbidden(API_ERRORS.banned);
      if (access === 'admin' && !identity.isAdmin) throw forbidden(API_ERRORS.adminOnly);
      request.event.caller = { identity, user };
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

export interface RouteRequest<B, Q, P, A extends Access> {
  body: B;
  query: Q;
  params: P;
  caller: A extends 'public' ? Caller | undefined : Caller;
  event: HttpEvent;
}

type RouteFn<B, Q, P, A extends Access> = (req: RouteRequest<B, Q, P, A>) => Promise<HttpResult>;

/** The middy chain around a domain call for a given access level. Routes use `route()`. */
export function chain<A extends Access, B = unknown, Q = unknown, P = unknown>(
  access: A,
  schemas: Schemas<B, Q, P>,
  fn: RouteFn<B, Q, P, A>,
  limit?: { action: string; rate: RateWindow },
) {
  return middy<RouteEvent, HttpResult>()
    .use(observe())
    .use(traced(() => getDb().doc))
    .use(errorMapping())
    .use(originCheck())
    .use(callerContext(access))
    .use(jsonBody())
    .use(validation(schemas))
    .use(rateLimit(limit?.action ?? '', limit?.rate))
    .handler(async (event) => {
      const parsed = event.parsed as Parsed;
      return fn({
        body: parsed.body as B,
        query: parsed.query as Q,
        params: parsed.params as P,
        caller: event.caller as RouteRequest<B, Q, P, A>['caller'],
        event,
      });
    });
}

/**
 * The handler of the manifest route `entry` (`routes.getUser`, from
 * shared/manifest/http-route-entries.ts: the entry itself, so the function's bundle carries that
 * entry only): its access level is the entry's. The handler carries the route name, so a test can
 * check every handler file serves the route it is bound to.
 */
export function route<R extends RouteOf<RouteName>, B = unknown, Q = unknown, P = unknown>(
  entry: R,
  schemas: Schemas<B, Q, P>,
  fn: RouteFn<B, Q, P, R['access']>,
) {
  // The entry's own limit (not the RATE_LIMITS table: the function's bundle carries this one only).
  const { name, access, rate } = entry as R & Pick<HttpRoute, 'rate'>;
  return Object.assign(chain(access, schemas, fn, rate ? { action: name, rate } : undefined), {
    routeName: name,
    access,
    rateLimit: rate,
    /** What the route validates (the OpenAPI document is generated from these: scripts/openapi.ts). */
    schemas: schemas as Schemas<unknown, unknown, unknown>,
  });
}
