/**
 * Assertions on the synthesized templates of all four stacks (one synthesis, bundling skipped).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_EXPIRY_HOURS, PENDING_UPLOADS_PREFIX } from '../../shared/constants';
import { HTTP_ROUTES, httpBindings } from '../../shared/manifest/http-routes';
import {
  FUNCTION_SETTINGS,
  METRICS_NAMESPACE,
  PARK_AFTER_ATTEMPTS,
  SERVICE_NAME,
  streamSourceOf,
} from '../../shared/manifest/runtime';
import { SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
import {
  activeLanes,
  consumersOf,
  type LaneName,
  laneFilters,
  laneGrants,
  STREAM_LANES,
} from '../../shared/manifest/stream-consumers';
import { SECOND_STEP_CALLS, TWO_STEP_CLIENT } from '../../shared/manifest/two-step';
import { WS_AUTHORIZER, WS_PING_ROUTE, WS_ROUTES } from '../../shared/manifest/ws-routes';
import { MEDIA_PREFIX_STRIP_CODE, SPA_FALLBACK_CODE } from '../constructs/edge-functions';
import { SECOND_STEP_RULE, WAF_RATE_LIMITS } from '../constructs/waf';
import { API_ALARMS } from '../stacks/api-stack';
import { ITERATOR_AGE_ALARM_SECONDS } from '../stacks/jobs-stack';
import { STAGE_SETTINGS } from '../stage-settings';
import { PROD_FACTS, type SynthesizedRingside, synthRingside } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

let s: SynthesizedRingside;
beforeAll(() => {
  s = synthRingside();
});
afterAll(() => s?.cleanup());

const only = (template: Template, type: string, props: Record<string, unknown> = {}): [string, Resource] => {
  const found = Object.entries(template.findResources(type, props)) as [string, Resource][];
  expect(found, `exactly one ${type}`).toHaveLength(1);
  return found[0] as [string, Resource];
};

const logicalIdOf = (fn: NodejsFunction): string =>
  Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);

/** What active tracing adds to a traced function's role (checked in observability.test.ts). */
const TRACING_ACTIONS = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);

/** IAM actions granted to a function's role by inline policies of its stack (X-Ray's aside). */
/**
 * What every route function may do besides its manifest grants: read the origin-verify secret
 * (functions/lib/http.ts; infra/test/origin-secret-rotation.test.ts checks it is that secret only).
 */
const ORIGIN_SECRET_READ = new Set(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret']);

function actionsOf(template: Template, fn: NodejsFunction): string[] {
  const fnResource = template.toJSON().Resources[logicalIdOf(fn)] as Resource;
  const roleId = (fnResource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  return policies
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement)
    .flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]))
    .filter((action) => !TRACING_ACTIONS.has(action));
}

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

/** IAM statements granted to a function's role by inline policies of its stack. */
function statementsOf(template: Template, fn: NodejsFunction): Statement[] {
  const fnResource = template.toJSON().Resources[logicalIdOf(fn)] as Resource;
  const roleId = (fnResource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  return policies
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/**
 * What a cross-stack value of the Jobs stack stands for: the Web stack's output it reads
 * (Fn::GetStackOutput, the app's weak references), resolved to that output's value.
 */
function webOutputBehind(value: unknown): unknown {
  const ref = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } })[
    'Fn::GetStackOutput'
  ];
  expect(ref?.StackName).toBe('test-RingsideWeb');
  return (s.web.toJSON().Outputs as Record<string, { Value: unknown }>)[ref?.OutputName ?? '']?.Value;
}

const distributionRef = () => {
  const distribution = s.stacks.web.distribution;
  return { Ref: Stack.of(distribution).getLogicalId(distribution.node.defaultChild as CfnDistribution) };
};

const servicesOf = (actions: string[]) => [...new Set(actions.map((a) => a.split(':')[0]))].sort();

const EXPECTED_SERVICE: Record<string, string> = {
  'table:read': 'dynamodb',
  'table:write': 'dynamodb',
  'uploads:read': 's3',
  'uploads:write': 's3',
  'userpool:admin': 'cognito-idp',
  'userpool:two-step': 'cognito-idp',
  'ws:manage': 'execute-api',
  'media:invalidate': 'cloudfront',
  'events:publish': 'appsync',
};

function expectNodeFunction(template: Template, fn: NodejsFunction) {
  const resource = template.toJSON().Resources[logicalIdOf(fn)] as Resource;
  expect(resource.Type).toBe('AWS::Lambda::Function');
  expect(resource.Properties.Runtime).toBe('nodejs24.x');
  expect(resource.Properties.Architectures).toEqual(['arm64']);
  expect(resource.Properties.LoggingConfig).toEqual({
    LogGroup: { Ref: expect.any(String) },
    LogFormat: 'JSON',
  });
  return resource;
}

describe('stateful stack', () => {
  it('pins the logical IDs of the stateful resources', () => {
    const ids = (type: string) => Object.keys(s.stateful.findResources(type)).sort();
    expect(ids('AWS::DynamoDB::GlobalTable')).toEqual(['RingsideTable']);
    expect(ids('AWS::Cognito::UserPool')).toEqual(['RingsideUserPool']);
    expect(ids('AWS::Cognito::UserPoolClient')).toEqual(['RingsideTwoStepClient', 'RingsideUserPoolClient']);
    expect(ids('AWS::S3::Bucket')).toEqual([
      'RingsideAccessLogsBucket',
      'RingsideSiteBucket',
      'RingsideUploadsBucket',
    ]);
  });

  it('is termination protected and retains every stateful resource', () => {
    expect(s.stacks.stateful.terminationProtection).toBe(true);
    for (const type of [
      'AWS::DynamoDB::GlobalTable',
      'AWS::Cognito::UserPool',
      'AWS::Cognito::UserPoolClient',
      'AWS::S3::Bucket',
    ]) {
      for (const resource of Object.values(s.stateful.findResources(type)) as Resource[]) {
        expect(resource.DeletionPolicy, type).toBe('Retain');
      }
    }
  });

  it('builds the table from shared/table.ts: keys, GSIs, TTL, stream, PITR, deletion protection', () => {
    s.stateful.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: ['GSI1', 'GSI2', 'GSI3'].map((name) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}PK`, KeyType: 'HASH' },
          { AttributeName: `${name}SK`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ]),
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      Replicas: [
        Match.objectLike({
          DeletionProtectionEnabled: true,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
  });

  it('configures the user pool: email sign-in, 6-char password, optional TOTP two-step, displayName, PreSignUp trigger', () => {
    const [, pool] = only(s.stateful, 'AWS::Cognito::UserPool');
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      DeletionProtection: 'ACTIVE',
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
    // Two-step verification is optional, by authenticator app only (no SMS: no SNS role, no cost).
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool.Properties.SmsConfiguration).toBeUndefined();
    expect(pool.Properties.Schema).toEqual(
      expect.arrayContaining([
        { Name: 'email', Required: true, Mutable: true },
        {
          Name: 'displayName',
          AttributeDataType: 'String',
          Mutable: true,
          StringAttributeConstraints: { MinLength: '1', MaxLength: '50' },
        },
      ]),
    );
    const [triggerId, trigger] = only(s.stateful, 'AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('PreSignUp') },
    });
    expect(pool.Properties.LambdaConfig).toEqual({ PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } });
    expect(trigger.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 5 });
    s.stateful.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
    });
  });

  const webClient = () => (s.stateful.toJSON().Resources as Record<string, Resource>).RingsideUserPoolClient;

  it('configures the web client: no secret, password + SRP flows, no user existence errors, token validity', () => {
    const client = webClient() as Resource;
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
    expect(client.Properties.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
  });

  it('lets the web client write the e-mail only, and read the e-mail and whether it is verified', () => {
    // Unset, a client may write every standard and custom attribute (issue 25: custom:displayName).
    for (const id of ['RingsideUserPoolClient', 'RingsideTwoStepClient']) {
      const client = (s.stateful.toJSON().Resources as Record<string, Resource>)[id] as Resource;
      expect(client.Properties.WriteAttributes, id).toEqual(['email']);
      expect([...(client.Properties.ReadAttributes as string[])].sort(), id).toEqual([
        'email',
        'email_verified',
      ]);
    }
  });

  it('makes the two-step client for the server only: the admin password flow, 5-minute tokens, no secret to leak', () => {
    const client = (s.stateful.toJSON().Resources as Record<string, Resource>)
      .RingsideTwoStepClient as Resource;
    expect(client.Properties).toMatchObject({
      UserPoolId: { Ref: 'RingsideUserPool' },
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      IdTokenValidity: 5,
      AccessTokenValidity: 5,
      RefreshTokenValidity: 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
    // Only an IAM-authorized sign-in (and its refresh): no one gets its tokens with a password alone.
    expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual([
      ...TWO_STEP_CLIENT.authFlows,
    ]);
    // The route functions know it; the web app never does.
    const fn = s.stacks.api.routeFunctions.get('turnOffTwoStep') as NodejsFunction;
    const variables = (
      (s.api.toJSON().Resources[logicalIdOf(fn)] as Resource).Properties.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;
    expect(JSON.stringify(variables.TWO_STEP_CLIENT_ID)).toContain('RingsideTwoStepClient');
    expect(JSON.stringify(s.web.toJSON())).not.toContain('RingsideTwoStepClient');
  });

  it('lets the PreSignUp trigger record sign-ups in the table, and nothing in Cognito', () => {
    const trigger = s.stacks.stateful.preSignUpFunction;
    const [, fn] = only(s.stateful, 'AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('PreSignUp') },
    });
    expect(
      (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.TABLE_NAME,
    ).toEqual({
      Ref: 'RingsideTable',
    });
    const actions = actionsOf(s.stateful, trigger);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem']));
    expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
  });

  it('has the admins group', () => {
    s.stateful.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'admins',
      UserPoolId: { Ref: 'RingsideUserPool' },
    });
  });

  it('keeps both buckets private, encrypted and TLS-only', () => {
    for (const id of ['RingsideUploadsBucket', 'RingsideSiteBucket']) {
      const bucket = s.stateful.toJSON().Resources[id] as Resource;
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
      s.stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('lets browsers PUT presigned uploads (CORS) and aborts incomplete multipart uploads', () => {
    s.stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT'],
            AllowedHeaders: ['content-type'],
            AllowedOrigins: Match.anyValue(),
          }),
        ],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      },
    });
  });

  it('expires uploads still pending (never taken by a post or picture) after a day, and nothing else', () => {
    const [, bucket] = only(s.stateful, 'AWS::S3::Bucket', {
      Properties: { CorsConfiguration: Match.anyValue() },
    });
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined);
    expect(expiring).toEqual([
      {
        Id: 'expire-pending-uploads',
        Prefix: PENDING_UPLOADS_PREFIX,
        ExpirationInDays: 1,
        Status: 'Enabled',
      },
    ]);
    expect(PENDING_UPLOADS_PREFIX).toBe('uploads/pending/');
    expect(PENDING_UPLOAD_EXPIRY_HOURS).toBe(24);
    // The bucket keeps its pinned logical id (it is RETAINed: a new id would orphan it).
    expect(
      Object.keys(
        s.stateful.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }),
      ),
    ).toEqual(['RingsideUploadsBucket']);
  });

  it('lets only CloudFront read, and only under uploads/ in the uploads bucket', () => {
    const statement = (bucketId: string) => {
      const [, policy] = only(s.stateful, 'AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: bucketId } },
      });
      const doc = policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] };
      return doc.Statement.find((st) => st.Sid === 'AllowCloudFrontOacRead');
    };
    const uploads = statement('RingsideUploadsBucket');
    expect(uploads).toMatchObject({
      Effect: 'Allow',
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Condition: { ArnLike: { 'AWS:SourceArn': expect.anything() } },
    });
    expect(JSON.stringify(uploads?.Resource)).toContain('/uploads/*');
    expect(JSON.stringify(uploads?.Condition)).toContain(':distribution/*');
    expect(JSON.stringify(statement('RingsideSiteBucket')?.Resource)).toContain('"/*"');
  });

  it('denies CloudFront every read of uploads/pending/ (an explicit Deny beside the Allow of uploads/*)', () => {
    const [, policy] = only(s.stateful, 'AWS::S3::BucketPolicy', {
      Properties: { Bucket: { Ref: 'RingsideUploadsBucket' } },
    });
    const doc = policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] };
    const deny = doc.Statement.find((st) => st.Sid === 'DenyCloudFrontPendingRead');
    // No condition: whichever distribution asks (the OAC signs as the CloudFront service), S3 says no.
    expect(deny).toEqual({
      Sid: 'DenyCloudFrontPendingRead',
      Effect: 'Deny',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:*',
      Resource: {
        'Fn::Join': ['', [{ 'Fn::GetAtt': ['RingsideUploadsBucket', 'Arn'] }, `/${PENDING_UPLOADS_PREFIX}*`]],
      },
    });
  });
});

describe('api stack', () => {
  it('has exactly one function per manifest route, Node 24 on arm64', () => {
    expect(Object.keys(s.api.findResources('AWS::Lambda::Function'))).toHaveLength(HTTP_ROUTES.length);
    expect(s.stacks.api.routeFunctions.size).toBe(HTTP_ROUTES.length);
    const ids = new Set<string>();
    for (const route of HTTP_ROUTES) {
      const fn = s.stacks.api.routeFunctions.get(route.name);
      expect(fn, route.name).toBeDefined();
      const resource = expectNodeFunction(s.api, fn as NodejsFunction);
      expect(resource.Properties.Description).toBe(`${route.method} ${route.path} (${route.access})`);
      ids.add(logicalIdOf(fn as NodejsFunction));
    }
    expect(ids.size).toBe(HTTP_ROUTES.length);
  });

  it('routes every manifest entry to its own function, with the JWT authorizer unless public', () => {
    const [authorizerId] = only(s.api, 'AWS::ApiGatewayV2::Authorizer', {
      Properties: { AuthorizerType: 'JWT', IdentitySource: ['$request.header.Authorization'] },
    });
    const resources = s.api.toJSON().Resources as Record<string, Resource>;
    const routes = Object.values(s.api.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
    const bindings = httpBindings();
    expect(routes).toHaveLength(bindings.length);
    for (const { route, path } of bindings) {
      const [cfnRoute] = routes.filter((r) => r.Properties.RouteKey === `${route.method} ${path}`);
      expect(cfnRoute, `${route.method} ${path}`).toBeDefined();
      if (route.access === 'public') {
        expect(cfnRoute?.Properties.AuthorizationType).toBe('NONE');
        expect(cfnRoute?.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(cfnRoute?.Properties.AuthorizationType).toBe('JWT');
        expect(cfnRoute?.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
      }
      const target = JSON.stringify(cfnRoute?.Properties.Target);
      const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1] ?? '';
      const integration = resources[integrationId];
      expect(integration?.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
      });
      const fnId = logicalIdOf(s.stacks.api.routeFunctions.get(route.name) as NodejsFunction);
      expect(JSON.stringify(integration?.Properties.IntegrationUri)).toContain(`"${fnId}"`);
    }
  });

  it('checks Cognito ID tokens of our pool and client', () => {
    const [, authorizer] = only(s.api, 'AWS::ApiGatewayV2::Authorizer');
    const jwt = JSON.stringify(authorizer.Properties.JwtConfiguration);
    expect(jwt).toContain('https://cognito-idp.');
    expect(jwt).toContain('UserPool');
    expect(
      JSON.stringify((authorizer.Properties.JwtConfiguration as { Audience: unknown }).Audience),
    ).toContain('UserPoolClient');
  });

  it('throttles the $default stage per the stage settings and writes access logs', () => {
    const { rateLimit, burstLimit } = STAGE_SETTINGS.dev.apiThrottle;
    s.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: burstLimit, ThrottlingRateLimit: rateLimit },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('grants each route exactly what its manifest entry lists (least privilege)', () => {
    for (const route of HTTP_ROUTES) {
      const fn = s.stacks.api.routeFunctions.get(route.name) as NodejsFunction;
      const actions = actionsOf(s.api, fn).filter((a) => !ORIGIN_SECRET_READ.has(a));
      const expected = [...new Set(route.grants.map((g) => EXPECTED_SERVICE[g]))].sort();
      expect(servicesOf(actions), route.name).toEqual(expected);
      const grants: readonly string[] = route.grants;
      if (!grants.includes('table:write')) expect(actions, route.name).not.toContain('dynamodb:PutItem');
    }
  });

  it('gives the public login function no data access at all', () => {
    const login = s.stacks.api.routeFunctions.get('login') as NodejsFunction;
    expect(actionsOf(s.api, login).filter((a) => !ORIGIN_SECRET_READ.has(a))).toEqual([]);
    const env = (s.api.toJSON().Resources[logicalIdOf(login)] as Resource).Properties.Environment;
    expect(JSON.stringify(env)).toContain('NODE_OPTIONS');
  });

  it('passes the environment the functions read', () => {
    const fn = s.stacks.api.routeFunctions.get('getUser') as NodejsFunction;
    const resource = s.api.toJSON().Resources[logicalIdOf(fn)] as Resource;
    const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'EVENTS_HTTP_URL',
        'LOG_LEVEL',
        'NODE_OPTIONS',
        'ORIGIN_VERIFY_SECRET',
        'ORIGIN_VERIFY_SECRET_ARN',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
        'TABLE_NAME',
        'UPLOADS_BUCKET',
        'USER_POOL_CLIENT_ID',
        'USER_POOL_ID',
        'TWO_STEP_CLIENT_ID',
      ].sort(),
    );
    expect(variables.POWERTOOLS_SERVICE_NAME).toBe('ringside');
    expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
  });
});

describe('realtime stack', () => {
  it('has $connect, $disconnect, $default and ping from the manifest; only $connect is authorized', () => {
    const [authorizerId] = only(s.realtime, 'AWS::ApiGatewayV2::Authorizer', {
      Properties: { AuthorizerType: 'REQUEST', IdentitySource: ['route.request.querystring.token'] },
    });
    const routes = Object.values(s.realtime.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(
      [...WS_ROUTES.map((r) => r.routeKey), WS_PING_ROUTE.routeKey].sort(),
    );
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    for (const route of routes) {
      if (route.Properties.RouteKey === '$connect') {
        expect(route.Properties).toMatchObject({
          AuthorizationType: 'CUSTOM',
          AuthorizerId: { Ref: authorizerId },
        });
      } else {
        expect(route.Properties.AuthorizationType).toBe('NONE');
      }
    }
  });

  it('runs the authorizer and every route on Node 24 arm64 functions', () => {
    expect(Object.keys(s.realtime.findResources('AWS::Lambda::Function'))).toHaveLength(WS_ROUTES.length + 1);
    expectNodeFunction(s.realtime, s.stacks.realtime.authorizerFunction);
    for (const route of WS_ROUTES) {
      expectNodeFunction(s.realtime, s.stacks.realtime.routeFunctions.get(route.routeKey) as NodejsFunction);
    }
  });

  it('grants the WebSocket functions only their manifest grants', () => {
    const check = (fn: NodejsFunction, grants: readonly string[]) => {
      const actions = actionsOf(s.realtime, fn);
      expect(servicesOf(actions)).toEqual([...new Set(grants.map((g) => EXPECTED_SERVICE[g]))].sort());
      if (!grants.includes('table:write')) expect(actions).not.toContain('dynamodb:PutItem');
      expect(actions.includes('execute-api:ManageConnections')).toBe(grants.includes('ws:manage'));
    };
    check(s.stacks.realtime.authorizerFunction, WS_AUTHORIZER.grants);
    for (const route of WS_ROUTES) {
      check(s.stacks.realtime.routeFunctions.get(route.routeKey) as NodejsFunction, route.grants);
    }
  });

  it('answers ping itself: a mock integration whose response is the pong, returned to the client', () => {
    const [integrationId] = only(s.realtime, 'AWS::ApiGatewayV2::Integration', {
      Properties: { IntegrationType: 'MOCK' },
    });
    const [routeId, route] = only(s.realtime, 'AWS::ApiGatewayV2::Route', {
      Properties: { RouteKey: WS_PING_ROUTE.routeKey },
    });
    expect(route.Properties).toMatchObject({
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
      RouteResponseSelectionExpression: '$default',
    });
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::IntegrationResponse', {
      IntegrationId: { Ref: integrationId },
      IntegrationResponseKey: '$default',
      ResponseTemplates: { $default: JSON.stringify(WS_PING_ROUTE.reply) },
    });
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::RouteResponse', {
      RouteId: { Ref: routeId },
      RouteResponseKey: '$default',
    });
  });

  it('deploys a throttled, auto-deployed stage named after the app stage', () => {
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'test',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
    });
    s.realtime.hasOutput('WebSocketUrl', { Value: { 'Fn::Join': ['', Match.arrayWith(['wss://'])] } });
    s.realtime.hasOutput('ManagementEndpoint', {
      Value: { 'Fn::Join': ['', Match.arrayWith(['https://'])] },
    });
  });
});

describe('web stack', () => {
  const distribution = () =>
    only(s.web, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: Record<string, unknown>[];
      CustomErrorResponses?: unknown;
      DefaultRootObject: string;
    };
  const behavior = (pattern: string) => distribution().CacheBehaviors.find((b) => b.PathPattern === pattern);
  const functionId = (code: string) =>
    only(s.web, 'AWS::CloudFront::Function', { Properties: { FunctionCode: code } })[0];

  it('reads both buckets through one Origin Access Control', () => {
    const [oacId] = only(s.web, 'AWS::CloudFront::OriginAccessControl', {
      Properties: {
        OriginAccessControlConfig: Match.objectLike({
          OriginAccessControlOriginType: 's3',
          SigningBehavior: 'always',
          SigningProtocol: 'sigv4',
        }),
      },
    });
    const s3Origins = distribution().Origins.filter((o) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins)
      expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
  });

  it('serves the SPA with a CloudFront Function fallback, never with errorResponses', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [functionId(SPA_FALLBACK_CODE), 'FunctionARN'] },
        },
      ],
    });
    s.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_FALLBACK_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('sends /api/* to the HTTP API uncached, with every method and all viewer headers but Host', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    });
    expect(api?.FunctionAssociations).toBeUndefined();
    const origin = distribution().Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.');
    expect(origin?.OriginPath).toBeUndefined();
  });

  it('serves /media/* read-only from the uploads bucket, stripping the /media prefix', () => {
    const media = behavior('/media/*');
    expect(media).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [functionId(MEDIA_PREFIX_STRIP_CODE), 'FunctionARN'] },
        },
      ],
    });
    const origin = distribution().Origins.find((o) => o.Id === media?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('UploadsBucket');
    expect(JSON.stringify(origin?.DomainName)).toContain('RegionalDomainName');
  });

  it('adds security headers and a strict CSP to every behavior', () => {
    const policies = s.web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<
      string,
      Resource
    >;
    const used = [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors].map(
      (b) => (b.ResponseHeadersPolicyId as { Ref: string }).Ref,
    );
    for (const id of used) {
      const config = policies[id]?.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, unknown>;
      };
      expect(config.SecurityHeadersConfig).toMatchObject({
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ContentTypeOptions: { Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 31536000,
          IncludeSubdomains: true,
          Override: true,
        },
      });
      const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy);
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data: blob: https://i.ytimg.com",
        "connect-src 'self' https://cognito-idp.",
        ' wss://',
        "style-src 'self' 'unsafe-inline'",
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    }
  });

  it('marks hashed assets immutable and the SPA shell no-cache', () => {
    const cacheControl = (b: Record<string, unknown> | undefined) => {
      const id = (b?.ResponseHeadersPolicyId as { Ref: string } | undefined)?.Ref ?? 'missing';
      return JSON.stringify(s.web.toJSON().Resources[id].Properties);
    };
    expect(cacheControl(distribution().DefaultCacheBehavior)).toContain('"Value":"no-cache"');
    expect(cacheControl(behavior('/assets/*'))).toContain('immutable');
  });

  it('deploys the SPA and config.json, then invalidates them', () => {
    const [, deployment] = only(s.web, 'Custom::CDKBucketDeployment');
    expect(deployment.Properties).toMatchObject({
      Prune: false,
      DistributionPaths: ['/index.html', '/config.json'],
      DistributionId: { Ref: expect.any(String) },
    });
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);
    // config.json's token values (region, pool, client, wss URL) are filled in at deploy time.
    const markers = JSON.stringify(deployment.Properties.SourceMarkers);
    for (const ref of ['AWS::Region', 'RingsideUserPool', 'RingsideUserPoolClient', 'WebSocketApi']) {
      expect(markers).toContain(ref);
    }
  });

  it("leaves Vite's build manifest (.vite/) out of the deployed site", () => {
    const [, deployment] = only(s.web, 'Custom::CDKBucketDeployment');
    const staged = (deployment.Properties.SourceObjectKeys as string[]).map((key) =>
      path.join(s.outdir, `asset.${key.replace(/\.zip$/, '')}`),
    );
    const site = staged.find((dir) => existsSync(path.join(dir, 'index.html')));
    expect(site, 'the staged site asset').toBeDefined();
    // synthRingside's site directory has .vite/manifest.json, as `vite build` leaves it.
    expect(readdirSync(site as string)).toEqual(['index.html']);
  });
});

describe('jobs stack', () => {
  const lanes = () => activeLanes().map((l) => l.name);
  const laneFn = (lane: LaneName) => s.stacks.jobs.laneFunctions.get(lane) as NodejsFunction;
  const mappings = () => Object.values(s.jobs.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
  const mappingOf = (lane: LaneName) =>
    mappings().find((m) =>
      JSON.stringify(m.Properties.FunctionName).includes(`"${logicalIdOf(laneFn(lane))}"`),
    );

  it('has one Node 24 arm64 function per active lane of the manifest, and none for a lane without consumers', () => {
    expect(lanes().length).toBeGreaterThan(0);
    expect([...s.stacks.jobs.laneFunctions.keys()]).toEqual(lanes());
    for (const lane of STREAM_LANES) {
      expect(s.stacks.jobs.laneFunctions.has(lane.name), lane.name).toBe(consumersOf(lane.name).length > 0);
    }
    for (const lane of lanes()) {
      const resource = expectNodeFunction(s.jobs, laneFn(lane));
      expect(resource.Properties.Description).toBe(
        `Stream lane ${lane}: ${consumersOf(lane)
          .map((c) => c.name)
          .join(', ')}`,
      );
      const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.FEED_BIG_ACCOUNT_FOLLOWERS).toBe('10000');
      expect(variables.TABLE_NAME).toBeDefined();
      expect(JSON.stringify(variables.WS_MANAGEMENT_ENDPOINT)).toContain('https://');
      // The web distribution, where the media-cleanup consumer invalidates taken-down images.
      expect(webOutputBehind(variables.MEDIA_DISTRIBUTION_ID), lane).toEqual(distributionRef());
    }
  });

  it('lets the lane of media-cleanup invalidate the web distribution, and only it', () => {
    expect(laneGrants('derived')).toContain('media:invalidate');
    for (const lane of lanes()) {
      const statements = statementsOf(s.jobs, laneFn(lane)).filter((st) =>
        JSON.stringify(st.Action).includes('cloudfront:'),
      );
      if (!laneGrants(lane).includes('media:invalidate')) {
        expect(statements, lane).toEqual([]);
        continue;
      }
      expect(statements, lane).toHaveLength(1);
      const [statement] = statements as [Statement];
      expect(statement.Action).toBe('cloudfront:CreateInvalidation');
      expect(statement.Effect).toBe('Allow');
      // arn:{partition}:cloudfront::{account}:distribution/{the web distribution's id}: no wildcard.
      const parts = (statement.Resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      expect(JSON.stringify(parts)).not.toContain('*');
      expect(parts.slice(-2, -1)).toEqual([':distribution/']);
      expect(webOutputBehind(parts.at(-1))).toEqual(distributionRef());
    }
    // None of our other functions may (the Web stack's BucketDeployment invalidates the SPA itself).
    for (const fn of s.stacks.jobs.jobFunctions.values()) {
      expect(JSON.stringify(statementsOf(s.jobs, fn))).not.toContain('cloudfront:');
    }
    for (const t of [s.stateful, s.ops, s.api, s.realtime]) {
      expect(JSON.stringify(t.findResources('AWS::IAM::Policy'))).not.toContain('cloudfront:');
    }
  });

  it('never lets more than two event source mappings read the table stream (AWS serves two readers per shard)', () => {
    // Every stack, not only this one: a reader added anywhere counts against the same shards.
    const all = [s.stateful, s.ops, s.api, s.realtime, s.jobs, s.web].flatMap(
      (t) => Object.values(t.findResources('AWS::Lambda::EventSourceMapping')) as Resource[],
    );
    const onTheStream = all.filter((m) =>
      JSON.stringify(m.Properties.EventSourceArn).includes('TableStreamArn'),
    );
    expect(onTheStream).toHaveLength(all.length);
    expect(onTheStream.length).toBeLessThanOrEqual(2);
    expect(onTheStream).toHaveLength(lanes().length);
  });

  it("feeds each lane from the stream with its filters, the contract's settings, partial batch failures, bisect, bounded retries and the failure queue", () => {
    const [queueId] = only(s.jobs, 'AWS::SQS::Queue');
    for (const lane of lanes()) {
      const mapping = mappingOf(lane);
      expect(mapping, lane).toBeDefined();
      const p = mapping?.Properties ?? {};
      const source = streamSourceOf(lane);
      expect(JSON.stringify(p.EventSourceArn)).toContain('TableStreamArn');
      expect(p).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: source.batchSize,
        MaximumBatchingWindowInSeconds: source.maxBatchingWindowSeconds,
        ParallelizationFactor: source.parallelizationFactor,
        MaximumRecordAgeInSeconds: source.maxRecordAgeSeconds,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        MaximumRetryAttempts: source.retryAttempts,
        MetricsConfig: { Metrics: ['EventCount'] },
      });
      expect(p.MaximumRetryAttempts).toBeGreaterThanOrEqual(0);
      expect(p.MaximumRetryAttempts).toBeLessThanOrEqual(10);
      // The lane parks a poison record before Lambda gives up on it (which keeps only metadata).
      expect(source.retryAttempts + 1).toBeGreaterThanOrEqual(PARK_AFTER_ATTEMPTS);
      expect(p.DestinationConfig).toEqual({
        OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      });
      const patterns = (p.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((f) =>
        JSON.parse(f.Pattern),
      );
      expect(patterns).toEqual(laneFilters(lane));
      expect(patterns.length).toBeGreaterThan(0);
      expect(patterns.length).toBeLessThanOrEqual(5);
    }
  });

  it("grants each lane its consumers' grants, the stream and the failure queue, nothing else", () => {
    for (const lane of lanes()) {
      const actions = actionsOf(s.jobs, laneFn(lane));
      const expected = new Set(['dynamodb', 'sqs', ...laneGrants(lane).map((g) => EXPECTED_SERVICE[g])]);
      expect(servicesOf(actions), lane).toEqual([...expected].sort());
      expect(actions).toContain('dynamodb:GetRecords');
      expect(actions).toContain('sqs:SendMessage');
      const manages = laneGrants(lane).includes('ws:manage');
      expect(actions.includes('execute-api:ManageConnections'), lane).toBe(manages);
    }
  });

  it('runs every scheduled job of the manifest on its EventBridge schedule, with its grants and an alarm', () => {
    expect(SCHEDULED_JOBS.map((j) => j.name)).toContain('trending');
    const rules = Object.values(s.jobs.findResources('AWS::Events::Rule')) as Resource[];
    expect(rules).toHaveLength(SCHEDULED_JOBS.length);
    for (const job of SCHEDULED_JOBS) {
      const fn = s.stacks.jobs.jobFunctions.get(job.name) as NodejsFunction;
      const resource = expectNodeFunction(s.jobs, fn);
      expect(resource.Properties).toMatchObject({
        Timeout: FUNCTION_SETTINGS.job.timeoutSeconds,
        MemorySize: FUNCTION_SETTINGS.job.memoryMb,
      });
      const rule = rules.find((r) => JSON.stringify(r.Properties.Targets).includes(`"${logicalIdOf(fn)}"`));
      expect(rule?.Properties).toMatchObject({ ScheduleExpression: job.schedule, State: 'ENABLED' });
      expect(JSON.stringify(rule?.Properties.Targets)).toContain('"MaximumRetryAttempts":2');
      const expected = new Set(job.grants.map((g) => EXPECTED_SERVICE[g]));
      expect(servicesOf(actionsOf(s.jobs, fn)), job.name).toEqual([...expected].sort());
      const alarm = Object.entries(s.jobs.findResources('AWS::CloudWatch::Alarm')).find(([id]) =>
        id.startsWith(
          `${job.name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}JobErrorsAlarm`,
        ),
      );
      expect(alarm?.[1].Properties).toMatchObject({ Threshold: 0, EvaluationPeriods: 2 });
    }
  });

  it('keeps failed records 14 days in an encrypted, TLS-only queue', () => {
    const [, queue] = only(s.jobs, 'AWS::SQS::Queue');
    expect(queue.Properties).toMatchObject({
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    const [, policy] = only(s.jobs, 'AWS::SQS::QueuePolicy');
    expect(JSON.stringify(policy.Properties)).toContain('aws:SecureTransport');
  });
});

describe('alarms', () => {
  const topicId = () => Object.keys(s.ops.findResources('AWS::SNS::Topic'))[0] as string;
  const alarmsOf = (template: Template) =>
    Object.entries(template.findResources('AWS::CloudWatch::Alarm')) as [string, Resource][];
  const alarmById = (template: Template, prefix: string) => {
    const found = alarmsOf(template).filter(([id]) => id.startsWith(prefix));
    expect(found, prefix).toHaveLength(1);
    return (found[0] as [string, Resource])[1].Properties;
  };

  it('has one SNS topic, AlarmTopic, in the Ops stack, TLS-only, and no subscription unless an e-mail is given', () => {
    expect(Object.keys(s.ops.findResources('AWS::SNS::Topic'))).toEqual([
      expect.stringMatching(/^AlarmTopic/),
    ]);
    s.ops.resourceCountIs('AWS::SNS::Subscription', 0);
    const policy = JSON.stringify(s.ops.findResources('AWS::SNS::TopicPolicy'));
    expect(policy).toContain('aws:SecureTransport');
    for (const template of [s.stateful, s.api, s.realtime, s.jobs, s.web]) {
      template.resourceCountIs('AWS::SNS::Topic', 0);
    }
  });

  it('subscribes the alarmEmail addresses to the topic', () => {
    const withEmail = synthRingside({
      stage: 'mail',
      facts: { alarmEmail: 'ops@example.com, oncall@example.org' },
    });
    try {
      const subscriptions = Object.values(
        withEmail.ops.findResources('AWS::SNS::Subscription'),
      ) as Resource[];
      expect(subscriptions.map((r) => r.Properties.Endpoint).sort()).toEqual([
        'oncall@example.org',
        'ops@example.com',
      ]);
      for (const r of subscriptions) {
        expect(r.Properties.Protocol).toBe('email');
        expect(r.Properties.TopicArn).toEqual({ Ref: topicId() });
      }
    } finally {
      withEmail.cleanup();
    }
  });

  it('gives every alarm of every stack the topic as its action and treats missing data as fine', () => {
    const all = [s.stateful, s.ops, s.api, s.realtime, s.jobs, s.web].flatMap(alarmsOf);
    // The API's two, three per lane, one per job, the stream failures' two, the secret rotation's one,
    // the rooms' three (publish errors, delivery lag, the Event API's server errors).
    expect(all.length).toBe(2 + 3 * activeLanes().length + SCHEDULED_JOBS.length + 2 + 1 + 3);
    for (const [id, alarm] of all) {
      const actions = JSON.stringify(alarm.Properties.AlarmActions);
      expect(actions, id).toContain('test-RingsideOps');
      expect(actions, id).toContain(topicId());
      expect(alarm.Properties.TreatMissingData, id).toBe('notBreaching');
      expect(alarm.Properties.ComparisonOperator, id).toBe('GreaterThanThreshold');
    }
  });

  it('alarms on records in the StreamFailures queue', () => {
    const [queueId] = only(s.jobs, 'AWS::SQS::Queue');
    expect(alarmById(s.jobs, 'StreamFailuresAlarm')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Statistic: 'Maximum',
      Threshold: 0,
    });
  });

  it("alarms on parked records: the lanes' StreamRecordsParked metric as Powertools emits it", () => {
    expect(alarmById(s.jobs, 'StreamRecordsParkedAlarm')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'StreamRecordsParked',
      Dimensions: [{ Name: 'service', Value: SERVICE_NAME }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 0,
    });
  });

  it('alarms on each lane function: iterator age over 60 s, errors, throttles', () => {
    for (const lane of activeLanes().map((l) => l.name)) {
      const fnId = logicalIdOf(s.stacks.jobs.laneFunctions.get(lane) as NodejsFunction);
      const prefix = `${lane.charAt(0).toUpperCase()}${lane.slice(1)}Lane`;
      const onFunction = {
        Namespace: 'AWS/Lambda',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
      };
      expect(ITERATOR_AGE_ALARM_SECONDS).toBe(60);
      expect(alarmById(s.jobs, `${prefix}IteratorAgeAlarm`)).toMatchObject({
        ...onFunction,
        MetricName: 'IteratorAge',
        Statistic: 'Maximum',
        Threshold: 60_000,
      });
      for (const metric of ['Errors', 'Throttles']) {
        expect(alarmById(s.jobs, `${prefix}${metric}Alarm`)).toMatchObject({
          ...onFunction,
          MetricName: metric,
          Statistic: 'Sum',
          Threshold: 0,
        });
      }
    }
  });

  it("alarms on the HTTP API's 5xx rate and p99 latency, only with enough requests", () => {
    const [apiId] = only(s.api, 'AWS::ApiGatewayV2::Api');
    const queries = (alarm: Record<string, unknown>) =>
      alarm.Metrics as {
        Id: string;
        Expression?: string;
        ReturnData?: boolean;
        MetricStat?: {
          Metric: { Namespace: string; MetricName: string; Dimensions: unknown };
          Stat: string;
          Period: number;
        };
      }[];
    const metricNamed = (alarm: Record<string, unknown>, name: string) =>
      queries(alarm).find((q) => q.MetricStat?.Metric.MetricName === name)?.MetricStat;
    const onApi = { Namespace: 'AWS/ApiGateway', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }] };

    const errors = alarmById(s.api, 'ServerErrorRateAlarm');
    expect(errors.Threshold).toBe(API_ALARMS.serverErrorPercent);
    expect(API_ALARMS.serverErrorPercent).toBe(1);
    expect(queries(errors).find((q) => q.ReturnData !== false)?.Expression).toBe(
      `IF(requests >= ${API_ALARMS.minRequests}, 100 * errors / requests, 0)`,
    );
    expect(metricNamed(errors, '5xx')).toMatchObject({ Metric: onApi, Stat: 'Sum', Period: 300 });
    expect(metricNamed(errors, 'Count')).toMatchObject({ Metric: onApi, Stat: 'Sum', Period: 300 });

    const latency = alarmById(s.api, 'LatencyP99Alarm');
    expect(latency.Threshold).toBe(2000);
    expect(queries(latency).find((q) => q.ReturnData !== false)?.Expression).toBe(
      `IF(requests >= ${API_ALARMS.minRequests}, latency, 0)`,
    );
    expect(metricNamed(latency, 'Latency')).toMatchObject({ Metric: onApi, Stat: 'p99', Period: 300 });
  });
});

describe('lanes dashboard', () => {
  const body = () => {
    const [, dashboard] = only(s.jobs, 'AWS::CloudWatch::Dashboard');
    expect(JSON.stringify(dashboard.Properties.DashboardName)).toContain('test-RingsideJobs-Lanes');
    // The body is an Fn::Join of literal JSON and tokens (function names, mapping ids).
    return JSON.stringify(dashboard.Properties.DashboardBody);
  };

  it('shows records in, lag, failures and fan-out work for every lane', () => {
    const text = body();
    for (const title of [
      'Records in (per lane event source)',
      'Lag: iterator age (max, ms)',
      'Failures: records failed, parked, given up',
      'Fan-out: feed writes and work items queued',
      'Longest invocation (ms)',
    ]) {
      expect(text).toContain(title);
    }
    for (const metric of [
      'PolledEventCount',
      'FilteredOutEventCount',
      'InvokedEventCount',
      'OnFailureDestinationDeliveredEventCount',
      'IteratorAge',
      'StreamRecordsProcessed',
      'StreamRecordsFailed',
      'StreamRecordsParked',
      'FanoutWrites',
      'WorkItemsQueued',
      'ApproximateNumberOfMessagesVisible',
    ]) {
      expect(text, metric).toContain(`\\"${metric}\\"`);
    }
    for (const lane of activeLanes().map((l) => l.name)) {
      expect(text).toContain(logicalIdOf(s.stacks.jobs.laneFunctions.get(lane) as NodejsFunction));
      expect(text).toContain(`${lane}: iterator age`);
    }
    // Each lane's mapping by its UUID (the ESM metrics' dimension).
    for (const id of Object.keys(s.jobs.findResources('AWS::Lambda::EventSourceMapping'))) {
      expect(text).toContain(`{"Ref":"${id}"}`);
    }
    expect(text).toContain(String((FUNCTION_SETTINGS.stream.timeoutSeconds * 1000) / 4));
  });
});

describe('the app', () => {
  it('wires the stacks Stateful, Ops -> Realtime -> Api -> Web -> Jobs with stage-prefixed names', () => {
    const { stateful, ops, api, realtime, jobs, web } = s.stacks;
    expect([stateful, ops, api, realtime, jobs, web].map((st) => st.stackName)).toEqual([
      'test-RingsideStateful',
      'test-RingsideOps',
      'test-RingsideApi',
      'test-RingsideRealtime',
      'test-RingsideJobs',
      'test-RingsideWeb',
    ]);
    expect(ops.dependencies).toEqual([]);
    // The rooms' routes publish to Realtime's Event API; its alarms notify the Ops topic.
    expect(new Set(api.dependencies)).toEqual(new Set([stateful, ops, realtime]));
    expect(new Set(realtime.dependencies)).toEqual(new Set([stateful, ops]));
    // Jobs takes the web distribution (media invalidations); Web never depends on Jobs.
    expect(new Set(jobs.dependencies)).toEqual(new Set([stateful, ops, realtime, web]));
    // Web's secret rotation alarms on the Ops topic.
    expect(new Set(web.dependencies)).toEqual(new Set([stateful, ops, api, realtime]));
  });

  it('refuses an alarm e-mail that is not an address', () => {
    expect(() => synthRingside({ stage: 'bad', facts: { alarmEmail: 'not-an-address' } })).toThrow(
      /alarmEmail "not-an-address" is not an address/,
    );
  });

  it('synthesizes without warnings or errors', () => {
    for (const stack of Object.values(s.stacks).filter((st) => st !== undefined)) {
      Annotations.fromStack(stack).hasNoWarning('*', Match.anyValue());
      Annotations.fromStack(stack).hasNoError('*', Match.anyValue());
    }
  });
});

describe('WAF and stage throttling', () => {
  it('puts a web ACL on CloudFront (us-east-1, where WAF keeps them) with a per-IP rule on /api/* and managed rules', () => {
    const [id, acl] = only(s.web, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl.Properties.Rules as { Name: string; Statement: Record<string, unknown> }[];
    const perIp = rules.find((r) => r.Name === 'api-per-ip')?.Statement.RateBasedStatement as Record<
      string,
      unknown
    >;
    expect(perIp).toMatchObject({ Limit: WAF_RATE_LIMITS.api, AggregateKeyType: 'IP' });
    expect(JSON.stringify(perIp.ScopeDownStatement)).toContain('"SearchString":"/api/"');
    expect(JSON.stringify(rules)).toContain('AWSManagedRulesCommonRuleSet');
    expect(JSON.stringify(rules)).toContain('AWSManagedRulesAmazonIpReputationList');
    const [, distribution] = only(s.web, 'AWS::CloudFront::Distribution');
    const webAclId = JSON.stringify(
      (distribution.Properties.DistributionConfig as Record<string, unknown>).WebACLId,
    );
    expect(webAclId).toContain('Fn::If');
    expect(webAclId).toContain(id);
  });

  it('puts a regional web ACL with a per-IP rule on the user pool', () => {
    const [aclId, acl] = only(s.stateful, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('REGIONAL');
    expect(JSON.stringify(acl.Properties.Rules)).toContain(`"Limit":${WAF_RATE_LIMITS.userPool}`);
    const [, association] = only(s.stateful, 'AWS::WAFv2::WebACLAssociation');
    expect(JSON.stringify(association.Properties.WebACLArn)).toContain(aclId);
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain('UserPool');
  });

  it("blocks Cognito's self-service second-step calls on the user pool unless they come from the two-step client", () => {
    const [, acl] = only(s.stateful, 'AWS::WAFv2::WebACL');
    type ByteMatch = {
      FieldToMatch: { SingleHeader: { Name: string } };
      PositionalConstraint: string;
      SearchString: unknown;
      TextTransformations: unknown;
    };
    type SecondStepStatement = {
      AndStatement: {
        Statements: [
          { OrStatement: { Statements: { ByteMatchStatement: ByteMatch }[] } },
          { NotStatement: { Statement: { ByteMatchStatement: ByteMatch } } },
        ];
      };
    };
    const rules = acl.Properties.Rules as {
      Name: string;
      Priority: number;
      Action?: unknown;
      Statement: unknown;
    }[];
    const rule = rules.find((r) => r.Name === SECOND_STEP_RULE);
    expect(rule?.Action).toEqual({ Block: {} });
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
    const [calls, notTwoStep] = (rule as { Statement: SecondStepStatement }).Statement.AndStatement
      .Statements;
    // Each call, by the operation Cognito names and by the caller's X-Amz-Target, in any case.
    const matched = calls.OrStatement.Statements.map(({ ByteMatchStatement: m }) => {
      expect(m.PositionalConstraint).toBe('EXACTLY');
      expect(m.TextTransformations).toEqual([{ Priority: 0, Type: 'LOWERCASE' }]);
      return `${m.FieldToMatch.SingleHeader.Name}=${String(m.SearchString)}`;
    });
    expect(matched.sort()).toEqual(
      SECOND_STEP_CALLS.flatMap((call) => [
        `x-amzn-cognito-operation-name=${call.toLowerCase()}`,
        `x-amz-target=awscognitoidentityproviderservice.${call.toLowerCase()}`,
      ]).sort(),
    );
    expect([...SECOND_STEP_CALLS].sort()).toEqual([
      'AssociateSoftwareToken',
      'SetUserMFAPreference',
      'VerifySoftwareToken',
    ]);
    // ...unless the request's app client is the two-step one (its tokens only the server gets).
    expect(notTwoStep.NotStatement.Statement.ByteMatchStatement).toEqual({
      FieldToMatch: { SingleHeader: { Name: 'x-amzn-cognito-client-id' } },
      PositionalConstraint: 'EXACTLY',
      SearchString: { Ref: 'RingsideTwoStepClient' },
      TextTransformations: [{ Priority: 0, Type: 'NONE' }],
    });
  });

  it('gives production the production throttle', () => {
    const prod = synthRingside({ stage: 'prod', facts: PROD_FACTS });
    try {
      prod.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        DefaultRouteSettings: {
          ThrottlingBurstLimit: STAGE_SETTINGS.prod.apiThrottle.burstLimit,
          ThrottlingRateLimit: STAGE_SETTINGS.prod.apiThrottle.rateLimit,
        },
      });
    } finally {
      prod.cleanup();
    }
  });
});
