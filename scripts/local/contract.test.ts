import { describe, expect, it } from 'vitest';
import { contractOf, type OpenApiDoc } from './contract';

const ERROR = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const doc: OpenApiDoc = {
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: { message: { type: 'string' } },
        required: ['message'],
        additionalProperties: false,
      },
    },
    headers: { RetryAfter: { schema: { type: 'integer' } } },
  },
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'getThing',
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { id: { type: 'string' } },
                  required: ['id'],
                  additionalProperties: false,
                },
              },
            },
          },
          404: ERROR,
          429: { ...ERROR, headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } },
        },
      },
    },
    '/api/go': {
      get: {
        operationId: 'go',
        responses: { 302: { headers: { Location: { required: true, schema: { type: 'string' } } } } },
      },
    },
  },
};
const json = { 'content-type': 'application/json' };
const { violations } = contractOf(doc);
const thing = (status: number, body: unknown, headers: Record<string, string> = json) =>
  violations('GET', '/api/things/{id}', { status, headers, body: JSON.stringify(body) });

describe('the contract check', () => {
  it('lets through the answers the document lists', () => {
    expect(thing(200, { id: 'a' })).toEqual([]);
    expect(thing(404, { message: 'No such thing' })).toEqual([]);
    expect(thing(429, { message: 'Slow down' }, { ...json, 'Retry-After': '30' })).toEqual([]);
    expect(violations('GET', '/api/go', { status: 302, headers: { location: '/' }, body: '' })).toEqual([]);
  });

  it('refuses a status the operation does not list, and an operation the document does not have', () => {
    expect(thing(409, { message: 'Taken' })).toEqual([
      '409 is not a status the document lists for getThing (200, 404, 429)',
    ]);
    expect(violations('POST', '/api/things/{id}', { status: 200, headers: json, body: '{}' })).toEqual([
      'the document has no POST /api/things/{id}',
    ]);
  });

  it('refuses a body off its schema: a missing field, an extra one (a leak), not JSON, not said to be JSON', () => {
    expect(thing(200, {})[0]).toMatch(/body must have required property 'id'/);
    expect(thing(200, { id: 'a', email: 'x@example.test' })[0]).toMatch(
      /must NOT have additional properties/,
    );
    expect(thing(404, { error: 'x' })[0]).toMatch(/required property 'message'/);
    expect(violations('GET', '/api/things/{id}', { status: 200, headers: json, body: 'Found' })).toEqual([
      'a body that is not JSON: "Found"',
    ]);
    expect(thing(200, { id: 'a' }, { 'content-type': 'text/plain' })).toEqual([
      'content-type "text/plain", not application/json',
    ]);
  });

  it('refuses a body where none is listed, a required header missing, and API headers not listed', () => {
    expect(violations('GET', '/api/go', { status: 302, headers: { location: '/' }, body: '{}' })).toEqual([
      'a body where the document lists none',
    ]);
    expect(violations('GET', '/api/go', { status: 302, headers: {}, body: '' })).toEqual([
      'no location header',
    ]);
    expect(thing(200, { id: 'a' }, { ...json, 'x-next-cursor': 'b' })).toEqual([
      'a x-next-cursor header the document does not list',
    ]);
    expect(thing(429, { message: 'Slow down' }, { ...json, 'retry-after': 'soon' })).toEqual([
      'retry-after is not an integer: soon',
    ]);
  });
});
