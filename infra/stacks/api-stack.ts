import { createHash } from 'node:crypto';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  type CfnRoute,
  type CfnStage,
  DomainName,
  EndpointType,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { ChannelNamespace } from 'aws-cdk-lib/aws-appsync';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { type Alarm, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { DEFAULT_CROSS_STACK_REFERENCES } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { HTTP_ROUTES, type HttpRoute, httpBindings } from '../../shared/manifest/http-routes';
import { httpRouteKind, ORIGIN_SECRET_FORMAT } from '../../shared/manifest/runtime';
import { ALARM_PERIOD, notifyingAlarm } from '../constructs/alarms';
import {
  type FunctionsSource,
  FunctionWithLogGroup,
  type LogSettings,
} from '../constructs/function-with-log-group';
import { applyGrants } from '../constructs/grants';
import { RoleInvokedLambda, routeInvokeRole } from '../constructs/role-invoked-lambda';
import { type RouteThrottles, routeKey, routeThrottleClass } from '../constructs/route-throttles';
import { keep } from '../nag';
import type { ApiOriginFacts } from '../stage-settings';
import { envValues, pascalCase, type StageThrottle, type StatefulRefs } from './common';

/**
 * HTTP API access log line (JSON); only variables HTTP APIs support. Fans' requests come through
 * CloudFront, so `sourceIp` is a CloudFront edge, and HTTP API access logs cannot include request
 * headers: the fan's address (CloudFront-Viewer-Address) is on the function's log lines of the same
 * request, with `apiRequestId` equal to this `requestId` (functions/lib/http.ts).
 */
export const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  edgeIp: '$context.identity.sourceIp',
  userId: '$context.authorizer.claims.sub',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
});

export interface ApiStackProps extends StackProps {
  readonly stateful: StatefulRefs;
  readonly functions: FunctionsSource;
  readonly logs: LogSettings;
  /** The stage's default route throttle. @default 100 requests/s, burst 200 */
  readonly throttle?: StageThrottle;
  /** Each route's own throttle, by class (infra/constructs/route-throttles.ts). */
  readonly routeThrottles: RouteThrottles;
  /**
   * Lock the API to CloudFront: a regional custom domain requiring mutual TLS (the client
   * certificate only CloudFront holds) and no execute-api endpoint. Absent: execute-api stays open
   * and only the functions' origin-verify check and the route throttles stand in front of them.
   */
  readonly origin?: ApiOriginFacts;
  /** The API's alarms notify this topic (the Ops stack's). */
  readonly alarmTopic: ITopic;
  /** Show rooms' Event API (the Realtime stack's): where 'events:publish' routes publish. */
  readonly events: EventsRefs;
}

/** What the route functions take of show rooms' AppSync Event API (the Realtime stack's RoomEvents). */
export interface EventsRefs {
  /** The `rooms` namespace the 'events:publish' grant is scoped to. */
  readonly roomsNamespace: ChannelNamespace;
  /** EVENTS_HTTP_URL: https://{the Event API's HTTP host}. */
  readonly httpUrl: string;
}

/** The API's alarms: 5xx share and p99 latency over 5 minutes, judged only with enough requests. */
export const API_ALARMS = {
  /** Percent of requests answered 5xx. */
  serverErrorPercent: 1,
  /** Milliseconds, p99 of API Gateway's Latency (the whole request, integration included). */
  p99LatencyMs: 2000,
  /** Fewer requests than this in a period are too few to judge (one cold start is not an outage). */
  minRequests: 50,
} as const;

/**
 * The HTTP API behind CloudFront's /api/*: one Lambda per manifest route, each with only the grants
 * its manifest entry lists. Member and admin routes need a Cognito ID token (JWT authorizer); the
 * admin group is checked again in code, as are bans. Every route has its own throttle; with the
 * API-origin facts, only CloudFront can reach the API at all (docs/safety.md, "WAF and the stage
 * throttle").
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** The CloudFront origin's host name (no scheme, no path): the custom domain, else execute-api's. */
  readonly apiDomainName: string;
  /** The custom domain requiring mutual TLS (stages with the API-origin facts). */
  readonly customDomain?: DomainName;
  /** The function serving each route, by manifest route name. */
  readonly routeFunctions: ReadonlyMap<string, NodejsFunction>;
  readonly alarms: readonly Alarm[];
  /**
   * The value CloudFront sends in ORIGIN_VERIFY_HEADER and the route functions require (generated,
   * never in code). Both sides read it through a CloudFormation dynamic reference at deploy; the Web
   * stack rotates it every 30 days, and the route functions may read it (GetSecretValue) to accept
   * the rotated values.
   */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stateful } = props;

    const jwt = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.${this.urlSuffix}/${stateful.userPool.userPoolId}`,
      {
        jwtAudience: [stateful.userPoolClient.userPoolClientId],
        identitySource: ['$request.header.Authorization'],
      },
    );

    // Same origin as the SPA via CloudFront, so no CORS configuration. Secure by default: every route
    // gets the JWT authorizer unless its manifest entry says 'public'.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: this.stackName,
      description: 'Ringside HTTP API (served under /api by CloudFront)',
      createDefaultStage: false,
      defaultAuthorizer: jwt,
      // With the custom domain, execute-api answers 403 to everyone: only the domain (mTLS) serves.
      disableExecuteApiEndpoint: props.origin !== undefined,
    });
    this.customDomain = props.origin && this.mtlsDomain(props.origin);

    const throttle = props.throttle ?? { rateLimit: 100, burstLimit: 200 };
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logs.retention,
      removalPolicy: props.logs.removalPolicy,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });
    if (this.customDomain) {
      // The whole API at the domain's root: paths stay /api/... as CloudFront forwards them.
      new ApiMapping(this, 'ApiDomainMapping', {
        api: this.httpApi,
        domainName: this.customDomain,
        stage,
      });
    }

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `Ringside (${this.stackName}): the header value CloudFront sends to the HTTP API`,
      generateSecretString: {
        passwordLength: ORIGIN_SECRET_FORMAT.length,
        excludePunctuation: ORIGIN_SECRET_FORMAT.excludePunctuation,
      },
    });
    keep(this.originVerifySecret, 'AwsSolutions-SMG4');
    // The value at deploy, and the secret itself: after a rotation (the Web stack's), a function
    // reads the current, pending and previous values (functions/lib/http.ts).
    const environment = {
      ...envValues(stateful),
      ORIGIN_VERIFY_SECRET: this.originVerifySecret.secretValue.unsafeUnwrap(),
      ORIGIN_VERIFY_SECRET_ARN: this.originVerifySecret.secretArn,
      EVENTS_HTTP_URL: props.events.httpUrl,
    };
    const grantTargets = { ...stateful, roomsNamespace: props.events.roomsNamespace };
    const routeFunctions = new Map<string, NodejsFunction>();
    // Route functions with the same kind and grants share one execution role: each still may do
    // only what its manifest entry lists, and the stack stays within CloudFormation's 500 resources
    // (a role and a policy per route would pass it).
    const roles = new Map<string, Role>();
    const roleFor = (route: HttpRoute): Role => {
      const kind = httpRouteKind(route.name);
      const key = `${kind}:${[...new Set(route.grants)].sort().join(',')}`;
      let role = roles.get(key);
      if (!role) {
        // Named by what it grants, so a new route never renames another's role.
        role = new Role(this, `RouteRole${createHash('sha256').update(key).digest('hex').slice(0, 10)}`, {
          assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
          description: `Ringside route functions (${kind}) granted: ${key.split(':')[1] || 'nothing'}`,
          managedPolicies: [
            ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole'),
          ],
        });
        this.originVerifySecret.grantRead(role);
        roles.set(key, role);
      }
      return role;
    };
    for (const route of HTTP_ROUTES as readonly HttpRoute[]) {
      const id = pascalCase(route.name);
      if (routeFunctions.has(route.name)) throw new Error(`Duplicate HTTP route name ${route.name}`);
      const role = roleFor(route);
      const fn = new FunctionWithLogGroup(this, `${id}Route`, {
        source: props.functions,
        handler: route.handler,
        description: `${route.method} ${route.path} (${route.access})`,
        kind: httpRouteKind(route.name),
        environment,
        logs: props.logs,
        role,
      }).function;
      applyGrants(fn, route.grants, grantTargets);
      routeFunctions.set(route.name, fn);
    }
    // API Gateway calls each function with one role (no resource policy per function: the stack's
    // 500 resources), allowed each function by its ARN.
    const invokeRole = routeInvokeRole(this, [...routeFunctions.values()]);
    const integrations = new Map(
      [...routeFunctions].map(([name, fn]) => [
        name,
        new RoleInvokedLambda(`${pascalCase(name)}Integration`, fn, invokeRole),
      ]),
    );
    // One API Gateway route per path the manifest binds (aliases too), authorized as the entry says,
    // each with its own throttle. API Gateway refuses route settings naming a route that does not
    // exist yet, so the stage waits for the routes.
    const cfnStage = stage.node.defaultChild as CfnStage;
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const { route, path } of httpBindings()) {
      const [apiRoute] = this.httpApi.addRoutes({
        path,
        methods: [HttpMethod[route.method]],
        integration: integrations.get(route.name) as RoleInvokedLambda,
        authorizer: route.access === 'public' ? new HttpNoneAuthorizer() : jwt,
      });
      if (apiRoute) cfnStage.addResourceDependency(apiRoute.node.defaultChild as CfnRoute);
      if (apiRoute && route.access === 'public') keep(apiRoute, 'AwsSolutions-APIG4');
      const { rateLimit, burstLimit } = props.routeThrottles[routeThrottleClass(route)];
      routeSettings[routeKey(route, path)] = {
        ThrottlingRateLimit: rateLimit,
        ThrottlingBurstLimit: burstLimit,
      };
    }
    cfnStage.routeSettings = routeSettings;
    this.routeFunctions = routeFunctions;

    this.alarms = this.apiAlarms(props.alarmTopic);

    if (this.customDomain && props.origin) {
      this.apiDomainName = props.origin.domain;
      // A stage deployed before the lock had Web import the API's id (the execute-api host). With
      // strong references CloudFormation refuses to drop an export still imported, and this stack
      // deploys before Web: keep exporting it (docs/deploy.md, "The API answers only through
      // CloudFront"; weak references need nothing).
      if (this.node.tryGetContext(DEFAULT_CROSS_STACK_REFERENCES) === 'strong') {
        this.exportValue(this.httpApi.apiId);
      }
      new CfnOutput(this, 'HttpApiEndpoint', { value: `https://${props.origin.domain}` });
      new CfnOutput(this, 'ApiDomainTarget', {
        description: `DNS: ${props.origin.domain} CNAME (or Route 53 alias) to this name`,
        value: this.customDomain.regionalDomainName,
      });
    } else {
      this.apiDomainName = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
      new CfnOutput(this, 'HttpApiEndpoint', { value: this.httpApi.apiEndpoint });
    }
  }

  /**
   * The regional custom domain CloudFront calls: TLS 1.2, a publicly trusted certificate (CloudFront
   * checks it), and mutual TLS against the operator's CA, so a connection without the client
   * certificate CloudFront presents fails in the handshake, before any route, throttle or function.
   */
  private mtlsDomain(origin: ApiOriginFacts): DomainName {
    const [, bucketName, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(origin.truststoreUri) ?? [];
    return new DomainName(this, 'ApiDomain', {
      domainName: origin.domain,
      certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', origin.certificateArn),
      endpointType: EndpointType.REGIONAL,
      securityPolicy: SecurityPolicy.TLS_1_2,
      mtls: {
        bucket: Bucket.fromBucketName(this, 'TruststoreBucket', bucketName as string),
        key: key as string,
      },
    });
  }

  /** 5xx rate and p99 latency of the HTTP API (AWS/ApiGateway, by ApiId), with a minimum count. */
  private apiAlarms(topic: ITopic): Alarm[] {
    const period = ALARM_PERIOD;
    const requests = this.httpApi.metricCount({ statistic: 'Sum', period });
    const enough = `requests >= ${API_ALARMS.minRequests}`;
    return [
      notifyingAlarm(this, 'ServerErrorRateAlarm', topic, {
        description: `More than ${API_ALARMS.serverErrorPercent}% of HTTP API requests answered 5xx over 5 minutes (at least ${API_ALARMS.minRequests} requests)`,
        metric: new MathExpression({
          expression: `IF(${enough}, 100 * errors / requests, 0)`,
          usingMetrics: { requests, errors: this.httpApi.metricServerError({ statistic: 'Sum', period }) },
          period,
          label: '5xx (% of requests)',
        }),
        threshold: API_ALARMS.serverErrorPercent,
      }),
      notifyingAlarm(this, 'LatencyP99Alarm', topic, {
        description: `The HTTP API's p99 latency was above ${API_ALARMS.p99LatencyMs / 1000} s over 5 minutes (at least ${API_ALARMS.minRequests} requests)`,
        metric: new MathExpression({
          expression: `IF(${enough}, latency, 0)`,
          usingMetrics: { requests, latency: this.httpApi.metricLatency({ statistic: 'p99', period }) },
          period,
          label: 'p99 latency (ms)',
        }),
        threshold: API_ALARMS.p99LatencyMs,
      }),
    ];
  }
}
