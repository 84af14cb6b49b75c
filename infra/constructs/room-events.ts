import type { Duration } from 'aws-cdk-lib';
import {
  AppSyncAuthorizationType,
  type CfnApi,
  type ChannelNamespace,
  EventApi,
} from 'aws-cdk-lib/aws-appsync';
import { type Alarm, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/manifest/runtime';
import { ROOM_NAMESPACE } from '../../shared/rooms';
import { ALARM_PERIOD, notifyingAlarm } from './alarms';
import type { LogSettings } from './function-with-log-group';

/**
 * The rooms' own metrics, emitted by the publisher (functions/domain/rooms/, through Powertools:
 * the METRICS_NAMESPACE and the `service` dimension): a publish AppSync refused or that failed, and
 * the time from a message stored to its frame accepted by AppSync, per message.
 */
export const ROOM_METRICS = {
  publishErrors: 'RoomPublishErrors',
  deliveryLagMs: 'RoomDeliveryLagMs',
} as const;

/** What the rooms' alarms fire on (docs/rooms.md, "Infra"). */
export const ROOM_ALARMS = {
  /** Any publish error in 5 minutes: a frame no viewer got (they catch up by sequence, late). */
  publishErrors: 0,
  /** p95 of RoomDeliveryLagMs over 5 minutes, ms: the target is post-to-screen p95 <= 1 s. */
  deliveryLagP95Ms: 1000,
  /** Server-side errors of the Event API itself (AWS/AppSync) in 5 minutes. */
  eventApiServerErrors: 0,
} as const;

/**
 * The Event API's log level: errors only (connect, subscribe and publish failures with their
 * reason). INFO would write a line per connect and subscribe: 10,000 at a show's start.
 */
export const EVENT_API_LOG_LEVEL = 'ERROR';

/** The log group AppSync writes an API's logs to (AWS fixes the name). */
export const eventApiLogGroupName = (apiId: string) => `/aws/appsync/apis/${apiId}`;

export interface RoomEventsProps {
  /** 1-50 characters. */
  readonly apiName: string;
  readonly userPool: IUserPool;
  /** Only this app client's tokens connect and subscribe (the web app's). */
  readonly userPoolClient: IUserPoolClient;
  readonly logs: LogSettings;
  readonly alarmTopic: ITopic;
}

/**
 * Show rooms' AWS AppSync Events API (issue 38, docs/rooms.md): one channel namespace, `rooms`
 * (ROOM_NAMESPACE; a room is the channel /rooms/{showId}). Fans connect and subscribe with the web
 * app's Cognito tokens; only IAM publishes (our functions with the `events:publish` grant, scoped
 * to this namespace: infra/constructs/grants.ts). No API key, no onPublish or onSubscribe handler:
 * every rule is checked where a message is posted (the HTTP API), and AppSync only broadcasts.
 * Errors are logged to a log group of ours (retention and removal as every other), and alarms on
 * the rooms' publish errors and delivery lag and on the Event API's server errors notify the topic.
 */
export class RoomEvents extends Construct {
  readonly api: EventApi;
  readonly namespace: ChannelNamespace;
  /** The HTTP endpoint's host (config.json eventsHttpHost: the connection's auth header names it). */
  readonly httpHost: string;
  /** EVENTS_HTTP_URL: https://{httpHost} (publishes go to POST {url}/event). */
  readonly httpUrl: string;
  readonly realtimeHost: string;
  /** config.json eventsRealtimeUrl: wss://{realtimeHost}/event/realtime. */
  readonly realtimeUrl: string;
  readonly logGroup: LogGroup;
  readonly alarms: readonly Alarm[];

  constructor(scope: Construct, id: string, props: RoomEventsProps) {
    super(scope, id);
    const cognito = AppSyncAuthorizationType.USER_POOL;
    const iam = AppSyncAuthorizationType.IAM;
    this.api = new EventApi(this, 'EventApi', {
      apiName: props.apiName,
      authorizationConfig: {
        authProviders: [
          {
            authorizationType: cognito,
            cognitoConfig: {
              userPool: props.userPool,
              appIdClientRegex: `^${props.userPoolClient.userPoolClientId}$`,
            },
          },
          { authorizationType: iam },
        ],
        connectionAuthModeTypes: [cognito],
        defaultPublishAuthModeTypes: [iam],
        defaultSubscribeAuthModeTypes: [cognito],
      },
    });
    this.namespace = this.api.addChannelNamespace('RoomsNamespace', {
      channelNamespaceName: ROOM_NAMESPACE,
      authorizationConfig: { publishAuthModeTypes: [iam], subscribeAuthModeTypes: [cognito] },
    });

    // The L2's logConfig would add CDK's LogRetention function; AppSync writes to a fixed group
    // name, so the group is ours (retention, removal) and the role may write to it and nothing else.
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: eventApiLogGroupName(this.api.apiId),
      retention: props.logs.retention,
      removalPolicy: props.logs.removalPolicy,
    });
    const logsRole = new Role(this, 'LogsRole', {
      assumedBy: new ServicePrincipal('appsync.amazonaws.com'),
      description: 'AppSync writes the rooms Event API logs to its log group',
    });
    this.logGroup.grantWrite(logsRole);
    const cfnApi = this.api.node.defaultChild as CfnApi;
    cfnApi.eventConfig = {
      ...(cfnApi.eventConfig as CfnApi.EventConfigProperty),
      logConfig: { cloudWatchLogsRoleArn: logsRole.roleArn, logLevel: EVENT_API_LOG_LEVEL },
    };

    this.httpHost = this.api.httpDns;
    this.httpUrl = `https://${this.api.httpDns}`;
    this.realtimeHost = this.api.realtimeDns;
    this.realtimeUrl = `wss://${this.api.realtimeDns}/event/realtime`;
    this.alarms = this.roomAlarms(props.alarmTopic);
  }

  /** A room metric of ours, as Powertools emits it (the namespace and the `service` dimension). */
  static roomMetric(name: (typeof ROOM_METRICS)[keyof typeof ROOM_METRICS], statistic: string): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      dimensionsMap: { service: SERVICE_NAME },
      statistic,
      period: ALARM_PERIOD,
    });
  }

  /**
   * AWS/AppSync's server-side errors of this API: the HTTP endpoint's 5XXError (our publishes) by
   * EventAPIId, and the real-time endpoint's connect, subscribe and broadcast errors (by EventAPIId,
   * and the namespace where AWS adds it). Missing series count as 0.
   */
  eventApiServerErrors(period: Duration = ALARM_PERIOD): MathExpression {
    const metric = (metricName: string, withNamespace: boolean) =>
      new Metric({
        namespace: 'AWS/AppSync',
        metricName,
        dimensionsMap: {
          EventAPIId: this.api.apiId,
          ...(withNamespace ? { ChannelNamespaceName: ROOM_NAMESPACE } : {}),
        },
        statistic: 'Sum',
        period,
      });
    return new MathExpression({
      expression: 'FILL(http, 0) + FILL(connect, 0) + FILL(subscribe, 0) + FILL(broadcast, 0)',
      usingMetrics: {
        http: metric('5XXError', false),
        connect: metric('ConnectServerError', false),
        subscribe: metric('SubscribeServerError', true),
        broadcast: metric('PublishDataMessageServerError', true),
      },
      period,
      label: 'Event API server errors',
    });
  }

  private roomAlarms(topic: ITopic): Alarm[] {
    return [
      notifyingAlarm(this, 'RoomPublishErrorsAlarm', topic, {
        description:
          "A room's frame failed to publish to AppSync Events (RoomPublishErrors): viewers got it late, by sequence, or not until they reload",
        metric: RoomEvents.roomMetric(ROOM_METRICS.publishErrors, 'Sum'),
        threshold: ROOM_ALARMS.publishErrors,
      }),
      notifyingAlarm(this, 'RoomDeliveryLagAlarm', topic, {
        description: `Rooms' delivery lag (RoomDeliveryLagMs, stored to published) p95 was above ${ROOM_ALARMS.deliveryLagP95Ms} ms over 5 minutes`,
        metric: RoomEvents.roomMetric(ROOM_METRICS.deliveryLagMs, 'p95'),
        threshold: ROOM_ALARMS.deliveryLagP95Ms,
      }),
      notifyingAlarm(this, 'EventApiServerErrorsAlarm', topic, {
        description:
          "The rooms' AppSync Events API answered server errors (publishes, connects, subscribes or broadcasts) over 5 minutes",
        metric: this.eventApiServerErrors(),
        threshold: ROOM_ALARMS.eventApiServerErrors,
      }),
    ];
  }
}
