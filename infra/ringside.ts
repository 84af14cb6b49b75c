import { type App, Aws, Tags } from 'aws-cdk-lib';
import { DEFAULT_CROSS_STACK_REFERENCES } from 'aws-cdk-lib/cx-api';
import { API_BASE_PATH } from './constructs/edge-functions';
import type { FunctionsSource } from './constructs/function-with-log-group';
import { JsonLogsOnEveryFunction } from './constructs/json-logs';
import { ApiStack } from './stacks/api-stack';
import { BackupCopyStack, backupCopyVaultName } from './stacks/backup-copy-stack';
import { EdgeStack } from './stacks/edge-stack';
import { JobsStack } from './stacks/jobs-stack';
import { OpsStack } from './stacks/ops-stack';
import { RealtimeStack } from './stacks/realtime-stack';
import { StatefulStack } from './stacks/stateful-stack';
import { WebStack } from './stacks/web-stack';
import { CLOUDFRONT_CERTIFICATE_REGION, type ResolvedStage, STAGE_PATTERN } from './stage-settings';

export { EMAIL_PATTERN, STAGE_PATTERN } from './stage-settings';

export interface RingsideProps {
  /** The stage, resolved from infra/stage-settings.ts (resolveStage) by bin/app.ts. */
  readonly stage: ResolvedStage;
  readonly functions: FunctionsSource;
  /** The built SPA (web/dist). */
  readonly siteDir: string;
}

export interface RingsideStacks {
  readonly stateful: StatefulStack;
  readonly ops: OpsStack;
  readonly api: ApiStack;
  readonly realtime: RealtimeStack;
  readonly jobs: JobsStack;
  readonly web: WebStack;
  /** The second-region vault backups are copied to (stages with `backupCopy`). */
  readonly backupCopy?: BackupCopyStack;
  /** The web ACL and site certificate in us-east-1 (every stage that knows its environment). */
  readonly edge?: EdgeStack;
}

/**
 * Ringside's stacks for one stage: Stateful (table, user pool, buckets, backups) and Ops (the alarm
 * topic, the budget) -> Realtime (the WebSocket API, show rooms' Event API) -> Api (its rooms' routes
 * publish to the Event API) -> Web (the distribution) -> Jobs (stream lanes, schedules;
 * the live lane pushes through Realtime's WebSocket API, the derived lane invalidates taken-down
 * images on Web's distribution). Web never depends on Jobs, so there is no cycle. A stage with
 * backup copies adds BackupCopy (a vault in the backup region), deployed before Stateful.
 *
 * A stage with pinned facts (prod) deploys into exactly that account and region: the CLI refuses
 * credentials of another account. Without them (dev), the stacks are environment-agnostic.
 * Must be called on an App without stacks: it sets the app's cross-stack reference strength.
 */
export function createRingside(app: App, props: RingsideProps): RingsideStacks {
  const { name: stage, settings, facts } = props.stage;
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Stage '${stage}' must match ${STAGE_PATTERN} (lowercase letters, digits, dashes)`);
  }
  // Strong references (Export/ImportValue) for prod: a consumer can never keep reading an old value
  // of a producer that changed (docs/deploy.md, "Cross-stack references"). Consumer-side context,
  // so it must be set before any stack exists.
  if (app.node.children.some((child) => child.node.id !== 'Tree')) {
    throw new Error(
      'createRingside() needs an App without stacks (it sets the cross-stack reference strength)',
    );
  }
  app.node.setContext(DEFAULT_CROSS_STACK_REFERENCES, settings.crossStackReferences);

  const name = (suffix: string) => `${stage}-Ringside${suffix}`;
  const env = facts.env;
  const common = { functions: props.functions, logs: settings.logs, env };

  let backupCopy: BackupCopyStack | undefined;
  let backupCopyVaultArn: string | undefined;
  if (settings.backupCopy && env && facts.backupRegion) {
    const vaultName = backupCopyVaultName(stage);
    backupCopy = new BackupCopyStack(app, name('BackupCopy'), {
      stackName: name('BackupCopy'),
      description: 'Ringside backup copies: the second-region vault the daily table backups are copied to',
      env: { account: env.account, region: facts.backupRegion },
      vaultName,
    });
    backupCopyVaultArn = `arn:${Aws.PARTITION}:backup:${facts.backupRegion}:${env.account}:backup-vault:${vaultName}`;
  } else if (settings.backupCopy) {
    throw new Error(
      `Stage '${stage}' copies backups to a second region: it needs account, region and backupRegion`,
    );
  }

  const stateful = new StatefulStack(app, name('Stateful'), {
    stackName: name('Stateful'),
    description:
      'Ringside data and identity: DynamoDB table, Cognito user pool, S3 buckets (retained), backups',
    uploadCorsOrigins: facts.uploadCorsOrigins,
    cognitoEmail:
      settings.cognitoEmail === 'ses' && facts.sesFromEmail
        ? { kind: 'ses', fromEmail: facts.sesFromEmail }
        : { kind: 'cognito-default' },
    backup: { retentionDays: settings.backupRetentionDays, copyVaultArn: backupCopyVaultArn },
    ...common,
  });
  if (backupCopy) stateful.addStackDependency(backupCopy, 'backups are copied to its vault');
  const ops = new OpsStack(app, name('Ops'), {
    stackName: name('Ops'),
    description: 'Ringside operations: the SNS topic every alarm notifies, the monthly budget',
    alarmEmails: facts.alarmEmails,
    monthlyBudgetUsd: settings.monthlyBudgetUsd,
    env,
  });
  const refs = {
    table: stateful.table,
    uploadsBucket: stateful.uploadsBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    twoStepClient: stateful.twoStepClient,
  };
  const realtime = new RealtimeStack(app, name('Realtime'), {
    stackName: name('Realtime'),
    description:
      "Ringside real time: the WebSocket API for live notifications, show rooms' AppSync Events API",
    stateful: refs,
    stageName: stage,
    throttle: settings.wsThrottle,
    alarmTopic: ops.alarmTopic,
    ...common,
  });
  const api = new ApiStack(app, name('Api'), {
    stackName: name('Api'),
    description: 'Ringside HTTP API: one Lambda per manifest route behind a Cognito JWT authorizer',
    stateful: refs,
    alarmTopic: ops.alarmTopic,
    throttle: settings.apiThrottle,
    routeThrottles: settings.apiRouteThrottles,
    origin: facts.apiOrigin,
    events: { roomsNamespace: realtime.roomsNamespace, httpUrl: realtime.eventsHttpUrl },
    ...common,
  });
  // CloudFront takes its web ACL and certificate from us-east-1 only: a stage that knows its account
  // and region gets them from the Edge stack there, whatever its own region (docs/deploy.md).
  const edge = env
    ? new EdgeStack(app, name('Edge'), {
        stackName: name('Edge'),
        description: "Ringside edge: CloudFront's web ACL and the site certificate (us-east-1)",
        apiPathPrefix: `${API_BASE_PATH}/`,
        siteDomain: facts.siteDomain,
        env: { account: env.account, region: CLOUDFRONT_CERTIFICATE_REGION },
        crossRegionReferences: true,
      })
    : undefined;
  if (!edge && facts.siteDomain) {
    throw new Error(`Stage '${stage}' serves ${facts.siteDomain.domain}: it needs account and region`);
  }
  const web = new WebStack(app, name('Web'), {
    stackName: name('Web'),
    description: 'Ringside CloudFront distribution and SPA deployment',
    siteDir: props.siteDir,
    siteBucket: stateful.siteBucket,
    uploadsBucket: stateful.uploadsBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    apiDomainName: api.apiDomainName,
    apiClientCertificateArn: facts.apiOrigin?.clientCertificateArn,
    originVerifySecret: api.originVerifySecret,
    functions: props.functions,
    alarmTopic: ops.alarmTopic,
    wsUrl: realtime.wsUrl,
    wsDomainName: realtime.wsDomainName,
    events: {
      realtimeUrl: realtime.eventsRealtimeUrl,
      realtimeHost: realtime.eventsRealtimeHost,
      httpHost: realtime.eventsHttpHost,
    },
    logs: settings.logs,
    edge: edge && { webAclArn: edge.webAclArn, siteCertificate: edge.siteCertificate },
    siteDomain: facts.siteDomain,
    accessLogsBucket: stateful.accessLogsBucket,
    env,
    crossRegionReferences: edge !== undefined,
  });
  const jobs = new JobsStack(app, name('Jobs'), {
    stackName: name('Jobs'),
    description: 'Ringside background work: the stream lanes, their alarms and dashboard, scheduled jobs',
    stateful: refs,
    realtime: {
      webSocketApi: realtime.webSocketApi,
      managementEndpoint: realtime.managementEndpoint,
      roomsNamespace: realtime.roomsNamespace,
      eventsHttpUrl: realtime.eventsHttpUrl,
    },
    web: { distribution: web.distribution },
    alarmTopic: ops.alarmTopic,
    bigAccountFollowers: settings.bigAccountFollowers,
    ...common,
  });

  const all = [
    stateful,
    ops,
    api,
    realtime,
    jobs,
    web,
    ...(backupCopy ? [backupCopy] : []),
    ...(edge ? [edge] : []),
  ];
  for (const stack of all) {
    Tags.of(stack).add('project', 'ringside');
    Tags.of(stack).add('stage', stage);
    JsonLogsOnEveryFunction.applyTo(stack);
  }
  return { stateful, ops, api, realtime, jobs, web, backupCopy, edge };
}
