/**
 * The S3 client, created once per module (per Lambda container) on first use. Endpoint from
 * AWS_ENDPOINT_URL_S3 locally (path-style).
 *
 * The SDK's S3 module is loaded on first use (s3Sdk(), a lazy module: lib/lazy.ts), not at module
 * init: most functions that can reach S3 do so on few paths (docs/performance.md, "Lambda bundles and
 * cold start"). Import only types from '@aws-sdk/client-s3' elsewhere, and commands through s3Sdk().
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { requireEnv } from './env';
import { loadS3 } from './lazy';

/** The SDK's S3 module (clients and commands), loaded once on first use. */
export const s3Sdk = loadS3;

let client: S3Client | undefined;

export async function getS3(): Promise<S3Client> {
  if (client) return client;
  const { S3Client } = await s3Sdk();
  const local = Boolean(process.env.AWS_ENDPOINT_URL_S3);
  client ??= new S3Client({
    forcePathStyle: local,
    // Default checksums would be signed into presigned PUTs and break browser uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // The local S3 emulator checks the signature of a bucket-level call (ListObjectsV2) against
  // "/bucket", the SDK signs "/bucket/": locally only, such paths lose their slash before signing.
  if (local)
    client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { path?: unknown };
        if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path))
          request.path = request.path.slice(0, -1);
        return next(args);
      },
      { step: 'build', name: 'localEmulatorBucketPath' },
    );
  return client;
}

export const uploadsBucket = () => requireEnv('UPLOADS_BUCKET');
