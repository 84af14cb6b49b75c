/**
 * The OpenAPI 3.1 document of the HTTP API, built from the route manifest (paths, methods, access),
 * the zod schemas every handler validates with (`route()` keeps them on the handler), what each
 * route answers (shared/manifest/api-responses.ts: summary, success bodies, its domain's refusals)
 * and the per-fan rate limits. Every status a route can answer is listed with its body: the ones
 * that follow from a rule are derived here (see STATUS RULES below), the domain's refusals come from
 * the route's answers entry. `npm run openapi` writes it to docs/openapi.json; a unit test fails when
 * the committed file drifts from this or when Redocly's recommended rules find a problem, and the
 * local cloud checks every answer against it (scripts/local/contract.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { HTTP_BODY_MAX_BYTES, NEXT_CURSOR_HEADER, RATE_LIMITS } from '../shared/constants';
import { type RefusalStatus, ROUTE_ANSWERS, type RouteAnswers } from '../shared/manifest/api-responses';
import { type HttpRoute, httpBindings, type RouteName } from '../shared/manifest/http-routes';
import { messageSchema } from '../shared/schemas/common';

const REPO = path.resolve(import.meta.dirname, '..');

interface HandlerSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** A create that takes an Idempotency-Key (functions/http/wiring.ts `idempotencyKey`). */
  idempotent?: boolean;
}

type Json = Record<string, unknown>;

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): Json => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
};

/** The handler's schemas, read from the module the manifest binds the route to. */
export async function handlerSchemas(route: HttpRoute): Promise<HandlerSchemas> {
  process.env.TABLE_NAME ??= 'openapi';
  process.env.UPLOADS_BUCKET ??= 'openapi';
  const file = pathToFileURL(path.join(REPO, 'functions', `${route.handler}.ts`)).href;
  const mod = (await import(/* @vite-ignore */ file)) as {
    handler: { schemas?: HandlerSchemas; idempotent?: boolean };
  };
  return { ...mod.handler.schemas, idempotent: mod.handler.idempotent };
}

function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const s = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    schema: prop,
  }));
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const refusal = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_REF } },
});
const RETRY_AFTER = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

/** The header a create takes (docs/safety.md, "Creates happen once"). */
const IDEMPOTENCY_KEY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A new random value per action (16-64 letters, digits, - or _): a retry with the same key answers the first answer and writes nothing twice',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
};

/** "A; b" of the parts that apply, in order, as a sentence. */
const either = (...parts: (string | false | undefined)[]) => {
  const text = parts
    .filter((p): p is string => Boolean(p))
    .map((p) => p.charAt(0).toLowerCase() + p.slice(1))
    .join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * STATUS RULES: every status a route answers besides its answers entry's successes and refusals.
 * - 400: the route validates something (body, query or path) (functions/lib/http.ts `validation`).
 * - 401: member and admin routes (API Gateway's authorizer; a deleted account's token).
 * - 403: every route: the origin check refuses a call that skipped CloudFront (in AWS); member and
 *   admin routes refuse banned fans, admin routes non-admins (functions/http/wiring.ts).
 * - 413: the route takes a body (over HTTP_BODY_MAX_BYTES, before parsing).
 * - 409, 422: a create with an Idempotency-Key whose first request still runs (Retry-After), or sent
 *   with another body; a repeated create's success carries Idempotent-Replayed.
 * - 429: every route: API Gateway's stage throttle; a per-fan limit (RATE_LIMITS) with Retry-After.
 * - 500: an unexpected failure, 503: the call ran out of time, Retry-After says when to try again.
 */
function responses(route: HttpRoute, schemas: HandlerSchemas, answers: RouteAnswers): Record<string, Json> {
  const out: Record<string, Json> = {};
  const ask = answers.refusals ?? {};
  const said = (status: RefusalStatus) => ask[status];
  for (const [status, success] of Object.entries(answers.success)) {
    out[status] =
      'location' in success
        ? {
            description: success.description,
            headers: { Location: { required: true, description: 'Where to go', schema: { type: 'string' } } },
          }
        : {
            description: success.description,
            ...(answers.paged
              ? { headers: { [NEXT_CURSOR_HEADER]: { $ref: '#/components/headers/NextCursor' } } }
              : schemas.idempotent
                ? { headers: { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } } }
                : {}),
            content: { 'application/json': { schema: jsonSchema(success.schema, 'output') } },
          };
  }
  const validates = Boolean(schemas.body || schemas.query || schemas.params);
  const keyed = schemas.idempotent;
  if (validates || said(400) || keyed)
    out['400'] = refusal(
      either('Invalid input (the message says what)', keyed && 'a malformed Idempotency-Key', said(400)),
    );
  const member = route.access !== 'public';
  if (member) out['401'] = refusal('No valid token, or the account was deleted');
  out['403'] = refusal(
    either(
      member && 'banned',
      route.access === 'admin' && 'not an admin',
      said(403),
      'not sent through the site (the origin check)',
    ),
  );
  if (said(404)) out['404'] = refusal(either(said(404)));
  if (said(409) || keyed)
    out['409'] = refusal(
      either(said(409), keyed && 'the first request with this Idempotency-Key is still running'),
      keyed ? RETRY_AFTER : undefined,
    );
  if (keyed) out['422'] = refusal('This Idempotency-Key was sent before with another body');
  if (schemas.body) out['413'] = refusal(`Body over ${HTTP_BODY_MAX_BYTES / 1024} KB`);
  const limit = (RATE_LIMITS as Partial<Record<string, { limit: number; windowSeconds: number }>>)[
    route.name
  ];
  const fanLimit =
    limit && `More than ${limit.limit} calls per ${limit.windowSeconds / 60} minutes by this fan`;
  out['429'] = refusal(
    either(fanLimit, said(429), 'too many calls to the API as a whole (its throttle sends no Retry-After)'),
    fanLimit || said(429) ? RETRY_AFTER : undefined,
  );
  out['500'] = refusal('Unexpected failure');
  out['503'] = refusal('The call ran out of time: try again after Retry-After seconds', RETRY_AFTER);
  return out;
}

export async function buildOpenApi(): Promise<Json> {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { route, path: address } of httpBindings()) {
    const schemas = await handlerSchemas(route);
    const answers: RouteAnswers = ROUTE_ANSWERS[route.name as RouteName];
    const operation: Json = {
      operationId: address === route.path ? route.name : `${route.name}Alias`,
      summary: answers.summary,
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(route.access === 'admin' ? { description: 'Admins only (the admins group in the token).' } : {}),
      parameters: [
        ...parameters(schemas.params, 'path'),
        ...parameters(schemas.query, 'query'),
        ...(schemas.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
      ],
      ...(schemas.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } },
            },
          }
        : {}),
      responses: responses(route, schemas, answers),
    };
    paths[address] ??= {};
    (paths[address] as Record<string, Json>)[route.method.toLowerCase()] = operation;
  }
  const sorted = <T>(o: Record<string, T>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ringside API',
      version: '1',
      description:
        'Generated from the route manifest and the zod schemas (npm run openapi). Every refusal is `{ "message": string }`.',
      // A private project: no open licence. SPDX has no id for "proprietary"; LicenseRef- names our own.
      license: { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    security: [{ cognito: [] }],
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'Cognito ID token (JWT)' },
      },
      schemas: { Error: jsonSchema(messageSchema, 'output') },
      headers: {
        RetryAfter: {
          description: 'Seconds until the call may be tried again',
          schema: { type: 'integer', minimum: 0 },
        },
        IdempotentReplayed: {
          description: 'true: the answer of the first request with this Idempotency-Key, repeated',
          schema: { type: 'string', enum: ['true'] },
        },
        NextCursor: {
          description:
            "The next page's cursor (the `before` or `cursor` of the next call); absent on the last page",
          schema: { type: 'string' },
        },
      },
    },
    paths: Object.fromEntries(Object.entries(sorted(paths)).map(([p, ops]) => [p, sorted(ops)])),
  };
}
