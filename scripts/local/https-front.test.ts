import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpsFront, startHttpsFront } from './https-front';

/** An HTTP/1.1 server answering with what it was asked: method, path, host, a header and the body. */
function echoServer(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        'x-next-cursor': 'c1',
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, auth: req.headers.authorization, body }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One request over HTTP/2 (the certificate is self-signed). */
function h2(
  origin: string,
  p: { method: string; path: string; body?: string; headers?: Record<string, string> },
) {
  return new Promise<{ protocol: string; status: number; cursor: unknown; json: Record<string, unknown> }>(
    (resolve, reject) => {
      const session = http2.connect(origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const req = session.request({ ':method': p.method, ':path': p.path, ...p.headers });
      let status = 0;
      let cursor: unknown;
      let text = '';
      req.on('response', (headers) => {
        status = Number(headers[':status']);
        cursor = headers['x-next-cursor'];
      });
      req.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      req.on('end', () => {
        session.close();
        resolve({ protocol: session.alpnProtocol ?? '', status, cursor, json: JSON.parse(text) });
      });
      req.end(p.body);
    },
  );
}

describe('the HTTPS front (HTTP/2 before the HTTP/1.1 web server)', () => {
  let upstream: http.Server;
  let front: HttpsFront;
  const dir = mkdtempSync(path.join(tmpdir(), 'ringside-front-'));

  beforeAll(async () => {
    upstream = await echoServer();
    const { port } = upstream.address() as AddressInfo;
    front = await startHttpsFront({ host: '127.0.0.1', port: 0, upstream: { host: '127.0.0.1', port }, dir });
  });
  afterAll(async () => {
    await front.close();
    upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes requests through over HTTP/2: method, path, headers, body, status and answer headers', async () => {
    const posted = await h2(front.origin, {
      method: 'POST',
      path: '/api/posts?x=1',
      body: '{"content":"Hi"}',
      headers: { authorization: 'Bearer t' },
    });
    expect(posted).toEqual({
      protocol: 'h2',
      status: 200,
      cursor: 'c1',
      json: { method: 'POST', url: '/api/posts?x=1', auth: 'Bearer t', body: '{"content":"Hi"}' },
    });
    expect((await h2(front.origin, { method: 'GET', path: '/missing' })).status).toBe(404);
  });
});
