/**
 * The production stage, synthesized with dummy deployment facts (PROD_FACTS: no AWS account is
 * touched): every operator-facing setting of issue 17 on prod's templates.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_SETTINGS, ORIGIN_VERIFY_HEADER } from '../../shared/manifest/runtime';
import { STATEFUL_RESOURCE_TYPES } from '../constructs/stack-policy';
import { UPLOAD_VERSIONS_KEPT_DAYS } from '../stacks/stateful-stack';
import { FACT_SOURCES, resolveStage, STAGE_SETTINGS } from '../stage-settings';
import { PROD_FACTS, type SynthesizedRingside, synthRingside, templatesOf } from './synth';

type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

let prod: SynthesizedRingside;
let dev: SynthesizedRingside;
beforeAll(() => {
  prod = synthRingside({ stage: 'prod', facts: PROD_FACTS });
  dev = synthRingside({ stage: 'dev' });
});
afterAll(() => {
  prod?.cleanup();
  dev?.cleanup();
});

const resources = (template: Template) => template.toJSON().Resources as Record<string, Resource>;

/** The types whose resources hold data or identity: never replaced, never deleted. */
const STATEFUL_TYPES: readonly string[] = STATEFUL_RESOURCE_TYPES;

describe('stages as code', () => {
  it('refuses to synthesize prod without an account, and says how to give one', () => {
    expect(() => resolveStage('prod', () => undefined)).toThrow(
      /Stage "prod" cannot be synthesized:[\s\S]*missing account: give -c account=\.\.\. or RINGSIDE_ACCOUNT=\.\.\./,
    );
    const { account: _, ...rest } = PROD_FACTS;
    expect(() => resolveStage('prod', (fact) => (rest as Record<string, string>)[fact])).toThrow(
      /missing account/,
    );
  });

  it('refuses every missing deployment fact of prod at once (no fact falls back to a default)', () => {
    let message = '';
    try {
      resolveStage('prod', () => undefined);
    } catch (err) {
      message = (err as Error).message;
    }
    // The site's certificate or its hosted zone: whichever comes, so neither is "missing" alone.
    const alternatives = ['siteCertificateArn', 'siteHostedZoneId', 'siteHostedZoneName'];
    for (const fact of Object.keys(FACT_SOURCES).filter((f) => !alternatives.includes(f)))
      expect(message).toContain(`missing ${fact}:`);
  });

  it('the app itself exits with the message when prod has no account (no credentials needed)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const env: Record<string, string | undefined> = {
      ...process.env,
      CDK_CONTEXT_JSON: JSON.stringify({ stage: 'prod' }),
      CDK_OUTDIR: path.join(prod.outdir, 'app-run'),
    };
    for (const { env: variable } of Object.values(FACT_SOURCES)) delete env[variable];
    delete env.CDK_DEFAULT_ACCOUNT;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'infra/bin/app.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Stage "prod" cannot be synthesized');
    expect(run.stderr).toContain('missing account');
  });

  it('refuses a backup region equal to the region, and malformed facts', () => {
    const read = (over: Record<string, string>) => (fact: string) =>
      ({ ...PROD_FACTS, ...over })[fact as keyof typeof PROD_FACTS];
    expect(() => resolveStage('prod', read({ backupRegion: 'eu-west-1' }))).toThrow(
      /must differ from region/,
    );
    expect(() => resolveStage('prod', read({ account: '1234' }))).toThrow(/not a 12-digit id/);
    expect(() => resolveStage('prod', read({ uploadCorsOrigins: 'ringside.example.com' }))).toThrow(
      /must be scheme:\/\/host/,
    );
  });

  it('needs nothing for a dev stage, which stays environment-agnostic', () => {
    const stage = resolveStage('dev', () => undefined);
    expect(stage.facts.env).toBeUndefined();
    expect(Stack.of(dev.stacks.api).account).toMatch(/\$\{Token/);
  });

  it('pins every prod stack to the given account and region (the backup copy to the backup region)', () => {
    for (const stack of [prod.stacks.stateful, prod.stacks.ops, prod.stacks.api, prod.stacks.web]) {
      expect(stack.account).toBe(PROD_FACTS.account);
      expect(stack.region).toBe(PROD_FACTS.region);
    }
    expect(prod.stacks.backupCopy?.region).toBe(PROD_FACTS.backupRegion);
  });

  it("takes prod's settings from code: throttles, log retention, big-account threshold, CORS, alarm e-mail", () => {
    const settings = STAGE_SETTINGS.prod;
    prod.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: {
        ThrottlingBurstLimit: settings.apiThrottle.burstLimit,
        ThrottlingRateLimit: settings.apiThrottle.rateLimit,
      },
    });
    prod.realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: {
        ThrottlingBurstLimit: settings.wsThrottle.burstLimit,
        ThrottlingRateLimit: settings.wsThrottle.rateLimit,
      },
    });
    for (const template of [prod.api, prod.jobs, prod.realtime]) {
      for (const group of Object.values(template.findResources('AWS::Logs::LogGroup')) as Resource[]) {
        expect(group.Properties.RetentionInDays).toBe(settings.logs.retention);
        expect(group.DeletionPolicy).toBe('Retain');
      }
    }
    const lane = [...prod.stacks.jobs.laneFunctions.values()][0];
    const laneResource = resources(prod.jobs)[
      prod.stacks.jobs.getLogicalId(lane?.node.defaultChild as never)
    ];
    expect(JSON.stringify(laneResource?.Properties.Environment)).toContain(
      `"FEED_BIG_ACCOUNT_FOLLOWERS":"${settings.bigAccountFollowers}"`,
    );
    prod.stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: [PROD_FACTS.uploadCorsOrigins] })],
      },
    });
    prod.ops.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: PROD_FACTS.alarmEmail,
    });
  });
});

describe('safe to redeploy', () => {
  it('has a stack policy on the stateful stack denying replacement and deletion of every stateful resource', () => {
    const policy = prod.stacks.stateful.stackPolicy.document();
    const [deny, allow] = policy.Statement;
    expect(deny).toMatchObject({ Effect: 'Deny', Action: ['Update:Replace', 'Update:Delete'] });
    expect(allow).toMatchObject({ Effect: 'Allow', Action: 'Update:*', Resource: '*' });
    const denied = new Set(deny?.Resource as string[]);

    const all = resources(prod.stateful);
    const stateful = Object.entries(all).filter(([, r]) => STATEFUL_TYPES.includes(r.Type));
    // Every stateful resource is denied, and everything retained (log groups aside) is stateful.
    expect(stateful.length).toBe(9);
    for (const [id] of stateful) expect(denied, id).toContain(`LogicalResourceId/${id}`);
    const retained = Object.entries(all).filter(
      ([, r]) => r.DeletionPolicy === 'Retain' && r.Type !== 'AWS::Logs::LogGroup',
    );
    expect(retained.map(([id]) => `LogicalResourceId/${id}`).sort()).toEqual([...denied].sort());
    for (const [id, r] of stateful) expect(r.UpdateReplacePolicy, id).toBe('Retain');

    // The policy is applied by the stack itself, with exactly this body.
    const [, apply] = Object.entries(all).find(([, r]) => r.Type === 'Custom::AWS') as [string, Resource];
    const [, parts] = (apply.Properties.Update as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    const update = parts.filter((part) => typeof part === 'string').join('');
    expect(update).toContain('"action":"setStackPolicy"');
    expect(update).toContain(`"StackPolicyBody":${JSON.stringify(JSON.stringify(policy))}`);
  });

  it('pins and retains the admins group under the logical id it was first deployed with', () => {
    const groups = prod.stateful.findResources('AWS::Cognito::UserPoolGroup');
    expect(Object.keys(groups)).toEqual(['UserPoolAdminsGroup64AC0651']);
    expect((Object.values(groups)[0] as Resource).DeletionPolicy).toBe('Retain');
  });

  it('protects the backup copy vault the same way', () => {
    const copy = prod.backupCopy as Template;
    const [id, vault] = Object.entries(copy.findResources('AWS::Backup::BackupVault'))[0] as [
      string,
      Resource,
    ];
    expect(vault.DeletionPolicy).toBe('Retain');
    expect(JSON.stringify(copy.findResources('Custom::AWS'))).toContain(`LogicalResourceId/${id}`);
    expect(prod.stacks.backupCopy?.terminationProtection).toBe(true);
  });

  it('passes cross-stack values of prod as strong references (Export/ImportValue), never Fn::GetStackOutput', () => {
    for (const template of templatesOf(prod))
      expect(JSON.stringify(template.toJSON())).not.toContain('Fn::GetStackOutput');
    expect(JSON.stringify(prod.api.toJSON())).toContain('Fn::ImportValue');
    expect(JSON.stringify(prod.jobs.toJSON())).toContain('Fn::ImportValue');
    // dev keeps cdk.json's weak references
    expect(JSON.stringify(dev.jobs.toJSON())).toContain('Fn::GetStackOutput');
  });
});

describe('priced right', () => {
  it('sets the Cognito feature plan explicitly to Lite', () => {
    prod.stateful.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
    dev.stateful.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
  });

  it("sends prod's Cognito e-mail through SES, dev's with Cognito's default sender", () => {
    prod.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp(PROD_FACTS.sesFromEmail),
        SourceArn: Match.stringLikeRegexp(`identity/${PROD_FACTS.sesFromEmail.split('@')[1]}`),
      }),
    });
    dev.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('has a monthly AWS Budgets cost budget alerting the alarm topic and the alarm addresses', () => {
    const [, budget] = Object.entries(prod.ops.findResources('AWS::Budgets::Budget'))[0] as [
      string,
      Resource,
    ];
    expect(budget.Properties.Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: STAGE_SETTINGS.prod.monthlyBudgetUsd, Unit: 'USD' },
    });
    const notes = budget.Properties.NotificationsWithSubscribers as {
      Notification: Record<string, unknown>;
      Subscribers: { SubscriptionType: string; Address: unknown }[];
    }[];
    expect(notes.map((n) => n.Notification.NotificationType).sort()).toEqual(['ACTUAL', 'FORECASTED']);
    for (const n of notes) {
      expect(n.Subscribers.map((sub) => sub.SubscriptionType).sort()).toEqual(['EMAIL', 'SNS']);
    }
    prod.ops.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' }),
        ]),
      },
    });
  });
});

describe('observable', () => {
  it('traces (X-Ray, active) exactly the HTTP and stream functions', () => {
    const traced = (fns: Iterable<{ node: { defaultChild?: unknown } }>, template: Template, stack: Stack) =>
      [...fns].map(
        (fn) =>
          resources(template)[stack.getLogicalId(fn.node.defaultChild as never)]?.Properties.TracingConfig,
      );
    expect(FUNCTION_SETTINGS.http.tracing && FUNCTION_SETTINGS.stream.tracing).toBe(true);
    for (const config of traced(prod.stacks.api.routeFunctions.values(), prod.api, prod.stacks.api)) {
      expect(config).toEqual({ Mode: 'Active' });
    }
    for (const config of traced(prod.stacks.jobs.laneFunctions.values(), prod.jobs, prod.stacks.jobs)) {
      expect(config).toEqual({ Mode: 'Active' });
    }
    for (const config of traced(prod.stacks.jobs.jobFunctions.values(), prod.jobs, prod.stacks.jobs)) {
      expect(config).toBeUndefined();
    }
  });

  it('logs in JSON format from every function of every stack, CDK-provided ones included', () => {
    let count = 0;
    for (const template of templatesOf(prod)) {
      for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function')) as [
        string,
        Resource,
      ][]) {
        expect((fn.Properties.LoggingConfig as { LogFormat?: string })?.LogFormat, id).toBe('JSON');
        count++;
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it('writes HTTP API access logs with the user id, and points to the function lines for the fan address', () => {
    const [, stage] = Object.entries(prod.api.findResources('AWS::ApiGatewayV2::Stage'))[0] as [
      string,
      Resource,
    ];
    const format = JSON.parse((stage.Properties.AccessLogSettings as { Format: string }).Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      userId: '$context.authorizer.claims.sub',
      edgeIp: '$context.identity.sourceIp',
    });
  });

  it('writes WebSocket access logs with the client address and the user id', () => {
    const [, stage] = Object.entries(prod.realtime.findResources('AWS::ApiGatewayV2::Stage'))[0] as [
      string,
      Resource,
    ];
    const settings = stage.Properties.AccessLogSettings as { Format: string; DestinationArn: unknown };
    expect(JSON.parse(settings.Format)).toMatchObject({
      ip: '$context.identity.sourceIp',
      userId: '$context.authorizer.userId',
      eventType: '$context.eventType',
    });
    prod.realtime.resourceCountIs('AWS::ApiGateway::Account', 1);
  });

  it('lets the HTTP API answer only through CloudFront: the origin header and the functions share one secret', () => {
    const [secretId] = Object.keys(prod.api.findResources('AWS::SecretsManager::Secret'));
    const [, distribution] = Object.entries(prod.web.findResources('AWS::CloudFront::Distribution'))[0] as [
      string,
      Resource,
    ];
    const origins = (distribution.Properties.DistributionConfig as { Origins: Record<string, unknown>[] })
      .Origins;
    const apiOrigin = origins.find((o) => o.DomainName === PROD_FACTS.apiDomain);
    const header = (
      apiOrigin?.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[] | undefined
    )?.[0];
    expect(header?.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(header?.HeaderValue)).toContain('Fn::ImportValue');
    for (const fn of prod.stacks.api.routeFunctions.values()) {
      const env = resources(prod.api)[prod.stacks.api.getLogicalId(fn.node.defaultChild as never)]?.Properties
        .Environment as { Variables: Record<string, unknown> };
      const value = JSON.stringify(env.Variables.ORIGIN_VERIFY_SECRET);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(`"Ref":"${secretId}"`);
    }
  });
});

describe('backed up', () => {
  it('backs the table up daily, keeps 21 days, and copies each backup to the backup region', () => {
    const [, plan] = Object.entries(prod.stateful.findResources('AWS::Backup::BackupPlan'))[0] as [
      string,
      Resource,
    ];
    const [rule] = (plan.Properties.BackupPlan as { BackupPlanRule: Record<string, unknown>[] })
      .BackupPlanRule;
    expect(rule).toMatchObject({
      RuleName: 'daily',
      ScheduleExpression: 'cron(0 3 * * ? *)',
      Lifecycle: { DeleteAfterDays: 21 },
      CopyActions: [
        {
          DestinationBackupVaultArn: expect.anything(),
          Lifecycle: { DeleteAfterDays: 21 },
        },
      ],
    });
    const copyArn = JSON.stringify(
      (rule?.CopyActions as { DestinationBackupVaultArn: unknown }[] | undefined)?.[0],
    );
    expect(copyArn).toContain(
      `backup:${PROD_FACTS.backupRegion}:${PROD_FACTS.account}:backup-vault:prod-ringside-backup-copy`,
    );
    prod.stateful.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: [{ 'Fn::GetAtt': ['RingsideTable', 'Arn'] }],
      }),
    });
    prod.backupCopy?.hasResourceProperties('AWS::Backup::BackupVault', {
      BackupVaultName: 'prod-ringside-backup-copy',
    });
    // dev: a week, no copy
    const [, devPlan] = Object.entries(dev.stateful.findResources('AWS::Backup::BackupPlan'))[0] as [
      string,
      Resource,
    ];
    expect(JSON.stringify(devPlan.Properties)).not.toContain('DestinationBackupVaultArn');
    expect(JSON.stringify(devPlan.Properties)).toContain(
      `"DeleteAfterDays":${STAGE_SETTINGS.dev.backupRetentionDays}`,
    );
    expect(dev.backupCopy).toBeUndefined();
  });

  it('versions the uploads bucket and expires old versions', () => {
    prod.stateful.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'expire-old-versions',
            Status: 'Enabled',
            NoncurrentVersionExpiration: { NoncurrentDays: UPLOAD_VERSIONS_KEPT_DAYS },
            ExpiredObjectDeleteMarker: true,
          }),
        ]),
      },
    });
  });
});
