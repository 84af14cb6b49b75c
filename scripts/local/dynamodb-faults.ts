/**
 * The local cloud's fault switch for the table (docs/local-cloud.md, "Faults"): a proxy between the
 * functions and DynamoDB Local (their AWS_ENDPOINT_URL_DYNAMODB, when the cloud starts with
 * `faults: true`) that can stall the table the way a throttled or stalled table looks to its callers,
 * as DynamoDB Local does when its process is paused (SIGSTOP):
 *
 * - **A stall** lasts `ms`. A request that arrives during it reaches the table only when it ends, and
 *   only if its caller still waits (a caller that gave up has closed its connection: the request is
 *   dropped, as a paused process never reads it); an answer the table gave during it goes back only
 *   when it ends, to a caller still waiting.
 * - **Armed on an operation** (`on: 'TransactWriteItems'`), the stall starts when the next request of
 *   that operation arrives, and that request reaches the table at once: the write happens, its answer
 *   is held. This is the moment a fan's post is stored while its answer is lost (issue 25's defect 7),
 *   reproduced exactly, whatever the timing.
 *
 * Outside a stall the proxy passes every request and answer through unchanged. The stream poller
 * reads DynamoDB Local directly (the table's stream is not stalled). Other processes set the switch
 * with POST /__local/faults/dynamodb (scripts/local/http-gateway.ts).
 */
import http from 'node:http';
import { listen, readBody } from './http-util';

export interface StallRequest {
  /** How long the stall lasts, ms; 0 ends a stall (and disarms one). */
  ms: number;
  /** Start it at the next request of this operation (X-Amz-Target's, e.g. TransactWriteItems), not now. */
  on?: string;
}

export interface DynamoFaults {
  endpoint: string;
  stall(request: StallRequest): void;
  /** Whether a stall is under way or armed, and how many requests it held and dropped so far. */
  state(): { stalled: boolean; armed: string | null; held: number; dropped: number };
  stop(): Promise<void>;
}

/** The operation a DynamoDB JSON request names: "DynamoDB_20120810.PutItem" -> "PutItem". */
const operationOf = (req: http.IncomingMessage) =>
  String(req.headers['x-amz-target'] ?? '')
    .split('.')
    .pop() ?? '';

export async function startDynamoFaults(opts: {
  port: number;
  /** DynamoDB Local's endpoint. */
  target: string;
  log: (line: string) => void;
}): Promise<DynamoFaults> {
  const target = new URL(opts.target);
  let armed: { on: string; ms: number } | null = null;
  let stallEnds: Promise<void> | null = null;
  let endStall: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let held = 0;
  let dropped = 0;

  const startStall = (ms: number) => {
    endStall?.();
    stallEnds = new Promise((resolve) => {
      endStall = () => {
        clearTimeout(timer);
        stallEnds = null;
        endStall = null;
        resolve();
      };
    });
    timer = setTimeout(() => endStall?.(), ms);
    opts.log(`dynamodb faults: the table stalls for ${ms} ms`);
  };

  const forward = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        async (res) =>
          resolve({ status: res.statusCode ?? 500, headers: res.headers, body: await readBody(res) }),
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = http.createServer(async (req, res) => {
    let callerGone = false;
    res.on('close', () => {
      callerGone = !res.writableFinished;
    });
    try {
      const body = await readBody(req);
      const operation = operationOf(req);
      if (armed && operation === armed.on) {
        startStall(armed.ms);
        armed = null;
      } else if (stallEnds) {
        held++;
        await stallEnds;
        if (callerGone) {
          dropped++;
          return;
        }
      }
      const answer = await forward(req, body);
      if (stallEnds) {
        held++;
        await stallEnds;
      }
      if (callerGone) return;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    } catch (err) {
      opts.log(`dynamodb faults: ${(err as Error).message}`);
      if (!res.headersSent) res.writeHead(502).end();
    }
  });
  const { stop } = await listen(server, opts.port);

  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    stall({ ms, on }) {
      if (ms <= 0) {
        armed = null;
        endStall?.();
        opts.log('dynamodb faults: the stall ends');
      } else if (on) armed = { on, ms };
      else startStall(ms);
    },
    state: () => ({ stalled: stallEnds !== null, armed: armed?.on ?? null, held, dropped }),
    stop: async () => {
      endStall?.();
      await stop();
    },
  };
}
