/** The S3 presigner, for domain/uploads.ts to import() on first use (see ./s3.ts). */
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
