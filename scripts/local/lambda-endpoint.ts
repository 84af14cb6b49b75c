/**
 * A local Lambda Invoke endpoint (POST /2015-03-31/functions/{name}/invocations), so the Cognito
 * emulator calls our real trigger code the way Cognito calls Lambda.
 */
import http from 'node:http';
import { listen, readBody } from './http-util';
import { invoke } from './lambda-runtime';

export function startLambdaEndpoint(opts: {
  port: number;
  functions: Record<string, string>;
  log: (l: string) => void;
}) {
  const server = http.createServer(async (req, res) => {
    const raw = await readBody(req);
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '');
    const module = match?.[1] ? opts.functions[decodeURIComponent(match[1])] : undefined;
    if (req.method !== 'POST' || !module) {
      res.writeHead(404, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'ResourceNotFoundException',
      });
      res.end(JSON.stringify({ message: `Function not found: ${req.url}` }));
      return;
    }
    try {
      const event = JSON.parse(raw.toString('utf8') || '{}');
      const result = await invoke(module, 'trigger', event, opts.log);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? null));
    } catch (err) {
      opts.log(`lambda ${module} failed: ${(err as Error).message}`);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: (err as Error).name, errorMessage: (err as Error).message }));
    }
  });
  return listen(server, opts.port);
}
