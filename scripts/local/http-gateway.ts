/**
 * The local HTTP API: routes generated from the same manifest as the CDK HTTP API. It verifies the
 * bearer token as API Gateway's JWT authorizer would (401 {"message":"Unauthorized"}), builds the
 * same APIGatewayProxyEventV2 and calls the same handler. It also serves /config.json and /media/*
 * (CloudFront's jobs in AWS), and one path that exists only locally, for tests in other processes:
 * GET /__local/stream-drained answers 200 once the stream has drained (see LocalCloud.streamDrained),
 * GET /__local/stream-stats answers what each lane has done (LocalCloud.streamStats),
 * POST /__local/jobs/{name} runs a scheduled job once and answers its result (`npm run job`),
 * GET /__local/cognito-code?email=&purpose= answers the latest code cognito-local logged for an
 * address: to reset its password (purpose=reset, the default) or to verify it (purpose=verify).
 * POST /__local/faults/dynamodb {"ms": 20000, "on"?: "TransactWriteItems"} stalls the table (a cloud
 * started with `faults: true`; {"ms": 0} ends a stall) and answers the switch's state.
 * POST /__local/clock {"offsetMs": 90000000} shifts the functions' clock for expiries (mutes, muted
 * words: functions/lib/clock.ts); {"offsetMs": 0} puts it back.
 * Every answer of a handler is checked against the OpenAPI document the code builds
 * (scripts/openapi-doc.ts, served at /api/openapi.json): an answer the document does not list
 * (status, body, headers) becomes a 500 "Contract violation" saying what is wrong, so every
 * integration and e2e test checks the contract of the calls it makes (scripts/local/contract.ts).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Claims } from '../../functions/lib/claims';
import { CLOCK_MOVES_ENV, CLOCK_OFFSET_ENV, clockMoves } from '../../functions/lib/clock';
import type { TokenVerifier } from '../../functions/lib/verifier';
import type { WebConfig } from '../../shared/config';
import { httpBindings } from '../../shared/manifest/http-routes';
import { findRoute } from '../../shared/manifest/paths';
import { httpRouteKind } from '../../shared/manifest/runtime';
import { IMMUTABLE_CACHE_CONTROL } from '../../shared/media';
import { mediaViewerRequest } from '../../shared/media-edge';
import { buildOpenApi } from '../openapi-doc';
import type { CodePurpose } from './cognito';
import { type Contract, contractOf, type OpenApiDoc } from './contract';
import type { DynamoFaults, StallRequest } from './dynamodb-faults';
import { listen, readBody } from './http-util';
import { invoke } from './lambda-runtime';

export interface HttpGatewayOptions {
  port: number;
  verifier: TokenVerifier;
  webConfig: WebConfig;
  s3Endpoint: string;
  bucket: string;
  /** Resolves once every stream record written before the call has been handled by every lane. */
  streamDrained: () => Promise<void>;
  /** Each lane's records, invocations, failures and longest invocation. */
  streamStats: () => unknown;
  /** The latest code cognito-local "e-mailed" to an address (it logs them), to reset or to verify. */
  cognitoCode: (email: string, purpose?: CodePurpose) => { code: string; at: string } | undefined;
  /** Runs a scheduled job of the manifest once (not twice at the same time). */
  runJob: (name: string) => Promise<unknown>;
  /** The table's fault switch, if the cloud has one. */
  faults?: DynamoFaults | null;
  log: (line: string) => void;
}

/** Local-only paths, outside /api so no manifest route can ever collide with them. */
export const STREAM_DRAINED_PATH = '/__local/stream-drained';
export const STREAM_STATS_PATH = '/__local/stream-stats';
export const JOBS_PATH = '/__local/jobs/';
export const COGNITO_CODE_PATH = '/__local/cognito-code';
export const DYNAMODB_FAULTS_PATH = '/__local/faults/dynamodb';
/** POST {"offsetMs"}: shifts the functions' clock for expiries (functions/lib/clock.ts); 0 puts it back. */
export const CLOCK_PATH = '/__local/clock';
/**
 * The OpenAPI document as the code builds it (what `npm run openapi` writes to docs/openapi.json; a
 * unit test keeps the two equal), served locally for tools and the contract pass.
 */
export const OPENAPI_PATH = '/api/openapi.json';
const DRAIN_TIMEOUT_MS = 30_000;

async function answerStreamDrained(opts: HttpGatewayOptions, res: http.ServerResponse) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DRAIN_TIMEOUT_MS);
  });
  try {
    const drained = await Promise.race([opts.streamDrained().then(() => true), timedOut]);
    if (drained) send(res, 200, { drained: true }, { 'cache-control': 'no-store' });
    else send(res, 504, { message: `The stream did not drain within ${DRAIN_TIMEOUT_MS / 1000} s` });
  } finally {
    clearTimeout(timer);
  }
}

const send = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** API Gateway hands JWT claims to the integration as strings; arrays become "[a b]". */
function flattenClaims(claims: Claims): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(claims)) out[k] = Array.isArray(v) ? `[${v.join(' ')}]` : String(v);
  return out;
}

async function proxyMedia(opts: HttpGatewayOptions, req: http.IncomingMessage, res: http.ServerResponse) {
  // The CloudFront function's own code on the URI as the browser sent it (not URL-normalised):
  // pending uploads (originals, not re-encoded yet) are 404 however they are spelled, the rest maps
  // to its object key, which the S3 emulator percent-decodes as S3 does (shared/media-edge.ts).
  const answer = mediaViewerRequest((req.url ?? '/').split('?')[0] ?? '/');
  // The media origin serves uploads/ only (in AWS the bucket policy lets CloudFront read nothing else).
  const served = 'uri' in answer && /^\/uploads\/[^/]/.test(answer.uri);
  if (!['GET', 'HEAD'].includes(req.method ?? '') || !served) {
    send(res, 404, { message: 'Not Found' });
    return;
  }
  const upstream = await fetch(`${opts.s3Endpoint}/${opts.bucket}${(answer as { uri: string }).uri}`, {
    method: req.method,
  });
  if (!upstream.ok) {
    res.writeHead(upstream.status === 404 ? 404 : 403, { 'content-type': 'text/plain' });
    res.end(upstream.status === 404 ? 'Not Found' : 'Access Denied');
    return;
  }
  const headers: Record<string, string> = { 'cache-control': IMMUTABLE_CACHE_CONTROL };
  for (const h of ['cache-control', 'content-type', 'content-length', 'etag', 'last-modified']) {
    const v = upstream.headers.get(h);
    if (v) headers[h] = v;
  }
  res.writeHead(200, headers);
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

/** One entry per (method, path) the manifest binds, aliases included, as API Gateway routes them. */
const BINDINGS = httpBindings().map(({ route, path }) => ({ method: route.method, path, route }));

/** Built on the first call (it loads every handler module), once the cloud's environment is set. */
let api: Promise<{ doc: OpenApiDoc; contract: Contract }> | undefined;
const openApi = () => {
  api ??= buildOpenApi().then((doc) => ({
    doc: doc as unknown as OpenApiDoc,
    contract: contractOf(doc as unknown as OpenApiDoc),
  }));
  return api;
};

export function startHttpGateway(opts: HttpGatewayOptions) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (url.pathname === '/config.json')
        return send(res, 200, opts.webConfig, { 'cache-control': 'no-store' });
      if (url.pathname.startsWith('/media/')) return await proxyMedia(opts, req, res);
      if (url.pathname === STREAM_DRAINED_PATH && method === 'GET')
        return await answerStreamDrained(opts, res);
      if (url.pathname === STREAM_STATS_PATH && method === 'GET')
        return send(res, 200, opts.streamStats(), { 'cache-control': 'no-store' });
      if (url.pathname === OPENAPI_PATH && method === 'GET')
        return send(res, 200, (await openApi()).doc, { 'cache-control': 'no-store' });
      if (url.pathname === COGNITO_CODE_PATH && method === 'GET') {
        const purpose = url.searchParams.get('purpose') === 'verify' ? 'verify' : 'reset';
        const code = opts.cognitoCode(url.searchParams.get('email') ?? '', purpose);
        return code
          ? send(res, 200, code, { 'cache-control': 'no-store' })
          : send(res, 404, { message: 'No code for that address yet' });
      }
      if (url.pathname === DYNAMODB_FAULTS_PATH && method === 'POST') {
        if (!opts.faults) return send(res, 404, { message: 'This cloud has no fault switch (faults: true)' });
        opts.faults.stall(JSON.parse((await readBody(req)).toString('utf8')) as StallRequest);
        return send(res, 200, opts.faults.state(), { 'cache-control': 'no-store' });
      }
      if (url.pathname === CLOCK_PATH && method === 'POST') {
        const { offsetMs } = JSON.parse((await readBody(req)).toString('utf8')) as { offsetMs?: unknown };
        if (typeof offsetMs !== 'number' || !Number.isFinite(offsetMs))
          return send(res, 400, { message: 'offsetMs must be a number' });
        process.env[CLOCK_OFFSET_ENV] = String(offsetMs);
        process.env[CLOCK_MOVES_ENV] = String(clockMoves() + 1);
        return send(res, 200, { offsetMs }, { 'cache-control': 'no-store' });
      }
      if (url.pathname.startsWith(JOBS_PATH) && method === 'POST')
        return send(res, 200, await opts.runJob(url.pathname.slice(JOBS_PATH.length)), {
          'cache-control': 'no-store',
        });

      const found = findRoute(BINDINGS, method, url.pathname);
      if (!found) return send(res, 404, { message: 'Not Found' });
      const { route, path: routePath } = found.route;
      const params = found.params;

      let claims: Record<string, string> | undefined;
      if (route.access !== 'public') {
        const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        try {
          if (!token) throw new Error('missing token');
          claims = flattenClaims(await opts.verifier.verify(token));
        } catch {
          return send(res, 401, { message: 'Unauthorized' });
        }
      }

      const body = await readBody(req);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = String(v);
      const now = new Date();
      const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
        version: '2.0',
        routeKey: `${route.method} ${routePath}`,
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
        pathParameters: Object.keys(params).length ? params : undefined,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
          domainName: url.host,
          domainPrefix: 'local',
          http: {
            method,
            path: url.pathname,
            protocol: 'HTTP/1.1',
            sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? '',
          },
          requestId: randomUUID(),
          routeKey: `${route.method} ${routePath}`,
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
        },
        body: body.length ? body.toString('utf8') : undefined,
        isBase64Encoded: false,
      };
      if (route.access === 'public') delete (event.requestContext as { authorizer?: unknown }).authorizer;
      const result = (await invoke(
        route.handler,
        httpRouteKind(route.name),
        event,
        opts.log,
      )) as APIGatewayProxyStructuredResultV2;
      const outHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k] = String(v);
      const status = result.statusCode ?? 200;
      const out = result.isBase64Encoded
        ? Buffer.from(result.body ?? '', 'base64')
        : Buffer.from(result.body ?? '');
      const problems = (await openApi()).contract.violations(route.method, routePath, {
        status,
        headers: outHeaders,
        body: out.toString('utf8'),
      });
      if (problems.length) {
        const message = `Contract violation: ${route.name} answered ${status}, which docs/openapi.json does not allow: ${problems.join('; ')}`;
        opts.log(`http ${method} ${url.pathname}: ${message}`);
        return send(res, 500, { message });
      }
      res.writeHead(status, outHeaders);
      res.end(out);
    } catch (err) {
      opts.log(`http ${method} ${url.pathname} failed: ${(err as Error).stack ?? err}`);
      if (!res.headersSent) send(res, 500, { message: 'Internal Server Error' });
      else res.end();
    }
  });
  return listen(server, opts.port);
}
