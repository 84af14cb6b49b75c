/**
 * Secrets Manager's rotation of the origin-verify secret (every 30 days in AWS; never locally: no
 * CloudFront there): each invocation runs one of the four steps (lib/origin-secret-rotation.ts).
 */
import middy from '@middy/core';
import type { Context, SecretsManagerRotationEvent } from 'aws-lambda';
import { requireEnv } from '../lib/env';
import { observe } from '../lib/observability';
import { rotateOriginSecret, rotationClients } from '../lib/origin-secret-rotation';

export const handler = middy<SecretsManagerRotationEvent, void, Error, Context>()
  .use(observe())
  .handler(async (event, context) => {
    await rotateOriginSecret(event, {
      ...(await rotationClients()),
      distributionId: requireEnv('ORIGIN_VERIFY_DISTRIBUTION_ID'),
      remainingMs: () => context.getRemainingTimeInMillis(),
    });
  });
