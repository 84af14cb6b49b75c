import { type App, Tags } from 'aws-cdk-lib';
import type { FunctionsSource, LogSettings } from './constructs/function-with-log-group';
import { ApiStack } from './stacks/api-stack';
import { JobsStack } from './stacks/jobs-stack';
import { OpsStack } from './stacks/ops-stack';
import { RealtimeStack } from './stacks/realtime-stack';
import { StatefulStack } from './stacks/stateful-stack';
import { WebStack } from './stacks/web-stack';
import { stageSettings } from './stage-settings';

export interface RingsideProps {
  /** Stage name (dev, prod, ...): prefixes every stack name and names the WebSocket stage. */
  readonly stage: string;
  readonly functions: FunctionsSource;
  /** The built SPA (web/dist). */
  readonly siteDir: string;
  readonly logs: LogSettings;
  /** Browser origins allowed to PUT presigned uploads. @default ['https://*.cloudfront.net'] */
  readonly uploadCorsOrigins?: string[];
  /** E-mail addresses subscribed to the alarm topic. @default none (the topic has no subscription) */
  readonly alarmEmails?: readonly string[];
}

export interface RingsideStacks {
  readonly stateful: StatefulStack;
  readonly ops: OpsStack;
  readonly api: ApiStack;
  readonly realtime: RealtimeStack;
  readonly jobs: JobsStack;
  readonly web: WebStack;
}

export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;
/** What an alarm e-mail address must look like (SNS checks the rest when it sends the confirmation). */
export const EMAIL_PATTERN = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;

/**
 * Ringside's stacks for one stage: Stateful (table, user pool, buckets) and Ops (the alarm topic)
 * -> Api + Realtime -> Web (the distribution) -> Jobs (stream lanes, schedules; the live lane pushes
 * through Realtime's WebSocket API, the derived lane invalidates taken-down images on Web's
 * distribution). Web never depends on Jobs, so there is no cycle.
 * Environment-agnostic: account and region come from the deploying credentials.
 */
export function createRingside(app: App, props: RingsideProps): RingsideStacks {
  if (!STAGE_PATTERN.test(props.stage)) {
    throw new Error(`Stage '${props.stage}' must match ${STAGE_PATTERN} (lowercase letters, digits, dashes)`);
  }
  for (const address of props.alarmEmails ?? []) {
    if (!EMAIL_PATTERN.test(address)) throw new Error(`Alarm e-mail '${address}' is not an e-mail address`);
  }
  const name = (suffix: string) => `${props.stage}-Ringside${suffix}`;
  const common = { functions: props.functions, logs: props.logs };

  const stateful = new StatefulStack(app, name('Stateful'), {
    stackName: name('Stateful'),
    description: 'Ringside data and identity: DynamoDB table, Cognito user pool, S3 buckets (retained)',
    uploadCorsOrigins: props.uploadCorsOrigins,
    ...common,
  });
  const ops = new OpsStack(app, name('Ops'), {
    stackName: name('Ops'),
    description: 'Ringside operations: the SNS topic every alarm notifies',
    alarmEmails: props.alarmEmails,
  });
  const refs = {
    table: stateful.table,
    uploadsBucket: stateful.uploadsBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
  };
  const realtime = new RealtimeStack(app, name('Realtime'), {
    stackName: name('Realtime'),
    description: 'Ringside WebSocket API for live notifications',
    stateful: refs,
    stageName: props.stage,
    ...common,
  });
  const api = new ApiStack(app, name('Api'), {
    stackName: name('Api'),
    description: 'Ringside HTTP API: one Lambda per manifest route behind a Cognito JWT authorizer',
    stateful: refs,
    alarmTopic: ops.alarmTopic,
    throttle: stageSettings(props.stage).apiThrottle,
    ...common,
  });
  const web = new WebStack(app, name('Web'), {
    stackName: name('Web'),
    description: 'Ringside CloudFront distribution and SPA deployment',
    siteDir: props.siteDir,
    siteBucket: stateful.siteBucket,
    uploadsBucket: stateful.uploadsBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    apiDomainName: api.apiDomainName,
    wsUrl: realtime.wsUrl,
    wsDomainName: realtime.wsDomainName,
    logs: props.logs,
  });
  const jobs = new JobsStack(app, name('Jobs'), {
    stackName: name('Jobs'),
    description: 'Ringside background work: the stream lanes, their alarms and dashboard, scheduled jobs',
    stateful: refs,
    realtime: { webSocketApi: realtime.webSocketApi, managementEndpoint: realtime.managementEndpoint },
    web: { distribution: web.distribution },
    alarmTopic: ops.alarmTopic,
    ...common,
  });

  for (const stack of [stateful, ops, api, realtime, jobs, web]) {
    Tags.of(stack).add('project', 'ringside');
    Tags.of(stack).add('stage', props.stage);
  }
  return { stateful, ops, api, realtime, jobs, web };
}
