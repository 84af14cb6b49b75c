/**
 * The shared HTTP handler chain. Every route is a short middy chain:
 *   observability (request id, the fan's address and caller id on every log line, metrics flushed,
 *   an X-Ray segment) -> error mapping (so it sees every failure) -> origin check (only CloudFront
 *   may call) -> caller context -> JSON body -> validation -> the domain call -> JSON response.
 * The route's access level comes from its manifest entry (shared/manifest/http-route-entries.ts),
 * the same entry API Gateway's authorizer is built from, so the two cannot disagree. Domain errors become a
 * 4xx with `{ message }` through one table; only unexpected failures become a 500.
 */
import { timingSafeEqual } from 'node:crypto';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { HTTP_BODY_MAX_BYTES, NEXT_CURSOR_HEADER, RATE_LIMITS } from '../../shared/constants';
import type { Access } from '../../shared/manifest/access';
import type { RouteName, RouteOf } from '../../shared/manifest/http-routes';
import { ORIGIN_VERIFY_HEADER } from '../../shared/manifest/runtime';
import { API_ERRORS, SAFETY_TEXTS } from '../../shared/messages';
import { getDb } from '../data/client';
import { type RateWindow, takeRate } from '../data/rate';
import type { UserItem } from '../data/user';
import { loadCaller } from '../domain/users';
import { type Claims, type Identity, identityFromClaims } from './claims';
import {
  DomainError,
  type DomainErrorKind,
  forbidden,
  invalid,
  rateLimited,
  tooLarge,
  unauthenticated,
} from './errors';
import { logCaller, logger, observe } from './observability';
import { traced } from './tracing';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface Caller {
  identity: Identity;
  user: UserItem;
}

interface Parsed {
  body: unknown;
  query: unknown;
  params: unknown;
}

/** What the chain attaches to the event for the domain call. */
type ChainEvent = HttpEvent & { caller?: Caller; parsed?: Parsed; rawJson?: unknown };

export const json = (
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** A page of posts: the posts as the body (a plain array, as the spec's client expects), the next cursor as a header. */
export const postPage = (page: { posts: unknown[]; nextCursor: string | undefined }): HttpResult =>
  json(200, page.posts, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});

/** The one place a domain error kind becomes an HTTP status. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notYours: 403,
  notFound: 404,
  gone: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
};

export function errorMapping(): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'errorMapping',
    onError: (request) => {
      const err = request.error;
      if (err instanceof DomainError) {
        const retry = err.retryAfterSeconds ? { 'retry-after': String(err.retryAfterSeconds) } : undefined;
        request.response = json(STATUS_OF[err.kind], { message: err.message }, retry);
        return;
      }
      logger.error('Unhandled error', { error: err, path: request.event.rawPath });
      request.response = json(500, { message: API_ERRORS.internal });
    },
  };
}

/** Constant-time comparison of a header value with the expected secret. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '', 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses (403) a request without CloudFront's origin-verify header when the function has a secret
 * (ORIGIN_VERIFY_SECRET, read once at cold start): in AWS the API answers only through CloudFront,
 * so nobody skips its WAF or headers by calling execute-api directly. Without a secret (the local
 * cloud, unit tests) the check is off. Also puts the API request id and the fan's address
 * (CloudFront-Viewer-Address) on every log line, to join them with the API's access log.
 */
export function originCheck(
  secret: string | undefined = process.env.ORIGIN_VERIFY_SECRET,
): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'originCheck',
    before: (request) => {
      const headers = request.event.headers ?? {};
      logger.appendKeys({
        apiRequestId: request.event.requestContext?.requestId,
        clientAddress: headers['cloudfront-viewer-address'],
      });
      if (secret && !sameSecret(headers[ORIGIN_VERIFY_HEADER], secret)) {
        logger.warn('Request without the origin-verify header refused', { path: request.event.rawPath });
        throw forbidden(API_ERRORS.notThroughSite);
      }
    },
  };
}

/** Loads (or on the first call creates) the caller's profile; refuses missing tokens, bans and non-admins. */
export function callerContext(access: Access): MiddlewareObj<ChainEvent, HttpResult> {
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

/** The body's size in bytes, without decoding it. */
const bodyBytes = (body: string, base64: boolean) =>
  base64 ? Math.floor((body.length * 3) / 4) : Buffer.byteLength(body, 'utf8');

/** Parses a JSON body; a body over HTTP_BODY_MAX_BYTES is refused (413) before it is parsed. */
export function jsonBody(): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'jsonBody',
    before: (request) => {
      const { body, isBase64Encoded } = request.event;
      if (body === undefined || body === null || body === '') return;
      if (bodyBytes(body, isBase64Encoded) > HTTP_BODY_MAX_BYTES) throw tooLarge(API_ERRORS.bodyTooLarge);
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      try {
        request.event.rawJson = JSON.parse(text);
      } catch {
        throw invalid(API_ERRORS.invalidJson);
      }
    },
  };
}

export interface Schemas<B, Q, P> {
  body?: z.ZodMiniType<B>;
  query?: z.ZodMiniType<Q>;
  params?: z.ZodMiniType<P>;
}

function check<T>(schema: z.ZodMiniType<T> | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? API_ERRORS.invalidRequest);
  return result.data;
}

export function validation<B, Q, P>(schemas: Schemas<B, Q, P>): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'validation',
    before: (request) => {
      const e = request.event;
      request.event.parsed = {
        // No body is an empty object; a JSON `null` (or any non-object) is for the schema to refuse.
        body: check(schemas.body, e.rawJson === undefined ? {} : e.rawJson),
        query: check(schemas.query, e.queryStringParameters ?? {}),
        params: check(schemas.params, e.pathParameters ?? {}),
      };
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
/**
 * Counts the call against the fan's limit for the route (after validation: a refused request
 * costs nothing); past it, 429 with Retry-After and a message.
 */
export function rateLimit(
  action: string,
  rate: RateWindow | undefined,
): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'rateLimit',
    before: async (request) => {
      const userId = request.event.caller?.user.id;
      if (!rate || !userId) return;
      const result = await takeRate(getDb(), action, userId, rate, new Date());
      if (!result.allowed)
        throw rateLimited(
          SAFETY_TEXTS.rateLimited(Math.ceil(result.retryAfterSeconds / 60)),
          result.retryAfterSeconds,
        );
    },
  };
}

export function chain<A extends Access, B = unknown, Q = unknown, P = unknown>(
  access: A,
  schemas: Schemas<B, Q, P>,
  fn: RouteFn<B, Q, P, A>,
  limit?: { action: string; rate: RateWindow },
) {
  return middy<ChainEvent, HttpResult>()
    .use(observe())
    .use(traced())
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
 * entry only): its access level is the entry's. The handler carries the route name, so a test can check every handler file serves the
 * route it is bound to.
 */
export function route<R extends RouteOf<RouteName>, B = unknown, Q = unknown, P = unknown>(
  entry: R,
  schemas: Schemas<B, Q, P>,
  fn: RouteFn<B, Q, P, R['access']>,
) {
  const { name, access } = entry;
  const rate = (RATE_LIMITS as Partial<Record<RouteName, RateWindow>>)[name];
  return Object.assign(chain(access, schemas, fn, rate ? { action: name, rate } : undefined), {
    routeName: name,
    access,
    rateLimit: rate,
    /** What the route validates (the OpenAPI document is generated from these: scripts/openapi.ts). */
    schemas: schemas as Schemas<unknown, unknown, unknown>,
  });
}
