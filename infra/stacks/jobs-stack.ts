import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ChannelNamespace } from 'aws-cdk-lib/aws-appsync';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  Metric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, MetricType, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { FEED_BIG_ACCOUNT_FOLLOWERS } from '../../shared/constants';
import { FUNCTION_SETTINGS, streamSourceOf } from '../../shared/manifest/runtime';
import { SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
import {
  activeLanes,
  consumersOf,
  type LaneName,
  laneFilters,
  laneGrants,
} from '../../shared/manifest/stream-consumers';
import { ALARM_PERIOD, appMetric, notifyingAlarm } from '../constructs/alarms';
import {
  type FunctionsSource,
  FunctionWithLogGroup,
  type LogSettings,
} from '../constructs/function-with-log-group';
import { applyGrants } from '../constructs/grants';
import { keep } from '../nag';
import { envValues, pascalCase, type StatefulRefs } from './common';

/** A lane's records wait no longer than this in the stream before its alarm fires. */
export const ITERATOR_AGE_ALARM_SECONDS = 60;

/**
 * What the lanes take from the Realtime stack: the live lane pushes to WebSocket connections, and
 * publishes to show rooms' Event API (EVENTS_HTTP_URL, with an 'events:publish' grant).
 */
export interface RealtimeRefs {
  readonly webSocketApi: WebSocketApi;
  /** https://... endpoint of the @connections management API. */
  readonly managementEndpoint: string;
  /** The rooms channel namespace ('events:publish'). */
  readonly roomsNamespace: ChannelNamespace;
  /** https://{the Event API's HTTP host}. */
  readonly eventsHttpUrl: string;
}

/**
 * What the lanes take from the Web stack: the distribution that serves /media/*, where the
 * media-cleanup consumer invalidates a taken-down image (MEDIA_DISTRIBUTION_ID, 'media:invalidate').
 */
export interface WebRefs {
  readonly distribution: IDistribution;
}

export interface JobsStackProps extends StackProps {
  readonly stateful: StatefulRefs;
  readonly realtime: RealtimeRefs;
  readonly web: WebRefs;
  readonly functions: FunctionsSource;
  readonly logs: LogSettings;
  /** Every alarm of this stack notifies this topic (the Ops stack's). */
  readonly alarmTopic: ITopic;
  /** Followers at which an author's posts are merged into feeds at read time. @default FEED_BIG_ACCOUNT_FOLLOWERS */
  readonly bigAccountFollowers?: number;
}

/**
 * Background work. The table's stream is read by at most two lanes (AWS serves at most two
 * concurrent readers per shard): one function per active lane of the manifest, each with exactly
 * one event source mapping on the stream (the lane's merged filters, partial batch failure
 * reporting, an SQS on-failure destination, and batch size, batching window, retries,
 * bisect-on-error, record age and parallelization from the runtime contract). Alarms on failed,
 * parked and late records and on the lanes' errors and throttles, all notifying the alarm topic,
 * and a dashboard of the lanes. One EventBridge rule per scheduled job.
 */
export class JobsStack extends Stack {
  /** Each active lane's function, by lane name. */
  readonly laneFunctions: ReadonlyMap<LaneName, NodejsFunction>;
  /** Each active lane's event source on the table's stream, by lane name. */
  readonly laneSources: ReadonlyMap<LaneName, DynamoEventSource>;
  readonly jobFunctions: ReadonlyMap<string, NodejsFunction>;
  /** Where stream records land after their retries are exhausted (kept 14 days). */
  readonly streamFailures: Queue;
  readonly alarms: readonly Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { stateful, alarmTopic } = props;
    const grantTargets = {
      ...stateful,
      webSocketApi: props.realtime.webSocketApi,
      roomsNamespace: props.realtime.roomsNamespace,
      distribution: props.web.distribution,
    };
    const environment = {
      ...envValues(stateful),
      WS_MANAGEMENT_ENDPOINT: props.realtime.managementEndpoint,
      EVENTS_HTTP_URL: props.realtime.eventsHttpUrl,
      MEDIA_DISTRIBUTION_ID: props.web.distribution.distributionId,
      FEED_BIG_ACCOUNT_FOLLOWERS: String(props.bigAccountFollowers ?? FEED_BIG_ACCOUNT_FOLLOWERS),
    };

    this.streamFailures = new Queue(this, 'StreamFailures', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    keep(this.streamFailures, 'AwsSolutions-SQS3');

    const laneFunctions = new Map<LaneName, NodejsFunction>();
    const laneSources = new Map<LaneName, DynamoEventSource>();
    for (const lane of activeLanes()) {
      const consumers = consumersOf(lane.name).map((c) => c.name);
      const fn = new FunctionWithLogGroup(this, `${pascalCase(lane.name)}Lane`, {
        source: props.functions,
        handler: lane.handler,
        description: `Stream lane ${lane.name}: ${consumers.join(', ')}`,
        kind: 'stream',
        environment,
        logs: props.logs,
      }).function;
      applyGrants(fn, laneGrants(lane.name), grantTargets);
      const source = streamSourceOf(lane.name);
      const events = new DynamoEventSource(stateful.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: source.batchSize,
        maxBatchingWindow: Duration.seconds(source.maxBatchingWindowSeconds),
        bisectBatchOnError: source.bisectBatchOnError,
        reportBatchItemFailures: true,
        retryAttempts: source.retryAttempts,
        maxRecordAge: Duration.seconds(source.maxRecordAgeSeconds),
        parallelizationFactor: source.parallelizationFactor,
        onFailure: new SqsDlq(this.streamFailures),
        filters: laneFilters(lane.name).map((pattern) => FilterCriteria.filter(pattern)),
        // Records polled, filtered out and invoked per mapping: the dashboard's "records in".
        metricsConfig: { metrics: [MetricType.EVENT_COUNT] },
      });
      fn.addEventSource(events);
      laneFunctions.set(lane.name, fn);
      laneSources.set(lane.name, events);
    }
    this.laneFunctions = laneFunctions;
    this.laneSources = laneSources;

    const alarms: Alarm[] = [
      notifyingAlarm(this, 'StreamFailuresAlarm', alarmTopic, {
        description: 'Stream records failed every retry and wait in the StreamFailures queue',
        metric: this.streamFailures.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: ALARM_PERIOD,
        }),
        threshold: 0,
      }),
      notifyingAlarm(this, 'StreamRecordsParkedAlarm', alarmTopic, {
        description:
          'A lane parked stream records (PARKED#{lane} items) after a consumer kept failing on them: fix the cause, then `npm run redrive -- <lane> --table <TableName>` (docs/deploy.md)',
        metric: appMetric('StreamRecordsParked'),
        threshold: 0,
      }),
    ];
    for (const [lane, fn] of laneFunctions) {
      const id = pascalCase(lane);
      alarms.push(
        notifyingAlarm(this, `${id}LaneIteratorAgeAlarm`, alarmTopic, {
          description: `The ${lane} lane is more than ${ITERATOR_AGE_ALARM_SECONDS} s behind the table's stream`,
          metric: fn.metric('IteratorAge', { statistic: 'Maximum', period: ALARM_PERIOD }),
          threshold: ITERATOR_AGE_ALARM_SECONDS * 1000,
        }),
        notifyingAlarm(this, `${id}LaneErrorsAlarm`, alarmTopic, {
          description: `The ${lane} lane's function failed (threw, timed out or ran out of memory)`,
          metric: fn.metricErrors({ statistic: 'Sum', period: ALARM_PERIOD }),
          threshold: 0,
        }),
        notifyingAlarm(this, `${id}LaneThrottlesAlarm`, alarmTopic, {
          description: `The ${lane} lane's function was throttled (account or function concurrency)`,
          metric: fn.metricThrottles({ statistic: 'Sum', period: ALARM_PERIOD }),
          threshold: 0,
        }),
      );
    }
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
      applyGrants(fn, job.grants, grantTargets);
      new Rule(this, `${pascalCase(job.name)}Schedule`, {
        schedule: Schedule.expression(job.schedule),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
      // Two failed runs in a row (EventBridge retries each twice first): the rankings are going stale.
      alarms.push(
        notifyingAlarm(this, `${pascalCase(job.name)}JobErrorsAlarm`, alarmTopic, {
          description: `The scheduled job ${job.name} failed in two consecutive 10-minute periods: its snapshots are going stale`,
          metric: fn.metricErrors({ statistic: 'Sum', period: Duration.minutes(10) }),
          threshold: 0,
          evaluationPeriods: 2,
        }),
      );
      jobFunctions.set(job.name, fn);
    }
    this.jobFunctions = jobFunctions;
    this.alarms = alarms;

    this.dashboard = this.lanesDashboard(alarms);

    new CfnOutput(this, 'StreamFailuresQueueUrl', { value: this.streamFailures.queueUrl });
    new CfnOutput(this, 'LanesDashboardName', { value: this.dashboard.dashboardName });
  }

  /** The lanes at a glance: records in, lag, failures, fan-out work, invocation times, alarms. */
  private lanesDashboard(alarms: readonly Alarm[]): Dashboard {
    const period = Duration.minutes(1);
    const lanes = [...this.laneFunctions];
    const perLane = (metric: (lane: LaneName, fn: NodejsFunction) => IMetric) =>
      lanes.map(([lane, fn]) => metric(lane, fn));
    const mappingMetric = (lane: LaneName, name: string) =>
      new Metric({
        namespace: 'AWS/Lambda',
        metricName: name,
        dimensionsMap: {
          EventSourceMappingUUID: (this.laneSources.get(lane) as DynamoEventSource).eventSourceMappingId,
        },
        statistic: 'Sum',
        period,
        label: `${lane}: ${name}`,
      });
    const timeoutMs = FUNCTION_SETTINGS.stream.timeoutSeconds * 1000;
    const width = 12;
    const height = 6;

    const dashboard = new Dashboard(this, 'LanesDashboard', {
      dashboardName: `${this.stackName}-Lanes`,
      defaultInterval: Duration.hours(3),
    });
    dashboard.addWidgets(
      new TextWidget({
        width: 24,
        height: 2,
        markdown: [
          '# Ringside stream lanes',
          `Lanes: ${lanes
            .map(
              ([lane]) =>
                `**${lane}** (${consumersOf(lane)
                  .map((c) => c.name)
                  .join(', ')})`,
            )
            .join('; ')}. ` +
            'Parked records: `npm run redrive -- <lane> --table <TableName>` (docs/deploy.md).',
        ].join('\n'),
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Records in (per lane event source)',
        width,
        height,
        left: lanes.flatMap(([lane]) =>
          ['PolledEventCount', 'FilteredOutEventCount', 'InvokedEventCount'].map((n) =>
            mappingMetric(lane, n),
          ),
        ),
      }),
      new GraphWidget({
        title: 'Records processed by the consumers, and invocations',
        width,
        height,
        left: [appMetric('StreamRecordsProcessed', period)],
        right: perLane((lane, fn) =>
          fn.metricInvocations({ statistic: 'Sum', period, label: `${lane}: invocations` }),
        ),
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Lag: iterator age (max, ms)',
        width,
        height,
        left: perLane((lane, fn) =>
          fn.metric('IteratorAge', { statistic: 'Maximum', period, label: `${lane}: iterator age` }),
        ),
        leftAnnotations: [{ value: ITERATOR_AGE_ALARM_SECONDS * 1000, label: 'alarm' }],
      }),
      new GraphWidget({
        title: 'Longest invocation (ms)',
        width,
        height,
        left: perLane((lane, fn) =>
          fn.metricDuration({ statistic: 'Maximum', period, label: `${lane}: duration max` }),
        ),
        leftAnnotations: [
          { value: timeoutMs / 4, label: 'a quarter of the timeout' },
          { value: timeoutMs, label: 'timeout' },
        ],
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Failures: records failed, parked, given up',
        width,
        height,
        left: [
          appMetric('StreamRecordsFailed', period),
          appMetric('StreamRecordsParked', period),
          ...lanes.map(([lane]) => mappingMetric(lane, 'OnFailureDestinationDeliveredEventCount')),
        ],
        right: [
          this.streamFailures.metricApproximateNumberOfMessagesVisible({
            statistic: 'Maximum',
            period,
            label: 'StreamFailures queue',
          }),
        ],
      }),
      new GraphWidget({
        title: 'Function errors and throttles',
        width,
        height,
        left: lanes.flatMap(([lane, fn]) => [
          fn.metricErrors({ statistic: 'Sum', period, label: `${lane}: errors` }),
          fn.metricThrottles({ statistic: 'Sum', period, label: `${lane}: throttles` }),
        ]),
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Fan-out: feed writes and work items queued',
        width,
        height,
        left: [appMetric('FanoutWrites', period)],
        right: [appMetric('WorkItemsQueued', period)],
      }),
      new AlarmStatusWidget({ title: 'Alarms', width, height, alarms: [...alarms] }),
    );
    return dashboard;
  }
}
