/**
 * The parts of the S3 SDK we use, a lazy module (../lazy.ts: loaded on first use, shipped as its own
 * file): static re-exports, so esbuild bundles only these (the whole package would bring every S3
 * command), and the client as we configure it (lib/s3.ts keeps the container's one).
 */
import { S3Client } from '@aws-sdk/client-s3';

export {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** A new S3 client: path-style against a `local` emulator (AWS_ENDPOINT_URL_S3). */
export function newS3Client(local: boolean): S3Client {
  const client = new S3Client({
    forcePathStyle: local,
    // Default checksums would be signed into presigned PUTs and break browser uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  if (local) signBucketPathsAsTheEmulator(client);
  return client;
}

/**
 * The local S3 emulator checks the signature of a bucket-level call (ListObjectsV2) against
 * "/bucket", the SDK signs "/bucket/": such paths lose their slash before they are signed (the local
 * cloud's clients only; scripts/local/s3.ts's too).
 */
export function signBucketPathsAsTheEmulator(client: S3Client): void {
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: unknown };
      if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path))
        request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 'emulatorBucketPath' },
  );
}
