/**
 * The OpenAPI 3.1 document of the HTTP API, built from the route manifest (paths, methods, access),
 * the zod schemas every handler validates with (`route()` keeps them on the handler), the success
 * shapes of shared/manifest/api-responses.ts and the per-fan rate limits. `npm run openapi` writes
 * it to docs/openapi.json; a unit test fails when the committed file drifts from this.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { RATE_LIMITS } from '../shared/constants';
import { ROUTE_RESPONSES } from '../shared/manifest/api-responses';
import { type HttpRoute, httpBindings, type RouteName } from '../shared/manifest/http-routes';
import { messageSchema } from '../shared/schemas/common';

const REPO = path.resolve(import.meta.dirname, '..');

interface HandlerSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
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
  const mod = (await import(/* @vite-ignore */ file)) as { handler: { schemas?: HandlerSchemas } };
  return mod.handler.schemas ?? {};
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

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export async function buildOpenApi(): Promise<Json> {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { route, path: address } of httpBindings()) {
    const schemas = await handlerSchemas(route);
    const success = ROUTE_RESPONSES[route.name as RouteName];
    const limited = (RATE_LIMITS as Partial<Record<string, { limit: number; windowSeconds: number }>>)[
      route.name
    ];
    const responses: Record<string, Json> = {
      [String(success?.status ?? 200)]: {
        description: 'Success',
        content: {
          'application/json': { schema: success ? jsonSchema(success.schema, 'output') : { type: 'object' } },
        },
      },
    };
    if (schemas.body || schemas.query || schemas.params)
      responses['400'] = error('Invalid input (the message says what)');
    if (route.access !== 'public') {
      responses['401'] = error('No valid token, or the account was deleted');
      responses['403'] = error(route.access === 'admin' ? 'Not an admin, or banned' : 'Banned');
    }
    if (schemas.params) responses['404'] = error('Not found');
    if (schemas.body) responses['413'] = error('Body over 16 KB');
    if (limited)
      responses['429'] = {
        ...error(`More than ${limited.limit} calls per ${limited.windowSeconds} s by this fan`),
        headers: {
          'Retry-After': { schema: { type: 'integer' }, description: 'Seconds until the window ends' },
        },
      };
    const operation: Json = {
      operationId: address === route.path ? route.name : `${route.name}Alias`,
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(route.access === 'admin' ? { description: 'Admins only (the admins group in the token).' } : {}),
      parameters: [...parameters(schemas.params, 'path'), ...parameters(schemas.query, 'query')],
      ...(schemas.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
    paths[address] ??= {};
    (paths[address] as Record<string, Json>)[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ringside API',
      version: '1',
      description: 'Generated from the route manifest and the zod schemas (npm run openapi).',
    },
    servers: [{ url: '/' }],
    security: [{ cognito: [] }],
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'Cognito ID token (JWT)' },
      },
      schemas: { Error: jsonSchema(messageSchema, 'output') },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
