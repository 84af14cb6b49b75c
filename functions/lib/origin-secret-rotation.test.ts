/**
 * The origin-verify secret's rotation (lib/origin-secret-rotation.ts) against in-memory fakes of the
 * two services, each answering the SDK commands the rotation sends as the service does: Secrets
 * Manager's versions and staging labels (a rotation starts with an AWSPENDING version without a
 * value, as RotateSecret makes it), CloudFront's distribution config with its ETag (IfMatch) and its
 * deployment status. And the fans' side: a function's origin check (lib/http.ts, with the real
 * refresher over the fake) accepts whatever CloudFront's edges send at every moment of a rotation.
 */
import {
  type CloudFrontClient,
  type DistributionConfig,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  type SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import middy from '@middy/core';
import type { Context, SecretsManagerRotationEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  ORIGIN_SECRET_FORMAT,
  ORIGIN_SECRET_REFRESH_SECONDS,
  ORIGIN_VERIFY_HEADER,
} from '../../shared/manifest/runtime';
import { type ChainEvent, errorMapping, type HttpResult, json, originCheck } from './http';
import { loadOriginSecrets } from './lazy';
import { DEPLOYED_POLL_MS, rotateOriginSecret, SET_MARGIN_MS } from './origin-secret-rotation';

const SECRET_ID = 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:origin-verify-AbCdEf';
const DISTRIBUTION_ID = 'E2EXAMPLE';
const FIRST = 'first-value-of-the-origin-verify-secret-000000000';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

/** Secrets Manager: one secret's versions, their values and staging labels. */
class FakeSecretsManager {
  readonly versions = new Map<string, { value?: string; stages: Set<string>; created: number }>();
  readonly sent: string[] = [];
  rotationEnabled = true;

  constructor(private readonly clock: { now: number }) {
    this.versions.set('v0', { value: FIRST, stages: new Set(['AWSCURRENT']), created: 0 });
  }

  /** What RotateSecret does before the first step: the token's version, AWSPENDING, no value yet. */
  startRotation(token: string): void {
    const pending = this.versionWith('AWSPENDING');
    if (pending && pending !== token && !this.versions.get(pending)?.stages.has('AWSCURRENT'))
      throw named('InvalidRequestException', 'A previous rotation is still in progress');
    if (!this.versions.has(token)) this.versions.set(token, { stages: new Set(), created: this.clock.now });
    this.moveStage('AWSPENDING', token);
  }

  versionWith(stage: string): string | undefined {
    return [...this.versions].find(([, v]) => v.stages.has(stage))?.[0];
  }

  valueOf(stage: string): string | undefined {
    const id = this.versionWith(stage);
    return id ? this.versions.get(id)?.value : undefined;
  }

  private moveStage(stage: string, to: string): void {
    for (const v of this.versions.values()) v.stages.delete(stage);
    this.versions.get(to)?.stages.add(stage);
  }

  async send(command: unknown): Promise<unknown> {
    this.sent.push((command as object).constructor.name);
    if (command instanceof DescribeSecretCommand) {
      return {
        ARN: SECRET_ID,
        RotationEnabled: this.rotationEnabled,
        VersionIdsToStages: Object.fromEntries(
          [...this.versions].filter(([, v]) => v.stages.size > 0).map(([id, v]) => [id, [...v.stages]]),
        ),
      };
    }
    if (command instanceof GetSecretValueCommand) {
      const { VersionId, VersionStage } = command.input;
      const id = VersionId ?? this.versionWith(VersionStage ?? 'AWSCURRENT');
      const version = id ? this.versions.get(id) : undefined;
      if (!version || (VersionStage && !version.stages.has(VersionStage)) || version.value === undefined)
        throw named('ResourceNotFoundException', "Secrets Manager can't find the specified secret value");
      return {
        ARN: SECRET_ID,
        VersionId: id,
        SecretString: version.value,
        CreatedDate: new Date(version.created),
      };
    }
    if (command instanceof GetRandomPasswordCommand) {
      const { PasswordLength = 32, ExcludePunctuation } = command.input;
      const alphabet = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789${ExcludePunctuation ? '' : '!#%'}`;
      const bytes = crypto.getRandomValues(new Uint8Array(PasswordLength));
      return { RandomPassword: [...bytes].map((b) => alphabet[b % alphabet.length]).join('') };
    }
    if (command instanceof PutSecretValueCommand) {
      const { ClientRequestToken: token = '', SecretString, VersionStages = ['AWSCURRENT'] } = command.input;
      const version = this.versions.get(token) ?? { stages: new Set<string>(), created: this.clock.now };
      if (version.value !== undefined && version.value !== SecretString)
        throw named('ResourceExistsException', 'A version with this token has another value');
      version.value = SecretString;
      version.created = this.clock.now;
      this.versions.set(token, version);
      for (const stage of VersionStages) this.moveStage(stage, token);
      return { ARN: SECRET_ID, VersionId: token };
    }
    if (command instanceof UpdateSecretVersionStageCommand) {
      const { VersionStage = '', MoveToVersionId = '', RemoveFromVersionId } = command.input;
      const holder = this.versionWith(VersionStage);
      if (holder && holder !== RemoveFromVersionId && holder !== MoveToVersionId)
        throw named(
          'InvalidParameterException',
          `${VersionStage} is on ${holder}, not ${RemoveFromVersionId}`,
        );
      this.moveStage(VersionStage, MoveToVersionId);
      if (VersionStage === 'AWSCURRENT' && holder && holder !== MoveToVersionId)
        this.moveStage('AWSPREVIOUS', holder);
      return { ARN: SECRET_ID };
    }
    throw new Error(`The fake does not answer ${(command as object).constructor.name}`);
  }
}

/** Three origins as the Web stack makes them: the site and media buckets, and the API with the header. */
const distributionConfig = (): DistributionConfig =>
  ({
    CallerReference: 'ref',
    Comment: 'Ringside (test-RingsideWeb)',
    Enabled: true,
    DefaultCacheBehavior: { TargetOriginId: 'site', ViewerProtocolPolicy: 'redirect-to-https' },
    Origins: {
      Quantity: 3,
      Items: [
        {
          Id: 'site',
          DomainName: 'site.s3.eu-west-1.amazonaws.com',
          S3OriginConfig: { OriginAccessIdentity: '' },
        },
        {
          Id: 'api',
          DomainName: 'api.ringside.example.com',
          CustomHeaders: {
            Quantity: 2,
            Items: [
              { HeaderName: 'x-other', HeaderValue: 'kept' },
              { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: FIRST },
            ],
          },
          CustomOriginConfig: { HTTPPort: 80, HTTPSPort: 443, OriginProtocolPolicy: 'https-only' },
        },
        {
          Id: 'media',
          DomainName: 'uploads.s3.eu-west-1.amazonaws.com',
          CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-media', HeaderValue: 'kept' }] },
          S3OriginConfig: { OriginAccessIdentity: '' },
        },
      ],
    },
  }) as DistributionConfig;

/**
 * CloudFront: one distribution's config, its ETag, and its deployment: after an update the edges
 * send the old or the new config's header until `deployPolls` GetDistribution calls later.
 */
class FakeCloudFront {
  config = distributionConfig();
  etag = 'E-1';
  status: 'Deployed' | 'InProgress' = 'Deployed';
  /** The configs some edges may still have while an update deploys (more than one after back-to-back updates). */
  older: DistributionConfig[] = [];
  deployPolls = 2;
  private pollsLeft = 0;
  readonly updates: { IfMatch?: string; DistributionConfig?: DistributionConfig }[] = [];
  failUpdate: Error | undefined;

  async send(command: unknown): Promise<unknown> {
    if (command instanceof GetDistributionConfigCommand) {
      expect(command.input.Id).toBe(DISTRIBUTION_ID);
      return { DistributionConfig: structuredClone(this.config), ETag: this.etag };
    }
    if (command instanceof GetDistributionCommand) {
      expect(command.input.Id).toBe(DISTRIBUTION_ID);
      if (this.status === 'InProgress' && this.pollsLeft-- <= 0) {
        this.status = 'Deployed';
        this.older = [];
      }
      return {
        Distribution: {
          Id: DISTRIBUTION_ID,
          Status: this.status,
          DistributionConfig: structuredClone(this.config),
        },
        ETag: this.etag,
      };
    }
    if (command instanceof UpdateDistributionCommand) {
      this.updates.push(structuredClone(command.input));
      if (this.failUpdate) throw this.failUpdate;
      if (command.input.IfMatch !== this.etag)
        throw named('PreconditionFailed', 'The If-Match version is missing or not valid');
      this.older.push(this.config);
      this.config = structuredClone(command.input.DistributionConfig as DistributionConfig);
      this.etag = `E-${this.updates.length + 1}`;
      this.status = 'InProgress';
      this.pollsLeft = this.deployPolls;
      return { ETag: this.etag };
    }
    throw new Error(`The fake does not answer ${(command as object).constructor.name}`);
  }

  /** The header value(s) the edges may send now. */
  edgeValues(): string[] {
    return [this.config, ...this.older].map(apiHeaderOf);
  }
}

const apiHeaderOf = (config: DistributionConfig) =>
  config.Origins?.Items?.find((o) => o.Id === 'api')?.CustomHeaders?.Items?.find(
    (h) => h.HeaderName === ORIGIN_VERIFY_HEADER,
  )?.HeaderValue as string;

/** The two fakes on one clock; `sleep` moves the clock and lets `onTick` look at every moment. */
function world() {
  const clock = { now: 1_000_000 };
  const secrets = new FakeSecretsManager(clock);
  const cloudFront = new FakeCloudFront();
  const ticks: (() => Promise<void>)[] = [];
  const deps = {
    secrets: secrets as unknown as SecretsManagerClient,
    cloudFront: cloudFront as unknown as CloudFrontClient,
    distributionId: DISTRIBUTION_ID,
    remainingMs: () => 600_000,
    now: () => clock.now,
    sleep: async (ms: number) => {
      // In steps of a second, so a watcher sees every moment of the wait.
      for (let left = ms; left > 0; left -= 1000) {
        clock.now += Math.min(1000, left);
        for (const tick of ticks) await tick();
      }
    },
  };
  const event = (Step: SecretsManagerRotationEvent['Step'], token: string): SecretsManagerRotationEvent => ({
    Step,
    SecretId: SECRET_ID,
    ClientRequestToken: token,
  });
  const step = (Step: SecretsManagerRotationEvent['Step'], token: string) =>
    rotateOriginSecret(event(Step, token), deps);
  /** A whole rotation as Secrets Manager runs it: the steps in order, stopping at the first failure. */
  const rotate = async (token: string): Promise<Error | undefined> => {
    secrets.startRotation(token);
    for (const s of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) {
      try {
        await step(s, token);
      } catch (err) {
        return err as Error;
      }
      for (const tick of ticks) await tick();
    }
    return undefined;
  };
  return { clock, secrets, cloudFront, deps, step, rotate, ticks };
}

describe('createSecret', () => {
  it('makes the new value once per token, as AWSPENDING, like the first one', async () => {
    const w = world();
    w.secrets.startRotation('t1');
    await w.step('createSecret', 't1');
    const pending = w.secrets.valueOf('AWSPENDING') as string;
    expect(pending).toMatch(new RegExp(`^[A-Za-z0-9]{${ORIGIN_SECRET_FORMAT.length}}$`));
    expect(w.secrets.versionWith('AWSPENDING')).toBe('t1');
    await w.step('createSecret', 't1');
    expect(w.secrets.valueOf('AWSPENDING')).toBe(pending);
    expect(w.secrets.sent.filter((c) => c === 'PutSecretValueCommand')).toHaveLength(1);
    expect(w.secrets.valueOf('AWSCURRENT')).toBe(FIRST);
  });

  it('refuses a token that is not being rotated, and a secret without rotation', async () => {
    const w = world();
    await expect(w.step('createSecret', 'unknown')).rejects.toThrow(/not being rotated/);
    w.secrets.startRotation('t1');
    w.secrets.rotationEnabled = false;
    await expect(w.step('createSecret', 't1')).rejects.toThrow(/not enabled/);
  });
});

describe('setSecret', () => {
  it("changes only the API origin's origin-verify header, with the config's ETag as IfMatch", async () => {
    const w = world();
    w.secrets.startRotation('t1');
    await w.step('createSecret', 't1');
    const before = structuredClone(w.cloudFront.config);
    await w.step('setSecret', 't1');
    expect(w.cloudFront.updates).toHaveLength(1);
    expect(w.cloudFront.updates[0]?.IfMatch).toBe('E-1');
    const pending = w.secrets.valueOf('AWSPENDING') as string;
    const expected = structuredClone(before);
    const header = expected.Origins?.Items?.[1]?.CustomHeaders?.Items?.[1];
    if (header) header.HeaderValue = pending;
    expect(w.cloudFront.config).toEqual(expected);
    expect(apiHeaderOf(w.cloudFront.config)).toBe(pending);
  });

  it('waits until every function could have read the new value before CloudFront gets it', async () => {
    const w = world();
    w.secrets.startRotation('t1');
    await w.step('createSecret', 't1');
    const created = w.clock.now;
    await w.step('setSecret', 't1');
    expect(w.clock.now - created).toBeGreaterThanOrEqual(
      ORIGIN_SECRET_REFRESH_SECONDS * 1000 + SET_MARGIN_MS,
    );
    // A retry long after needs no wait and no second update.
    const retriedAt = w.clock.now;
    await w.step('setSecret', 't1');
    expect(w.clock.now).toBe(retriedAt);
    expect(w.cloudFront.updates).toHaveLength(1);
  });

  it('fails on a distribution without the header rather than doing nothing', async () => {
    const w = world();
    for (const origin of w.cloudFront.config.Origins?.Items ?? []) delete origin.CustomHeaders;
    w.secrets.startRotation('t1');
    await w.step('createSecret', 't1');
    await expect(w.step('setSecret', 't1')).rejects.toThrow(/no origin sending x-origin-verify/);
    expect(w.cloudFront.updates).toHaveLength(0);
  });
});

describe('testSecret', () => {
  it('waits for the distribution to finish deploying the new value', async () => {
    const w = world();
    w.cloudFront.deployPolls = 3;
    w.secrets.startRotation('t1');
    await w.step('createSecret', 't1');
    await w.step('setSecret', 't1');
    expect(w.cloudFront.status).toBe('InProgress');
    const start = w.clock.now;
    await w.step('testSecret', 't1');
    expect(w.cloudFront.status).toBe('Deployed');
    expect(w.clock.now - start).toBe(3 * DEPLOYED_POLL_MS);
  });

  it('fails when the distribution does not send the new value, or is still deploying at the end of its time', async () => {
    const w = world();
    w.secrets.startRotation('t1');
    await w.step('createSecret', 't1');
    await expect(w.step('testSecret', 't1')).rejects.toThrow(/does not send the new value/);
    await w.step('setSecret', 't1');
    const late = { ...w.deps, remainingMs: () => DEPLOYED_POLL_MS };
    await expect(
      rotateOriginSecret({ Step: 'testSecret', SecretId: SECRET_ID, ClientRequestToken: 't1' }, late),
    ).rejects.toThrow(/still deploying/);
  });
});

describe('finishSecret and a whole rotation', () => {
  it('moves AWSCURRENT to the new value and AWSPREVIOUS to the old one; a later call changes nothing', async () => {
    const w = world();
    expect(await w.rotate('t1')).toBeUndefined();
    const value = w.secrets.versions.get('t1')?.value as string;
    expect(w.secrets.versionWith('AWSCURRENT')).toBe('t1');
    expect(w.secrets.valueOf('AWSCURRENT')).toBe(value);
    expect(w.secrets.valueOf('AWSPREVIOUS')).toBe(FIRST);
    expect(apiHeaderOf(w.cloudFront.config)).toBe(value);
    await w.step('finishSecret', 't1');
    expect(w.secrets.versionWith('AWSCURRENT')).toBe('t1');
    // The next rotation starts from there.
    expect(await w.rotate('t2')).toBeUndefined();
    expect(w.secrets.valueOf('AWSPREVIOUS')).toBe(value);
    expect(apiHeaderOf(w.cloudFront.config)).toBe(w.secrets.valueOf('AWSCURRENT'));
  });

  it('a failed UpdateDistribution leaves AWSCURRENT and the header as they were; the retry completes', async () => {
    const w = world();
    w.cloudFront.failUpdate = named('PreconditionFailed', 'The If-Match version is missing or not valid');
    const failure = await w.rotate('t1');
    expect(failure?.name).toBe('PreconditionFailed');
    expect(w.cloudFront.updates).toHaveLength(1);
    expect(w.secrets.versionWith('AWSCURRENT')).toBe('v0');
    expect(w.secrets.valueOf('AWSCURRENT')).toBe(FIRST);
    expect(apiHeaderOf(w.cloudFront.config)).toBe(FIRST);
    const pending = w.secrets.valueOf('AWSPENDING');

    // Secrets Manager (or an operator) runs the rotation again with the same token.
    w.cloudFront.failUpdate = undefined;
    expect(await w.rotate('t1')).toBeUndefined();
    expect(w.secrets.valueOf('AWSCURRENT')).toBe(pending);
    expect(apiHeaderOf(w.cloudFront.config)).toBe(pending);
  });

  it('an update that lost a race with another (IfMatch) is refused, not applied over it', async () => {
    const w = world();
    w.secrets.startRotation('t1');
    await w.step('createSecret', 't1');
    // A deploy changes the distribution between the rotation's read and its update.
    const send = w.cloudFront.send.bind(w.cloudFront);
    w.cloudFront.send = async (command: unknown) => {
      if (command instanceof UpdateDistributionCommand) w.cloudFront.etag = 'E-deploy';
      return send(command);
    };
    await expect(w.step('setSecret', 't1')).rejects.toThrow(/If-Match/);
    expect(apiHeaderOf(w.cloudFront.config)).toBe(FIRST);
  });
});

describe("the fans' side: no request through CloudFront is refused while the secret rotates", () => {
  /** A route function deployed with `deployed`, reading the fake's stages with the real refresher. */
  async function routeFunction(w: ReturnType<typeof world>, deployed: string) {
    const { originSecretRefresher, secretStageReader } = await loadOriginSecrets();
    const refresh = originSecretRefresher(
      secretStageReader(SECRET_ID, w.secrets as unknown as SecretsManagerClient),
      undefined,
      () => w.clock.now,
    );
    const route = middy<ChainEvent, HttpResult>()
      .use(errorMapping())
      .use(originCheck(deployed, refresh))
      .handler(async () => json(200, {}));
    return async (header: string) =>
      (
        await route(
          { rawPath: '/api/x', headers: { [ORIGIN_VERIFY_HEADER]: header } } as unknown as ChainEvent,
          { getRemainingTimeInMillis: () => 10_000 } as Context,
        )
      ).statusCode;
  }

  it('every value an edge sends passes at every moment of two rotations; a stale or wrong value does not', async () => {
    const w = world();
    // One container deployed before the rotations, one that read the stages just before the first.
    const old = await routeFunction(w, FIRST);
    const busy = await routeFunction(w, FIRST);
    expect(await busy('guess')).toBe(403);
    const refused: string[] = [];
    w.ticks.push(async () => {
      for (const value of w.cloudFront.edgeValues())
        for (const [name, fn] of [
          ['old', old],
          ['busy', busy],
        ] as const)
          if ((await fn(value)) !== 200) refused.push(`${name} refused ${value} at ${w.clock.now}`);
    });
    expect(await w.rotate('t1')).toBeUndefined();
    w.clock.now += 30 * 24 * 3600 * 1000;
    expect(await w.rotate('t2')).toBeUndefined();
    expect(refused).toEqual([]);
    // Two rotations later the first value is neither current nor previous: refused.
    w.clock.now += ORIGIN_SECRET_REFRESH_SECONDS * 1000;
    expect(await old(FIRST)).toBe(403);
    expect(await busy('guess')).toBe(403);
    expect(await old(w.secrets.valueOf('AWSCURRENT') as string)).toBe(200);
  });

  it('also when an operator starts a rotation right after another (each waits for the last to deploy)', async () => {
    const w = world();
    w.cloudFront.deployPolls = 20;
    const fn = await routeFunction(w, FIRST);
    const refused: string[] = [];
    w.ticks.push(async () => {
      for (const value of w.cloudFront.edgeValues())
        if ((await fn(value)) !== 200) refused.push(`refused ${value} at ${w.clock.now}`);
    });
    expect(await w.rotate('t1')).toBeUndefined();
    expect(await w.rotate('t2')).toBeUndefined();
    expect(await w.rotate('t3')).toBeUndefined();
    expect(refused).toEqual([]);
  });
});
