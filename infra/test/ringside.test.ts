/**
 * Assertions on the synthesized templates of all four stacks (one synthesis, bundling skipped).
 */
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ROUTES, httpBindings } from '../../shared/manifest/http-routes';
import { streamSourceOf } from '../../shared/manifest/runtime';
import { STREAM_CONSUMERS } from '../../shared/manifest/stream-consumers';
import { WS_AUTHORIZER, WS_ROUTES } from '../../shared/manifest/ws-routes';
import { MEDIA_PREFIX_STRIP_CODE, SPA_FALLBACK_CODE } from '../constructs/edge-functions';
import { type SynthesizedRingside, synthRingside } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

let s: SynthesizedRingside;
beforeAll(() => {
  s = synthRingside('test');
});
afterAll(() => s?.cleanup());

const only = (template: Template, type: string, props: Record<string, unknown> = {}): [string, Resource] => {
  const found = Object.entries(template.findResources(type, props)) as [string, Resource][];
  expect(found, `exactly one ${type}`).toHaveLength(1);
  return found[0] as [string, Resource];
};

const logicalIdOf = (fn: NodejsFunction): string =>
  Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);

/** IAM actions granted to a function's role by inline policies of its stack. */
function actionsOf(template: Template, fn: NodejsFunction): string[] {
  const fnResource = template.toJSON().Resources[logicalIdOf(fn)] as Resource;
  const roleId = (fnResource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  return policies
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement)
    .flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]));
}

const servicesOf = (actions: string[]) => [...new Set(actions.map((a) => a.split(':')[0]))].sort();

const EXPECTED_SERVICE: Record<string, string> = {
  'table:read': 'dynamodb',
  'table:write': 'dynamodb',
  'uploads:read': 's3',
  'uploads:write': 's3',
  'userpool:admin': 'cognito-idp',
};

function expectNodeFunction(template: Template, fn: NodejsFunction) {
  const resource = template.toJSON().Resources[logicalIdOf(fn)] as Resource;
  expect(resource.Type).toBe('AWS::Lambda::Function');
  expect(resource.Properties.Runtime).toBe('nodejs22.x');
  expect(resource.Properties.Architectures).toEqual(['arm64']);
  expect(resource.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: expect.any(String) } });
  return resource;
}

describe('stateful stack', () => {
  it('pins the logical IDs of the stateful resources', () => {
    const ids = (type: string) => Object.keys(s.stateful.findResources(type)).sort();
    expect(ids('AWS::DynamoDB::GlobalTable')).toEqual(['RingsideTable']);
    expect(ids('AWS::Cognito::UserPool')).toEqual(['RingsideUserPool']);
    expect(ids('AWS::Cognito::UserPoolClient')).toEqual(['RingsideUserPoolClient']);
    expect(ids('AWS::S3::Bucket')).toEqual(['RingsideSiteBucket', 'RingsideUploadsBucket']);
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

  it('configures the user pool: email sign-in, 6-char password, displayName, PreSignUp trigger', () => {
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
    const [triggerId, trigger] = only(s.stateful, 'AWS::Lambda::Function');
    expect(pool.Properties.LambdaConfig).toEqual({ PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } });
    expect(trigger.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 5 });
    s.stateful.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
    });
  });

  it('configures the web client: no secret, password + SRP flows, no user existence errors, token validity', () => {
    const [, client] = only(s.stateful, 'AWS::Cognito::UserPoolClient');
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
});

describe('api stack', () => {
  it('has exactly one function per manifest route, Node 22 on arm64', () => {
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

  it('throttles the $default stage and writes access logs', () => {
    s.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('grants each route exactly what its manifest entry lists (least privilege)', () => {
    for (const route of HTTP_ROUTES) {
      const fn = s.stacks.api.routeFunctions.get(route.name) as NodejsFunction;
      const actions = actionsOf(s.api, fn);
      const expected = [...new Set(route.grants.map((g) => EXPECTED_SERVICE[g]))].sort();
      expect(servicesOf(actions), route.name).toEqual(expected);
      const grants: readonly string[] = route.grants;
      if (!grants.includes('table:write')) expect(actions, route.name).not.toContain('dynamodb:PutItem');
    }
  });

  it('gives the public login function no data access at all', () => {
    const login = s.stacks.api.routeFunctions.get('login') as NodejsFunction;
    expect(actionsOf(s.api, login)).toEqual([]);
    const env = (s.api.toJSON().Resources[logicalIdOf(login)] as Resource).Properties.Environment;
    expect(JSON.stringify(env)).toContain('NODE_OPTIONS');
  });

  it('passes the environment the functions read', () => {
    const fn = s.stacks.api.routeFunctions.get('getUser') as NodejsFunction;
    const resource = s.api.toJSON().Resources[logicalIdOf(fn)] as Resource;
    const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'LOG_LEVEL',
        'NODE_OPTIONS',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
        'TABLE_NAME',
        'UPLOADS_BUCKET',
        'USER_POOL_CLIENT_ID',
        'USER_POOL_ID',
      ].sort(),
    );
    expect(variables.POWERTOOLS_SERVICE_NAME).toBe('ringside');
    expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
  });
});

describe('realtime stack', () => {
  it('has $connect, $disconnect and $default from the manifest; only $connect is authorized', () => {
    const [authorizerId] = only(s.realtime, 'AWS::ApiGatewayV2::Authorizer', {
      Properties: { AuthorizerType: 'REQUEST', IdentitySource: ['route.request.querystring.token'] },
    });
    const routes = Object.values(s.realtime.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(WS_ROUTES.map((r) => r.routeKey).sort());
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

  it('runs the authorizer and every route on Node 22 arm64 functions', () => {
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
      expect(actions).not.toContain('execute-api:ManageConnections');
    };
    check(s.stacks.realtime.authorizerFunction, WS_AUTHORIZER.grants);
    for (const route of WS_ROUTES) {
      check(s.stacks.realtime.routeFunctions.get(route.routeKey) as NodejsFunction, route.grants);
    }
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
});

describe('jobs stack', () => {
  it('has one Node 22 arm64 function per stream consumer of the manifest', () => {
    expect(s.stacks.jobs.streamFunctions.size).toBe(STREAM_CONSUMERS.length);
    expect(STREAM_CONSUMERS.length).toBeGreaterThan(0);
    for (const consumer of STREAM_CONSUMERS) {
      const fn = s.stacks.jobs.streamFunctions.get(consumer.name);
      expect(fn, consumer.name).toBeDefined();
      const resource = expectNodeFunction(s.jobs, fn as NodejsFunction);
      const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.FEED_BIG_ACCOUNT_FOLLOWERS).toBe('10000');
      expect(variables.TABLE_NAME).toBeDefined();
    }
  });

  it('feeds each consumer from the table stream with its filters, partial batch failures, bisect, bounded retries and the failure queue', () => {
    const [queueId] = only(s.jobs, 'AWS::SQS::Queue');
    const mappings = Object.values(s.jobs.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    expect(mappings).toHaveLength(STREAM_CONSUMERS.length);
    for (const consumer of STREAM_CONSUMERS) {
      const fnId = logicalIdOf(s.stacks.jobs.streamFunctions.get(consumer.name) as NodejsFunction);
      const mapping = mappings.find((m) => JSON.stringify(m.Properties.FunctionName).includes(`"${fnId}"`));
      expect(mapping, consumer.name).toBeDefined();
      const p = mapping?.Properties ?? {};
      expect(JSON.stringify(p.EventSourceArn)).toContain('StreamArn');
      expect(p).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: streamSourceOf(consumer.name).batchSize,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        MaximumRetryAttempts: streamSourceOf(consumer.name).retryAttempts,
      });
      expect(JSON.stringify(p.DestinationConfig)).toContain(queueId);
      const patterns = (p.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((f) =>
        JSON.parse(f.Pattern),
      );
      expect(patterns).toEqual(consumer.filters);
    }
  });

  it('grants consumers only the table, its stream and the failure queue', () => {
    for (const consumer of STREAM_CONSUMERS) {
      const actions = actionsOf(s.jobs, s.stacks.jobs.streamFunctions.get(consumer.name) as NodejsFunction);
      expect(servicesOf(actions), consumer.name).toEqual(['dynamodb', 'sqs']);
      expect(actions).toContain('dynamodb:GetRecords');
      expect(actions).toContain('sqs:SendMessage');
    }
  });

  it('keeps failed records 14 days in an encrypted, TLS-only queue with an alarm', () => {
    const [queueId, queue] = only(s.jobs, 'AWS::SQS::Queue');
    expect(queue.Properties).toMatchObject({
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    const [, policy] = only(s.jobs, 'AWS::SQS::QueuePolicy');
    expect(JSON.stringify(policy.Properties)).toContain('aws:SecureTransport');
    const [, alarm] = only(s.jobs, 'AWS::CloudWatch::Alarm');
    expect(alarm.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(alarm.Properties.Dimensions)).toContain(queueId);
  });
});

describe('the app', () => {
  it('wires the stacks Stateful -> Api, Realtime, Jobs -> Web with stage-prefixed names', () => {
    const { stateful, api, realtime, jobs, web } = s.stacks;
    expect([stateful, api, realtime, jobs, web].map((st) => st.stackName)).toEqual([
      'test-RingsideStateful',
      'test-RingsideApi',
      'test-RingsideRealtime',
      'test-RingsideJobs',
      'test-RingsideWeb',
    ]);
    expect(api.dependencies).toEqual([stateful]);
    expect(realtime.dependencies).toEqual([stateful]);
    expect(jobs.dependencies).toEqual([stateful]);
    expect(new Set(web.dependencies)).toEqual(new Set([stateful, api, realtime]));
  });

  it('synthesizes without warnings or errors', () => {
    for (const stack of Object.values(s.stacks)) {
      Annotations.fromStack(stack).hasNoWarning('*', Match.anyValue());
      Annotations.fromStack(stack).hasNoError('*', Match.anyValue());
    }
  });
});
