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

/** The container's S3 client, made on first use (its settings: lib/lazy/s3.mts). */
export async function getS3(): Promise<S3Client> {
  if (!client) {
    const { newS3Client } = await s3Sdk();
    client ??= newS3Client(Boolean(process.env.AWS_ENDPOINT_URL_S3));
  }
  return client;
}

export const uploadsBucket = () => requireEnv('UPLOADS_BUCKET');
