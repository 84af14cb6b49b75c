/**
 * The parts of the CloudFront SDK we use, for lib/cloudfront.ts and lib/origin-secret-rotation.ts,
 * a lazy module (see ./s3.mts).
 */
export {
  CloudFrontClient,
  CreateInvalidationCommand,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
