/** The parts of the CloudFront SDK we use, for lib/cloudfront.ts to import() on first use (see ./s3.ts). */
export { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
