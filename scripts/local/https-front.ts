/**
 * An HTTPS front speaking HTTP/2, as CloudFront does for the deployed site (web-stack.ts: HTTP/2 and 3),
 * before the local web server (`vite preview`, HTTP/1.1 only). `npm run lighthouse -- --http2` measures
 * through it: Lighthouse's simulated load models the protocol it observed, and over HTTP/1.1 a browser
 * fetches at most six files at a time from one host, each after the last on its connection, where HTTP/2
 * sends them all over one. Everything is passed through unchanged: requests over HTTP/2 (or HTTP/1.1),
 * and WebSocket upgrades (which browsers make over HTTP/1.1) as raw sockets.
 *
 * The certificate is self-signed, made with the system's openssl into `dir`; the browser must be started
 * with --ignore-certificate-errors. For local measurement only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import path from 'node:path';

export interface HttpsFront {
  readonly origin: string;
  close(): Promise<void>;
}

function selfSignedCertificate(dir: string, host: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'front-key.pem');
  const cert = path.join(dir, 'front-cert.pem');
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`];
  args.push('-addext', `subjectAltName=IP:${host}`, '-keyout', key, '-out', cert);
  execFileSync('openssl', args, { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Connection-specific headers, which HTTP/2 forbids: neither side's are passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** `headers` without the hop-by-hop ones and HTTP/2's pseudo-headers (`:path`...). */
function passedOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * Starts the front on `host:port` (0: any free port), passing everything to the HTTP/1.1 server at
 * `upstream`.
 */
export async function startHttpsFront(p: {
  host: string;
  port: number;
  upstream: { host: string; port: number };
  dir: string;
}): Promise<HttpsFront> {
  const server = http2.createSecureServer({ ...selfSignedCertificate(p.dir, p.host), allowHTTP1: true });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers = { ...passedOn(req.headers), host: `${p.upstream.host}:${p.upstream.port}` };
    const forward = http.request(
      { host: p.upstream.host, port: p.upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  // WebSocket upgrades come over HTTP/1.1: hand the socket to the upstream as it is.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = net.connect(p.upstream.port, p.upstream.host, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(p.port, p.host, resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `https://${p.host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
