import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { FEED_BIG_ACCOUNT_FOLLOWERS } from '../../shared/constants';
import { streamSourceOf } from '../../shared/manifest/runtime';
import { SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
import { STREAM_CONSUMERS } from '../../shared/manifest/stream-consumers';
import {
  type FunctionsSource,
  FunctionWithLogGroup,
  type LogSettings,
} from '../constructs/function-with-log-group';
import { applyGrants } from '../constructs/grants';
import { envValues, pascalCase, type StatefulRefs } from './common';

export interface JobsStackProps extends StackProps {
  readonly stateful: StatefulRefs;
  readonly functions: FunctionsSource;
  readonly logs: LogSettings;
  /** Followers at which an author's posts are merged into feeds at read time. @default FEED_BIG_ACCOUNT_FOLLOWERS */
  readonly bigAccountFollowers?: number;
}

/**
 * Background work: one function per stream consumer of the manifest, fed by the table's stream with
 * the manifest's event filters, partial batch failure reporting and an SQS on-failure destination
 * (alarmed), batch size, batching window, retries, bisect-on-error, record age and parallelization
 * from the runtime contract; and one EventBridge rule per scheduled job.
 */
export class JobsStack extends Stack {
  readonly streamFunctions: ReadonlyMap<string, NodejsFunction>;
  readonly jobFunctions: ReadonlyMap<string, NodejsFunction>;
  /** Where stream records land after their retries are exhausted (kept 14 days). */
  readonly streamFailures: Queue;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { stateful } = props;
    const environment = {
      ...envValues(stateful),
      FEED_BIG_ACCOUNT_FOLLOWERS: String(props.bigAccountFollowers ?? FEED_BIG_ACCOUNT_FOLLOWERS),
    };

    this.streamFailures = new Queue(this, 'StreamFailures', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    new Alarm(this, 'StreamFailuresAlarm', {
      alarmDescription: 'Stream records failed every retry and wait in the StreamFailures queue',
      metric: this.streamFailures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const streamFunctions = new Map<string, NodejsFunction>();
    for (const consumer of STREAM_CONSUMERS) {
      const fn = new FunctionWithLogGroup(this, `${pascalCase(consumer.name)}Consumer`, {
        source: props.functions,
        handler: consumer.handler,
        description: `Stream consumer ${consumer.name}`,
        kind: 'stream',
        environment,
        logs: props.logs,
      }).function;
      applyGrants(fn, consumer.grants, stateful);
      const source = streamSourceOf(consumer.name);
      fn.addEventSource(
        new DynamoEventSource(stateful.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: source.batchSize,
          maxBatchingWindow: Duration.seconds(source.maxBatchingWindowSeconds),
          bisectBatchOnError: source.bisectBatchOnError,
          reportBatchItemFailures: true,
          retryAttempts: source.retryAttempts,
          maxRecordAge: Duration.seconds(source.maxRecordAgeSeconds),
          parallelizationFactor: source.parallelizationFactor,
          onFailure: new SqsDlq(this.streamFailures),
          filters: consumer.filters.map((pattern) => FilterCriteria.filter(pattern)),
        }),
      );
      streamFunctions.set(consumer.name, fn);
    }
    this.streamFunctions = streamFunctions;

    const jobFunctions = new Map<string, NodejsFunction>();
    for (const job of SCHEDULED_JOBS) {
      const fn = new FunctionWithLogGroup(this, `${pascalCase(job.name)}Job`, {
        source: props.functions,
        handler: job.handler,
        description: `Scheduled job ${job.name} (${job.schedule})`,
        kind: 'job',
        environment,
        logs: props.logs,
      }).function;
      applyGrants(fn, job.grants, stateful);
      new Rule(this, `${pascalCase(job.name)}Schedule`, {
        schedule: Schedule.expression(job.schedule),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
      jobFunctions.set(job.name, fn);
    }
    this.jobFunctions = jobFunctions;

    new CfnOutput(this, 'StreamFailuresQueueUrl', { value: this.streamFailures.queueUrl });
  }
}
