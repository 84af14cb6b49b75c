/**
 * The local WebSocket API: $connect (through the same Lambda REQUEST authorizer as in AWS),
 * $disconnect, $default and the routes a message's `action` selects (watchShow), the keep-alive
 * `ping` answered by the gateway itself (a mock
 * integration in AWS), plus the @connections management endpoint on the same port, so the real
 * @aws-sdk/client-apigatewaymanagementapi client works unchanged (410 Gone for unknown ids).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import { type WebSocket, WebSocketServer } from 'ws';
import { WS_AUTHORIZER, WS_PING_ROUTE, WS_ROUTES } from '../../shared/manifest/ws-routes';
import { invoke } from './lambda-runtime';

const handlerFor = (routeKey: string) => WS_ROUTES.find((r) => r.routeKey === routeKey)?.handler;

/** The route a message selects, as `$request.body.action` does: a known action, else $default. */
export function selectRoute(body: string): string {
  try {
    const action = (JSON.parse(body) as { action?: unknown } | null)?.action;
    if (action === WS_PING_ROUTE.routeKey) return WS_PING_ROUTE.routeKey;
    const route = WS_ROUTES.find((r) => !r.routeKey.startsWith('$') && r.routeKey === action);
    if (route) return route.routeKey;
  } catch {
    // Not JSON: $default, as in AWS.
  }
  return '$default';
}

export function startWsGateway(opts: { port: number; log: (line: string) => void }) {
  const connections = new Map<string, { socket: WebSocket; authorizer: Record<string, unknown> }>();

  const requestContext = (connectionId: string, routeKey: string, eventType: string, authorizer: object) => ({
    routeKey,
    eventType,
    connectionId,
    authorizer,
    messageId: randomBytes(6).toString('base64url'),
    extendedRequestId: randomBytes(6).toString('base64url'),
    requestTimeEpoch: Date.now(),
    requestTime: new Date().toISOString(),
    stage: 'local',
    domainName: `127.0.0.1:${opts.port}`,
    apiId: 'local',
    connectedAt: Date.now(),
    requestId: randomBytes(6).toString('base64url'),
  });

  const route = async (routeKey: string, event: object) => {
    const module = handlerFor(routeKey);
    if (!module) return { statusCode: 500 };
    return (await invoke(module, 'ws', event, opts.log)) as
      | { statusCode?: number; headers?: Record<string, string>; body?: string }
      | undefined;
  };

  const server = http.createServer((req, res) => {
    const match = /^\/@connections\/([^/?]+)/.exec(req.url ?? '');
    const id = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    const conn = id ? connections.get(id) : undefined;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!id) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Not Found' }));
      }
      if (!conn) {
        res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
        return res.end(JSON.stringify({ message: 'Gone' }));
      }
      if (req.method === 'POST') conn.socket.send(Buffer.concat(chunks).toString('utf8'));
      else if (req.method === 'DELETE') conn.socket.close(1000);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.method === 'GET' ? JSON.stringify({ connectedAt: new Date().toISOString() }) : '');
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', async (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const connectionId = randomBytes(9).toString('base64url');
    const reject = (status: number, text: string, headers: Record<string, string> = {}, body = '') => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(
        `HTTP/1.1 ${status} ${text}\r\n${lines.join('')}Connection: close\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      socket.destroy();
    };
    let authorizer: Record<string, unknown>;
    try {
      const result = (await invoke(
        WS_AUTHORIZER.handler,
        'wsAuthorizer',
        {
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:local:000000000000:local/local/$connect`,
          headers: req.headers,
          queryStringParameters: Object.fromEntries(url.searchParams),
          requestContext: requestContext(connectionId, '$connect', 'CONNECT', {}),
        },
        opts.log,
      )) as APIGatewayAuthorizerResult;
      const allowed = result.policyDocument.Statement.some((s) => s.Effect === 'Allow');
      if (!allowed) return reject(403, 'Forbidden');
      authorizer = { ...(result.context ?? {}), principalId: result.principalId };
    } catch {
      return reject(401, 'Unauthorized');
    }
    try {
      const connected = await route('$connect', {
        requestContext: requestContext(connectionId, '$connect', 'CONNECT', authorizer),
        queryStringParameters: Object.fromEntries(url.searchParams),
        isBase64Encoded: false,
      });
      // A refusal keeps its status, headers and body (429 with Retry-After past the connect limit).
      const status = connected?.statusCode ?? 200;
      if (status >= 300)
        return reject(status, http.STATUS_CODES[status] ?? 'Refused', connected?.headers, connected?.body);
    } catch (err) {
      opts.log(`ws $connect failed: ${(err as Error).message}`);
      return reject(500, 'Internal Server Error');
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      connections.set(connectionId, { socket: ws, authorizer });
      ws.on('message', (data) => {
        const selected = selectRoute(data.toString());
        if (selected === WS_PING_ROUTE.routeKey) {
          ws.send(JSON.stringify(WS_PING_ROUTE.reply));
          return;
        }
        route(selected, {
          requestContext: requestContext(connectionId, selected, 'MESSAGE', authorizer),
          body: data.toString(),
          isBase64Encoded: false,
        }).catch((err: Error) => opts.log(`ws ${selected} failed: ${err.message}`));
      });
      ws.on('close', () => {
        connections.delete(connectionId);
        route('$disconnect', {
          requestContext: requestContext(connectionId, '$disconnect', 'DISCONNECT', authorizer),
          isBase64Encoded: false,
        }).catch((err: Error) => opts.log(`ws $disconnect failed: ${err.message}`));
      });
    });
  });

  return new Promise<{ endpoint: string; stop: () => Promise<void> }>((resolve) =>
    server.listen(opts.port, '127.0.0.1', () =>
      resolve({
        endpoint: `http://127.0.0.1:${opts.port}`,
        stop: async () => {
          for (const { socket } of connections.values()) socket.terminate();
          wss.close();
          server.closeAllConnections();
          await new Promise<void>((r) => server.close(() => r()));
        },
      }),
    ),
  );
}
