/**
 * The generic steps of the HTTP handler chain, with no product knowledge: JSON answers, the one table
 * that turns a domain error into a status, the origin check (only CloudFront may call), the JSON
 * body and validation with the route's zod schemas. functions/http/wiring.ts puts them together with
 * the steps that need the domain (the caller's profile, rate limits) into `route()`.
 * Domain errors become a 4xx (a 503 when the table or the time ran out) with `{ message }` through one
 * table; only unexpected failures become a 500.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { HTTP_BODY_MAX_BYTES, NEXT_CURSOR_HEADER } from '../../shared/constants';
import { ORIGIN_VERIFY_HEADER } from '../../shared/manifest/runtime';
import { API_ERRORS } from '../../shared/messages';
import { DomainError, type DomainErrorKind, forbidden, invalid, tooLarge } from './errors';
import { loadOriginSecrets } from './lazy';
import { logger } from './observability';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface Parsed {
  body: unknown;
  query: unknown;
  params: unknown;
}

/** What the chain's steps attach to the event for the domain call. */
export type ChainEvent = HttpEvent & { parsed?: Parsed; rawJson?: unknown };

declare const answerBody: unique symbol;
/**
 * An answer whose JSON body is a `T` (a type-only mark: nothing of it exists at run time). `route()`
 * takes only a domain call whose answers carry the body type its route documents
 * (shared/manifest/api-responses.ts).
 */
export type Answer<T> = HttpResult & { readonly [answerBody]?: T };

export const json = <T>(statusCode: number, body: T, headers: Record<string, string> = {}): Answer<T> => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** A page of posts: the posts as the body (a plain array, as the spec's client expects), the next cursor as a header. */
export const postPage = <T>(page: { posts: T[]; nextCursor: string | undefined }): Answer<T[]> =>
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
  mismatch: 422,
  rateLimited: 429,
  unavailable: 503,
};

export function errorMapping(): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'errorMapping',
    onError: (request) => {
      const err = request.error;
      const known = err instanceof DomainError;
      const status = known ? STATUS_OF[err.kind] : 500;
      // Every 5xx is logged: a bug as an error; the table too slow (503) as a warning, with its cause.
      if (status > 499)
        logger[known ? 'warn' : 'error'](known ? 'Unavailable' : 'Unhandled error', {
          error: (known && err.cause) || err,
          path: request.event.rawPath,
        });
      request.response = known
        ? json(
            status,
            { message: err.message },
            err.retryAfterSeconds ? { 'retry-after': String(err.retryAfterSeconds) } : undefined,
          )
        : json(500, { message: API_ERRORS.internal });
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
 * The values accepted after one read of the origin-verify secret's stages, the current one first,
 * given those accepted so far (lib/lazy/origin-secrets.mts: at most one read a minute per container).
 */
export type OriginSecretRefresh = (accepted: readonly string[]) => Promise<readonly string[]>;

/**
 * Reads the secret of ORIGIN_VERIFY_SECRET_ARN from Secrets Manager, loading its client on first use;
 * without the variable (unit tests) nothing is read.
 */
const refreshFromSecretsManager: OriginSecretRefresh = async (accepted) => {
  const secretArn = process.env.ORIGIN_VERIFY_SECRET_ARN;
  if (!secretArn) return accepted;
  return (await loadOriginSecrets()).refreshOriginSecrets(secretArn, accepted, (error) =>
    logger.warn('Origin-verify secret not read', { error }),
  );
};

/**
 * Refuses (403) a request without CloudFront's origin-verify header when the function has a secret
 * (ORIGIN_VERIFY_SECRET, read once at cold start): in AWS the API answers only through CloudFront,
 * so nobody skips its WAF or headers by calling execute-api directly. Without a secret (the local
 * cloud, unit tests) the check is off. Also puts the API request id and the fan's address
 * (CloudFront-Viewer-Address) on every log line, to join them with the API's access log.
 *
 * The secret rotates (docs/safety.md): a header other than the current value (at first the deployed
 * one) makes the function read the secret's current, pending and previous values (`refresh`, at most
 * once a minute), which then replace what it accepts: the rotated values pass, and a value the
 * secret no longer holds (the deployed one, two rotations later) stops passing. The current value
 * costs nothing; a rotation costs a read a minute per container while it runs.
 */
export function originCheck(
  secret: string | undefined = process.env.ORIGIN_VERIFY_SECRET,
  refresh: OriginSecretRefresh = refreshFromSecretsManager,
): MiddlewareObj<ChainEvent, HttpResult> {
  let accepted: readonly string[] = secret ? [secret] : [];
  const passes = (given: string | undefined) => accepted.some((value) => sameSecret(given, value));
  return {
    name: 'originCheck',
    before: async (request) => {
      const headers = request.event.headers ?? {};
      logger.appendKeys({
        apiRequestId: request.event.requestContext?.requestId,
        clientAddress: headers['cloudfront-viewer-address'],
      });
      const given = headers[ORIGIN_VERIFY_HEADER];
      if (!secret || sameSecret(given, accepted[0] ?? secret)) return;
      accepted = await refresh(accepted);
      if (!passes(given)) {
        logger.warn('Request without the origin-verify header refused', { path: request.event.rawPath });
        throw forbidden(API_ERRORS.notThroughSite);
      }
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
      if (!body) return;
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
