import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnIntegration,
  CfnIntegrationResponse,
  CfnRoute,
  CfnRouteResponse,
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ChannelNamespace, EventApi } from 'aws-cdk-lib/aws-appsync';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { Grant } from '../../shared/manifest/access';
import {
  WS_AUTHORIZER,
  WS_PING_ROUTE,
  WS_ROUTE_SELECTION,
  WS_ROUTES,
  type WsRoute,
} from '../../shared/manifest/ws-routes';
import {
  type FunctionsSource,
  FunctionWithLogGroup,
  type LogSettings,
} from '../constructs/function-with-log-group';
import { applyGrants } from '../constructs/grants';
import { RoomEvents } from '../constructs/room-events';
import { keep } from '../nag';
import { envValues, pascalCase, type StageThrottle, type StatefulRefs } from './common';

/**
 * WebSocket access log line (JSON): connects, disconnects and messages. Browsers connect to the
 * WebSocket API directly (not through CloudFront), so `ip` is the fan's own address; `userId` is
 * what the $connect authorizer put in its context, on every event of the connection.
 */
export const WS_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userId: '$context.authorizer.userId',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
});

export interface RealtimeStackProps extends StackProps {
  readonly stateful: StatefulRefs;
  readonly functions: FunctionsSource;
  readonly logs: LogSettings;
  /** WebSocket stage name, the last segment of the wss:// URL. */
  readonly stageName: string;
  /** @default 50 requests/s, burst 100 */
  readonly throttle?: StageThrottle;
  /** The rooms' alarms (publish errors, delivery lag, the Event API's errors) notify this topic. */
  readonly alarmTopic: ITopic;
}

/**
 * Live notifications: wss://{api}.execute-api.{region}.amazonaws.com/{stage}?token=<Cognito ID token>.
 * A Lambda REQUEST authorizer verifies the token on $connect; $connect/$disconnect/$default come from
 * the manifest (shared/manifest/ws-routes.ts), and the keep-alive `ping` is answered by API Gateway
 * itself (a mock integration), no Lambda involved.
 *
 * Also show rooms' AppSync Events API (RoomEvents): fans connect and subscribe with their Cognito
 * token, only our functions publish (IAM). It holds no data (Events keeps nothing: a room's messages
 * are in the table), so it lives here and not in the stateful stack: replacing it changes its host
 * names, which config.json, the CSP and EVENTS_HTTP_URL take on the same deploy.
 */
export class RealtimeStack extends Stack {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  /** wss://... URL the browser connects to (config.json wsUrl). */
  readonly wsUrl: string;
  /** https://... endpoint of the @connections management API (WS_MANAGEMENT_ENDPOINT). */
  readonly managementEndpoint: string;
  /** execute-api host name of the WebSocket API (for the CSP connect-src). */
  readonly wsDomainName: string;
  readonly routeFunctions: ReadonlyMap<string, NodejsFunction>;
  readonly authorizerFunction: NodejsFunction;
  /** Show rooms' AppSync Events API (infra/constructs/room-events.ts, docs/rooms.md "Infra"). */
  readonly roomEvents: RoomEvents;
  readonly eventApi: EventApi;
  /** The `rooms` namespace: what the `events:publish` grant is scoped to. */
  readonly roomsNamespace: ChannelNamespace;
  /** https://{http DNS}: EVENTS_HTTP_URL (functions POST `${EVENTS_HTTP_URL}/event`). */
  readonly eventsHttpUrl: string;
  /** The Event API's HTTP host (config.json eventsHttpHost, the CSP's connect-src). */
  readonly eventsHttpHost: string;
  /** The Event API's real-time host (the CSP's connect-src). */
  readonly eventsRealtimeHost: string;
  /** wss://{realtime DNS}/event/realtime (config.json eventsRealtimeUrl). */
  readonly eventsRealtimeUrl: string;
  readonly alarms: readonly Alarm[];

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { stateful } = props;

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: this.stackName,
      description: 'Ringside live notifications',
      routeSelectionExpression: WS_ROUTE_SELECTION,
    });
    // WebSocket (like REST) access logs need API Gateway's account-level CloudWatch role (HTTP APIs
    // do not). One setting per account and region: retained, so deleting one stage never leaves
    // another stage's logging pointing at a deleted role.
    const cloudWatchRole = new Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    cloudWatchRole.applyRemovalPolicy(RemovalPolicy.RETAIN);
    keep(
      cloudWatchRole,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    );
    const account = new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: cloudWatchRole.roleArn });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logs.retention,
      removalPolicy: props.logs.removalPolicy,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: props.stageName,
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(WS_ACCESS_LOG_FORMAT),
      },
    });
    this.stage.node.addDependency(account);
    this.wsUrl = this.stage.url;
    this.managementEndpoint = this.stage.callbackUrl;
    this.wsDomainName = `${this.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    const environment = { ...envValues(stateful), WS_MANAGEMENT_ENDPOINT: this.managementEndpoint };
    const grantTargets = { ...stateful, webSocketApi: this.webSocketApi };
    const makeFunction = (
      id: string,
      handler: string,
      grants: readonly Grant[],
      kind: 'ws' | 'wsAuthorizer',
    ) => {
      const fn = new FunctionWithLogGroup(this, id, {
        source: props.functions,
        handler,
        kind,
        environment,
        logs: props.logs,
      }).function;
      applyGrants(fn, grants, grantTargets);
      return fn;
    };

    this.authorizerFunction = makeFunction(
      'ConnectAuthorizer',
      WS_AUTHORIZER.handler,
      WS_AUTHORIZER.grants,
      'wsAuthorizer',
    );
    const authorizer = new WebSocketLambdaAuthorizer('TokenAuthorizer', this.authorizerFunction, {
      identitySource: ['route.request.querystring.token'],
    });

    const routeFunctions = new Map<string, NodejsFunction>();
    for (const route of WS_ROUTES as readonly WsRoute[]) {
      const id = pascalCase(route.routeKey);
      const fn = makeFunction(`${id}Route`, route.handler, route.grants, 'ws');
      const wsRoute = this.webSocketApi.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${id}Integration`, fn),
        // API Gateway only runs authorizers on $connect; the connection is trusted after that.
        ...(route.routeKey === '$connect' ? { authorizer } : {}),
      });
      if (route.routeKey !== '$connect') keep(wsRoute, 'AwsSolutions-APIG4');
      routeFunctions.set(route.routeKey, fn);
    }
    this.routeFunctions = routeFunctions;
    this.pingRoute();

    // Show rooms: AppSync Events broadcasts each room's frames (docs/rooms.md, "Infra").
    this.roomEvents = new RoomEvents(this, 'RoomEvents', {
      apiName: `${this.stackName}-Rooms`,
      userPool: stateful.userPool,
      userPoolClient: stateful.userPoolClient,
      logs: props.logs,
      alarmTopic: props.alarmTopic,
    });
    this.eventApi = this.roomEvents.api;
    this.roomsNamespace = this.roomEvents.namespace;
    this.eventsHttpHost = this.roomEvents.httpHost;
    this.eventsHttpUrl = this.roomEvents.httpUrl;
    this.eventsRealtimeHost = this.roomEvents.realtimeHost;
    this.eventsRealtimeUrl = this.roomEvents.realtimeUrl;
    this.alarms = this.roomEvents.alarms;

    new CfnOutput(this, 'WebSocketUrl', { value: this.wsUrl });
    new CfnOutput(this, 'ManagementEndpoint', { value: this.managementEndpoint });
    new CfnOutput(this, 'EventsHttpUrl', { value: this.eventsHttpUrl });
    new CfnOutput(this, 'EventsRealtimeUrl', { value: this.eventsRealtimeUrl });
  }

  /**
   * `{"action":"ping"}` answered `{"type":"pong"}` by API Gateway: a mock integration (its request
   * template sets status 200), an integration response whose template is the reply, and a route
   * response so the reply goes back to the client. The L2 mock integration has no integration
   * responses, hence the L1 resources.
   */
  private pingRoute() {
    const apiId = this.webSocketApi.apiId;
    const integration = new CfnIntegration(this, 'PingIntegration', {
      apiId,
      integrationType: 'MOCK',
      templateSelectionExpression: '\\$default',
      requestTemplates: { $default: JSON.stringify({ statusCode: 200 }) },
    });
    new CfnIntegrationResponse(this, 'PingIntegrationResponse', {
      apiId,
      integrationId: integration.ref,
      integrationResponseKey: '$default',
      templateSelectionExpression: '\\$default',
      responseTemplates: { $default: JSON.stringify(WS_PING_ROUTE.reply) },
    });
    const route = new CfnRoute(this, 'PingRoute', {
      apiId,
      routeKey: WS_PING_ROUTE.routeKey,
      authorizationType: 'NONE',
      target: `integrations/${integration.ref}`,
      routeResponseSelectionExpression: '$default',
    });
    keep(route, 'AwsSolutions-APIG4');
    new CfnRouteResponse(this, 'PingRouteResponse', {
      apiId,
      routeId: route.ref,
      routeResponseKey: '$default',
    });
  }
}
