/**
 * The shared HTTP handler chain. Every route is a short middy chain:
 *   error mapping (outermost, so it sees every failure) -> caller context -> JSON body -> validation
 *   -> the domain call -> JSON response.
 * Bad input is a 4xx with `{ message }`; only unexpected failures become a 500.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { Access } from '../../shared/manifest/access';
import { API_ERRORS } from '../../shared/messages';
import { getDb } from '../data/client';
import { createUser, getUserById, type UserItem } from '../data/user';
import { type Claims, type Identity, identityFromClaims } from './claims';
import { badRequest, forbidden, HttpError, unauthorized } from './errors';
import { logger } from './logger';

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

export function errorMapping(): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'errorMapping',
    onError: (request) => {
      const err = request.error;
      if (err instanceof HttpError) {
        request.response = json(err.statusCode, { message: err.message });
        return;
      }
      logger.error('Unhandled error', { error: err, path: request.event.rawPath });
      request.response = json(500, { message: API_ERRORS.internal });
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
      if (!identity) throw unauthorized(API_ERRORS.unauthorized);
      const db = getDb();
      const user =
        (await getUserById(db, identity.sub)) ??
        (await createUser(db, {
          id: identity.sub,
          email: identity.email,
          displayName: identity.displayName,
          isAdmin: identity.isAdmin,
        }));
      if (user.banned) throw forbidden(API_ERRORS.banned);
      if (access === 'admin' && !identity.isAdmin) throw forbidden(API_ERRORS.adminOnly);
      request.event.caller = { identity, user };
    },
  };
}

export function jsonBody(): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'jsonBody',
    before: (request) => {
      const { body, isBase64Encoded } = request.event;
      if (body === undefined || body === null || body === '') return;
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      try {
        request.event.rawJson = JSON.parse(text);
      } catch {
        throw badRequest(API_ERRORS.invalidJson);
      }
    },
  };
}

interface Schemas<B, Q, P> {
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
}

function check<T>(schema: z.ZodType<T> | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? API_ERRORS.invalidRequest);
  return result.data;
}

export function validation<B, Q, P>(schemas: Schemas<B, Q, P>): MiddlewareObj<ChainEvent, HttpResult> {
  return {
    name: 'validation',
    before: (request) => {
      const e = request.event;
      request.event.parsed = {
        body: check(schemas.body, e.rawJson ?? {}),
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

/** Builds a route handler: the middy chain around a domain call that returns an HTTP result. */
export function route<A extends Access, B = unknown, Q = unknown, P = unknown>(
  options: { access: A } & Schemas<B, Q, P>,
  fn: (req: RouteRequest<B, Q, P, A>) => Promise<HttpResult>,
) {
  return middy<ChainEvent, HttpResult>()
    .use(errorMapping())
    .use(callerContext(options.access))
    .use(jsonBody())
    .use(validation(options))
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
