/** The S3 client, created once per module. Endpoint from AWS_ENDPOINT_URL_S3 locally (path-style). */
import { S3Client } from '@aws-sdk/client-s3';
import { requireEnv } from './env';

let client: S3Client | undefined;

export function getS3(): S3Client {
  client ??= new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    // Default checksums would be signed into presigned PUTs and break browser uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

export const uploadsBucket = () => requireEnv('UPLOADS_BUCKET');
