/** Small helpers shared by the local servers. */
import type http from 'node:http';

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Listens on 127.0.0.1:port; `stop` drops open connections and closes the server. */
export function listen(server: http.Server, port: number): Promise<{ stop: () => Promise<void> }> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        stop: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}
