/**
 * The S3 emulator (@20minutes/s3rver): real presigned-URL signature checks, files on disk. And the
 * sweeper of pending uploads, which stands in for the uploads bucket's lifecycle rule in AWS
 * (s3rver has no lifecycle rules).
 */
import { mkdirSync } from 'node:fs';
import S3rver from '@20minutes/s3rver';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { signBucketPathsAsTheEmulator } from '../../functions/lib/lazy/s3.mjs';
import { PENDING_UPLOAD_EXPIRY_HOURS, PENDING_UPLOADS_PREFIX } from '../../shared/constants';

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** The local cloud sweeps pending uploads this often (and once at start-up). */
export const PENDING_SWEEP_EVERY_MS = 10 * 60_000;

interface KoaLike {
  middleware: ((ctx: { path: string }, next: () => Promise<void>) => Promise<void>)[];
}

/**
 * An S3 client for the emulator (its dummy keys, path-style addressing), signing bucket-level paths
 * as the emulator checks them (signBucketPathsAsTheEmulator, the functions' own fix).
 */
export function emulatorClient(endpoint: string): S3Client {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  signBucketPathsAsTheEmulator(client);
  return client;
}

/**
 * Deletes the pending uploads (uploads/pending/...) last modified more than
 * PENDING_UPLOAD_EXPIRY_HOURS before `now`, as the lifecycle rule does in AWS; returns their keys.
 * Uploads a post or profile picture took were moved out of pending/ and are never listed.
 */
export async function sweepPendingUploads(
  s3: S3Client,
  bucket: string,
  now: number = Date.now(),
): Promise<string[]> {
  const cutoff = now - PENDING_UPLOAD_EXPIRY_HOURS * 3_600_000;
  const expired: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: PENDING_UPLOADS_PREFIX, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified && object.LastModified.getTime() <= cutoff)
        expired.push(object.Key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  for (const key of expired) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return expired;
}

export async function startS3(opts: {
  port: number;
  directory: string;
  bucket: string;
  /** How often pending uploads are swept (0: never, not even at start-up). @default PENDING_SWEEP_EVERY_MS */
  sweepEveryMs?: number;
  log?: (line: string) => void;
}) {
  mkdirSync(opts.directory, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory: opts.directory,
    silent: true,
    configureBuckets: [{ name: opts.bucket, configs: [CORS] }],
  });
  // The SDK addresses bucket-level operations as "/bucket/"; the emulator's router wants "/bucket".
  (server as unknown as KoaLike).middleware.unshift(async (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) ctx.path = ctx.path.slice(0, -1);
    await next();
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = emulatorClient(endpoint);
  const log = opts.log ?? (() => undefined);
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweepPending = (now?: number) => {
    const run = sweepPendingUploads(client, opts.bucket, now).then((keys) => {
      if (keys.length) log(`s3: ${keys.length} pending upload(s) expired and deleted`);
      return keys;
    });
    sweeping = run.catch((err: Error) => log(`s3: sweeping pending uploads failed: ${err.message}`));
    return run;
  };
  const every = opts.sweepEveryMs ?? PENDING_SWEEP_EVERY_MS;
  const timer = every > 0 ? setInterval(() => void sweepPending().catch(() => undefined), every) : undefined;
  timer?.unref();
  if (every > 0) void sweepPending().catch(() => undefined);
  return {
    endpoint,
    /** Sweeps pending uploads now, as if the clock read `now` (tests pass a later clock). */
    sweepPending,
    stop: async () => {
      clearInterval(timer);
      await sweeping;
      client.destroy();
      await (server.close() as Promise<void>);
    },
  };
}
