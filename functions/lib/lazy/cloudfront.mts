/** The parts of the CloudFront SDK we use, for lib/cloudfront.ts, a lazy module (see ./s3.mts). */
export { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
