/** The parts of the Secrets Manager SDK a rotation uses (lib/origin-secret-rotation.ts), a lazy module (see ./s3.mts). */
export {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
