/**
 * The origin-verify secret's rotation (docs/safety.md, "The origin-verify secret rotates"): Secrets
 * Manager calls the rotation function with each of its four steps, the same ClientRequestToken (the
 * new version's id) throughout, and again with the same token when a step failed. Every step can run
 * twice without harm.
 *
 *   createSecret  a new random value as the token's version, staged AWSPENDING (once per token)
 *   setSecret     waits until every function container could have read that value (lib/http.ts
 *                 reads the secret's stages at most every ORIGIN_SECRET_REFRESH_SECONDS), then puts it
 *                 in the origin-verify header of the distribution's API origin(s): GetDistributionConfig,
 *                 only that header changed, UpdateDistribution with the config's ETag (IfMatch)
 *   testSecret    the distribution's config carries it, and the distribution has finished deploying
 *                 it to every edge (Status Deployed), so no edge still sends the old value
 *   finishSecret  AWSCURRENT moves to the new version (Secrets Manager gives the old one AWSPREVIOUS)
 *
 * The functions accept the current, pending and previous values throughout, so no fan is refused:
 * edges send the old value (current, then previous) or the new one (pending, then current). A step
 * that fails leaves AWSCURRENT where it was; Secrets Manager retries the rotation, and an operator
 * can start it again (docs/deploy.md, "The origin-verify secret").
 */
import type { CloudFrontClient, DistributionConfig, Origin } from '@aws-sdk/client-cloudfront';
import type { DescribeSecretCommandOutput, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { SecretsManagerRotationEvent } from 'aws-lambda';
import {
  ORIGIN_SECRET_FORMAT,
  ORIGIN_SECRET_REFRESH_SECONDS,
  ORIGIN_VERIFY_HEADER,
} from '../../shared/manifest/runtime';
import { loadCloudFront, loadSecretsManager } from './lazy';
import { logger } from './observability';

export interface RotationDeps {
  readonly secrets: Pick<SecretsManagerClient, 'send'>;
  readonly cloudFront: Pick<CloudFrontClient, 'send'>;
  /** The distribution whose API origin(s) send ORIGIN_VERIFY_HEADER. */
  readonly distributionId: string;
  /** Milliseconds left in this invocation (Lambda's context.getRemainingTimeInMillis). */
  readonly remainingMs: () => number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Slack added to the functions' refresh interval before CloudFront gets a new value. */
export const SET_MARGIN_MS = 5_000;
/** How often testSecret asks whether the distribution has finished deploying. */
export const DEPLOYED_POLL_MS = 15_000;

const CURRENT = 'AWSCURRENT';
const PENDING = 'AWSPENDING';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The clients a rotation uses, each SDK loaded on first use (lib/lazy.ts). */
export async function rotationClients(): Promise<Pick<RotationDeps, 'secrets' | 'cloudFront'>> {
  const [{ SecretsManagerClient }, { CloudFrontClient }] = await Promise.all([
    loadSecretsManager(),
    loadCloudFront(),
  ]);
  return { secrets: new SecretsManagerClient({}), cloudFront: new CloudFrontClient({}) };
}

/** Runs the step the event names; throws when the step did not do its part. */
export async function rotateOriginSecret(
  event: SecretsManagerRotationEvent,
  deps: RotationDeps,
): Promise<void> {
  const { SecretId: secretId, ClientRequestToken: token, Step: step } = event;
  const sm = await loadSecretsManager();
  const secret = await deps.secrets.send(new sm.DescribeSecretCommand({ SecretId: secretId }));
  if (!secret.RotationEnabled) throw new Error(`Rotation is not enabled on ${secretId}`);
  const stages = secret.VersionIdsToStages?.[token];
  if (!stages) throw new Error(`Version ${token} of ${secretId} is not being rotated`);
  if (stages.includes(CURRENT)) {
    logger.info('Origin-verify secret: version already current', { step, token });
    return;
  }
  if (!stages.includes(PENDING)) throw new Error(`Version ${token} of ${secretId} is not ${PENDING}`);
  const steps = { createSecret, setSecret, testSecret, finishSecret } as const;
  const run = steps[step];
  if (!run) throw new Error(`Unknown rotation step ${String(step)}`);
  await run({ ...deps, secretId, token, secret });
  logger.info('Origin-verify secret: step done', { step, token });
}

interface StepInput extends RotationDeps {
  readonly secretId: string;
  readonly token: string;
  readonly secret: DescribeSecretCommandOutput;
}

/** The pending version's value and when it was made, or undefined when it has no value yet. */
async function pendingVersion(
  { secrets, secretId, token }: StepInput,
  required: boolean,
): Promise<{ value: string; createdMs: number | undefined } | undefined> {
  const { GetSecretValueCommand } = await loadSecretsManager();
  try {
    const res = await secrets.send(
      new GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: PENDING }),
    );
    if (res.SecretString) return { value: res.SecretString, createdMs: res.CreatedDate?.getTime() };
  } catch (err) {
    if ((err as Error)?.name !== 'ResourceNotFoundException') throw err;
  }
  if (required) throw new Error(`Version ${token} of ${secretId} has no value`);
  return undefined;
}

async function createSecret(input: StepInput): Promise<void> {
  const { secrets, secretId, token } = input;
  const sm = await loadSecretsManager();
  // The secret has a current value (the first one came with the secret).
  await secrets.send(new sm.GetSecretValueCommand({ SecretId: secretId, VersionStage: CURRENT }));
  if (await pendingVersion(input, false)) return;
  const { RandomPassword } = await secrets.send(
    new sm.GetRandomPasswordCommand({
      PasswordLength: ORIGIN_SECRET_FORMAT.length,
      ExcludePunctuation: ORIGIN_SECRET_FORMAT.excludePunctuation,
    }),
  );
  if (!RandomPassword) throw new Error('Secrets Manager returned no random value');
  await secrets.send(
    new sm.PutSecretValueCommand({
      SecretId: secretId,
      ClientRequestToken: token,
      SecretString: RandomPassword,
      VersionStages: [PENDING],
    }),
  );
}

const isVerifyHeader = (name: string | undefined) => name?.toLowerCase() === ORIGIN_VERIFY_HEADER;

/** Whether an origin sends the origin-verify header (the API's origins do, no other). */
const isVerifying = (origin: Origin) =>
  !!origin.CustomHeaders?.Items?.some((h) => isVerifyHeader(h.HeaderName));

/** The distribution's origins that send the origin-verify header. */
const verifyingOrigins = (config: DistributionConfig | undefined): Origin[] =>
  (config?.Origins?.Items ?? []).filter(isVerifying);

/** Whether every API origin sends `value` (and there is at least one). */
function sendsValue(config: DistributionConfig | undefined, value: string): boolean {
  const origins = verifyingOrigins(config);
  return (
    origins.length > 0 &&
    origins.every((o) =>
      o.CustomHeaders?.Items?.every((h) => !isVerifyHeader(h.HeaderName) || h.HeaderValue === value),
    )
  );
}

async function setSecret(input: StepInput): Promise<void> {
  const { cloudFront, distributionId } = input;
  const now = input.now ?? Date.now;
  const sleep = input.sleep ?? realSleep;
  const pending = (await pendingVersion(input, true)) as { value: string; createdMs: number | undefined };
  // A container that read the stages just before the value existed may read them again only
  // ORIGIN_SECRET_REFRESH_SECONDS later: CloudFront sends the value after that, never to a function
  // that cannot know it yet.
  const readyAt = (pending.createdMs ?? now()) + ORIGIN_SECRET_REFRESH_SECONDS * 1000 + SET_MARGIN_MS;
  if (now() < readyAt) await sleep(readyAt - now());

  const cf = await loadCloudFront();
  const { DistributionConfig: config, ETag } = await cloudFront.send(
    new cf.GetDistributionConfigCommand({ Id: distributionId }),
  );
  if (!config || verifyingOrigins(config).length === 0)
    throw new Error(`Distribution ${distributionId} has no origin sending ${ORIGIN_VERIFY_HEADER}`);
  if (sendsValue(config, pending.value)) return;
  const updated: DistributionConfig = {
    ...config,
    Origins: {
      ...config.Origins,
      Quantity: config.Origins?.Quantity ?? 0,
      Items: config.Origins?.Items?.map((origin) =>
        !isVerifying(origin)
          ? origin
          : {
              ...origin,
              CustomHeaders: {
                Quantity: origin.CustomHeaders?.Quantity ?? 0,
                Items: origin.CustomHeaders?.Items?.map((h) =>
                  isVerifyHeader(h.HeaderName) ? { ...h, HeaderValue: pending.value } : h,
                ),
              },
            },
      ),
    },
  };
  await cloudFront.send(
    new cf.UpdateDistributionCommand({ Id: distributionId, IfMatch: ETag, DistributionConfig: updated }),
  );
}

async function testSecret(input: StepInput): Promise<void> {
  const { cloudFront, distributionId, remainingMs } = input;
  const sleep = input.sleep ?? realSleep;
  const pending = (await pendingVersion(input, true)) as { value: string };
  const cf = await loadCloudFront();
  for (;;) {
    const { Distribution: distribution } = await cloudFront.send(
      new cf.GetDistributionCommand({ Id: distributionId }),
    );
    if (!sendsValue(distribution?.DistributionConfig, pending.value))
      throw new Error(`Distribution ${distributionId} does not send the new value`);
    if (distribution?.Status === 'Deployed') return;
    if (remainingMs() < 2 * DEPLOYED_POLL_MS)
      throw new Error(
        `Distribution ${distributionId} is still deploying the new value: the rotation will retry`,
      );
    await sleep(DEPLOYED_POLL_MS);
  }
}

async function finishSecret({ secrets, secretId, token, secret }: StepInput): Promise<void> {
  const { UpdateSecretVersionStageCommand } = await loadSecretsManager();
  const current = Object.entries(secret.VersionIdsToStages ?? {}).find(([, stages]) =>
    stages.includes(CURRENT),
  )?.[0];
  await secrets.send(
    new UpdateSecretVersionStageCommand({
      SecretId: secretId,
      VersionStage: CURRENT,
      MoveToVersionId: token,
      RemoveFromVersionId: current,
    }),
  );
}
