/**
 * The parts of the S3 SDK we use, a lazy module (../lazy.ts: loaded on first use, shipped as its own
 * file): static re-exports, so esbuild bundles only these (the whole package would bring every S3
 * command).
 */
export {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
