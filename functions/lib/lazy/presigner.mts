/** The S3 presigner, for domain/uploads.ts, a lazy module (see ./s3.mts). */
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
