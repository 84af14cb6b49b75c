/**
 * The CloudFront client, created once per module, and the invalidation of served paths on the web
 * distribution (MEDIA_DISTRIBUTION_ID). The local cloud has no CDN: it gives the variable an empty
 * value and nothing is invalidated (its /media proxy reads S3 directly).
 */
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { FunctionEnvVar } from '../../shared/manifest/runtime';
import { loadCloudFront } from './lazy';

/** The SDK's CloudFront module, loaded on first use (a lazy module: lib/lazy.ts), not at module init. */
const cloudFrontSdk = loadCloudFront;

let client: CloudFrontClient | undefined;

export async function getCloudFront(): Promise<CloudFrontClient> {
  const { CloudFrontClient } = await cloudFrontSdk();
  client ??= new CloudFrontClient({});
  return client;
}

const DISTRIBUTION_VAR = 'MEDIA_DISTRIBUTION_ID' satisfies FunctionEnvVar;

/** The web distribution's id, or '' where there is none (locally). */
export const mediaDistributionId = (): string => process.env[DISTRIBUTION_VAR] ?? '';

/**
 * Invalidates `paths` on the web distribution. The same `callerReference` with the same paths is
 * answered with the invalidation already made, so a replay creates nothing new.
 */
export async function invalidatePaths(
  paths: readonly string[],
  callerReference: string,
  distributionId: string = mediaDistributionId(),
  cloudFront?: CloudFrontClient,
): Promise<void> {
  if (!distributionId || paths.length === 0) return;
  const { CreateInvalidationCommand } = await cloudFrontSdk();
  await (cloudFront ?? (await getCloudFront())).send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: callerReference,
        Paths: { Quantity: paths.length, Items: [...paths] },
      },
    }),
  );
}
