/**
 * The parts of the S3 SDK we use, for lib/s3.ts's s3Sdk() to import() on first use: a local module
 * of static re-exports, so esbuild still bundles only these (a dynamic import of the package itself
 * would bundle every S3 command).
 */
export {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
