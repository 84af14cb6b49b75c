/**
 * Publishing to the AppSync Events API over HTTP (docs/rooms.md, "Publishing"): POST
 * `${EVENTS_HTTP_URL}/event` with `{channel, events}` (each event one JSON string, at most 5),
 * signed with SigV4 for the service `appsync` with the function's own credentials (its role in AWS;
 * the local cloud's dummy key locally, which scripts/local/events-gateway.ts checks). No product
 * knowledge: the rooms' frames are built by domain/rooms/publish.ts.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { requireEnv } from './env';

/** How long one publish may take before it counts as failed (a frame is late, not lost: clients fetch). */
const PUBLISH_TIMEOUT_MS = 2000;

/**
 * SHA-256 (and HMAC-SHA-256 with a secret) over node:crypto, in the shape SignatureV4's `sha256`
 * option takes (the AWS SDK's @smithy/hash-node is not a dependency of ours).
 */
export class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    throw new Error('Sha256 is single-use');
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

let signer: SignatureV4 | undefined;
function signerOf(): SignatureV4 {
  signer ??= new SignatureV4({
    service: 'appsync',
    region: process.env.AWS_REGION || 'us-east-1',
    // Read on every signature: a Lambda's role credentials are in its environment, and rotate.
    credentials: async () => ({
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
      sessionToken: process.env.AWS_SESSION_TOKEN || undefined,
    }),
    sha256: Sha256,
  });
  return signer;
}

/** The API's answer to a publish, as AWS gives it. */
export interface PublishAnswer {
  successful: { identifier: string; index: number }[];
  failed: { identifier?: string; index: number; code?: string; message?: string }[];
}

/**
 * Publishes `events` (each a JSON string) on `channel`; throws when the API refuses or does not
 * answer in time, or when any event failed.
 */
export async function publishEvents(channel: string, events: string[]): Promise<PublishAnswer> {
  const url = new URL(`${requireEnv('EVENTS_HTTP_URL').replace(/\/$/, '')}/event`);
  const body = JSON.stringify({ channel, events });
  const signed = await signerOf().sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'content-type': 'application/json' },
    body,
  });
  const headers = { ...(signed.headers as Record<string, string>) };
  // fetch sets Host itself (the same value); it refuses to be given one.
  delete headers.host;
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Events publish answered ${res.status}: ${text.slice(0, 300)}`);
  const answer = JSON.parse(text) as PublishAnswer;
  if (answer.failed?.length) throw new Error(`Events publish failed: ${text.slice(0, 300)}`);
  return answer;
}
