/**
 * The API's contract, checked: whether an answer is one the OpenAPI document (scripts/openapi-doc.ts)
 * lists for its operation: the status, the body against that status's JSON Schema (or no body where
 * it lists none), the headers it requires, and no API header (Location, Retry-After, X-...) it does
 * not list. The local gateway checks every handler's answer with it (a violation becomes a 500
 * "Contract violation", so the first test that reaches it fails); the contract pass
 * (tests/integration/fuzz.int.test.ts) checks every answer it gets, as an outside client would.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

interface Header {
  required?: boolean;
  schema?: { type?: string };
  $ref?: string;
}
interface Response {
  headers?: Record<string, Header>;
  content?: Record<string, { schema: Json }>;
}
export interface Operation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Json }[];
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, Response>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; headers: Record<string, Header> };
}

/** What came back: the status, the headers (any case) and the body as text. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** Headers an answer may carry only where the document lists them. */
const API_HEADER = /^(location|retry-after|x-.*)$/i;

/** Replaces `#/components/...` references with what they name (the document has no recursion). */
function resolved<T>(doc: OpenApiDoc, value: T): T {
  if (Array.isArray(value)) return value.map((v) => resolved(doc, v)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
    if (target === undefined) throw new Error(`The document has no ${ref}`);
    return resolved(doc, target as T);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolved(doc, v)])) as T;
}

export function contractOf(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = new Map<object, ValidateFunction>();
  const validator = (schema: Json) => {
    let v = validators.get(schema);
    if (!v) {
      v = ajv.compile(resolved(doc, schema));
      validators.set(schema, v);
    }
    return v;
  };

  /** The operation of `method` on the path template `template` (as the manifest spells it). */
  const operation = (method: string, template: string): Operation | undefined =>
    doc.paths[template]?.[method.toLowerCase()];

  /** What is wrong with `answer` as an answer of the operation: nothing when the document lists it. */
  function violations(method: string, template: string, answer: ApiAnswer): string[] {
    const op = operation(method, template);
    if (!op) return [`the document has no ${method} ${template}`];
    const response = op.responses[String(answer.status)];
    if (!response)
      return [
        `${answer.status} is not a status the document lists for ${op.operationId} (${Object.keys(op.responses).join(', ')})`,
      ];
    const problems: string[] = [];
    const headers = new Map(
      Object.entries(answer.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k.toLowerCase(), v]])),
    );
    const listed = new Map(
      Object.entries(response.headers ?? {}).map(([name, h]) => [name.toLowerCase(), resolved(doc, h)]),
    );
    for (const [name, header] of listed) {
      const value = headers.get(name);
      if (value === undefined) {
        if (header.required) problems.push(`no ${name} header`);
      } else if (header.schema?.type === 'integer' && !/^\d+$/.test(value))
        problems.push(`${name} is not an integer: ${value}`);
    }
    for (const name of headers.keys())
      if (API_HEADER.test(name) && !listed.has(name))
        problems.push(`a ${name} header the document does not list`);

    const content = response.content?.['application/json'];
    if (!content) {
      if (answer.body !== '') problems.push('a body where the document lists none');
      return problems;
    }
    const type = headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) problems.push(`content-type "${type}", not application/json`);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [...problems, `a body that is not JSON: ${JSON.stringify(answer.body.slice(0, 80))}`];
    }
    const validate = validator(content.schema);
    if (!validate(body))
      problems.push(
        `the body does not match its schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`,
      );
    return problems;
  }

  return { operation, violations };
}

export type Contract = ReturnType<typeof contractOf>;
