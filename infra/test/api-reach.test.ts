/**
 * Who can reach the HTTP API, and how much of it one caller can spend (docs/safety.md, "WAF and the
 * stage throttle"): with the API-origin facts (required for prod) only CloudFront can open a
 * connection to the API (a custom domain requiring mutual TLS, execute-api disabled); on every stage
 * each route has its own throttle, and where execute-api is still open the routes together spend at
 * most the stage's budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { HTTP_ROUTES, httpBindings } from '../../shared/manifest/http-routes';
import { ORIGIN_VERIFY_HEADER } from '../../shared/manifest/runtime';
import { routeKey, routeThrottleClass } from '../constructs/route-throttles';
import {
  API_ORIGIN_FACTS,
  type Fact,
  resolveStage,
  STAGE_SETTINGS,
  type StageProfile,
} from '../stage-settings';
import { lazySynths, ofType, PROD_FACTS, resources, synthRingside, type TemplateResource } from './synth';

type Resource = TemplateResource;
type Throttle = { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };

const ORIGIN_FACTS = Object.fromEntries(API_ORIGIN_FACTS.map((fact) => [fact, PROD_FACTS[fact]])) as Record<
  (typeof API_ORIGIN_FACTS)[number],
  string
>;

/** The stages synthesized here, each on first use (a synthesis takes seconds). */
const SYNTHS = {
  prod: () => synthRingside({ stage: 'prod', facts: PROD_FACTS }),
  staging: () => synthRingside({ stage: 'staging' }),
  dev: () => synthRingside({ stage: 'dev' }),
  // A dev-like stage given the facts (environment-agnostic: no account or region).
  'locked-dev': () => synthRingside({ stage: 'alice', facts: ORIGIN_FACTS }),
} as const;
const { get, cleanup } = lazySynths(SYNTHS);
afterAll(cleanup);
const one = (template: Template, type: string): [string, Resource] => {
  const found = ofType(template, type);
  expect(found, type).toHaveLength(1);
  return found[0] as [string, Resource];
};

/** The distribution's origin behind /api/*. */
function apiOrigin(web: Template) {
  const [, distribution] = one(web, 'AWS::CloudFront::Distribution');
  const config = distribution.Properties.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
    Origins: Record<string, unknown>[];
  };
  const target = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')?.TargetOriginId;
  const origin = config.Origins.find((o) => o.Id === target);
  expect(origin, 'the /api/* origin').toBeDefined();
  return origin as {
    DomainName: unknown;
    CustomOriginConfig: Record<string, unknown>;
    OriginCustomHeaders: { HeaderName: string; HeaderValue: unknown }[];
  };
}

function problemsOf(stage: string, facts: Partial<Record<Fact, string>>): string {
  try {
    resolveStage(stage, (fact) => facts[fact]);
  } catch (err) {
    return (err as Error).message;
  }
  return '';
}

describe('the API answers only through CloudFront where the stage has the API-origin facts', () => {
  it('refuses to synthesize prod without them, naming each and how to give it', () => {
    const withoutOrigin = Object.fromEntries(
      Object.entries(PROD_FACTS).filter(([fact]) => !(API_ORIGIN_FACTS as readonly string[]).includes(fact)),
    );
    const message = problemsOf('prod', withoutOrigin);
    expect(message).toContain('Stage "prod" cannot be synthesized');
    for (const fact of API_ORIGIN_FACTS) expect(message).toContain(`missing ${fact}: give -c ${fact}=...`);
  });

  it('refuses facts that cannot work: wrong certificate regions or account, no s3:// truststore, half a set', () => {
    const prod = (over: Partial<Record<Fact, string>>) => problemsOf('prod', { ...PROD_FACTS, ...over });
    expect(prod({ apiCertificateArn: PROD_FACTS.originClientCertificateArn })).toContain(
      'apiCertificateArn must be a certificate in eu-west-1, not us-east-1',
    );
    expect(prod({ originClientCertificateArn: PROD_FACTS.apiCertificateArn })).toContain(
      'originClientCertificateArn must be a certificate in us-east-1, not eu-west-1',
    );
    expect(
      prod({ apiCertificateArn: PROD_FACTS.apiCertificateArn.replace('111111111111', '222222222222') }),
    ).toContain('apiCertificateArn must be a certificate of account 111111111111');
    expect(prod({ originTruststoreUri: 'https://example.com/ca.pem' })).toContain(
      'originTruststoreUri "https://example.com/ca.pem" must be s3://bucket/key',
    );
    expect(prod({ apiDomain: 'API.Ringside.example.com' })).toContain('is not a lowercase host name');
    expect(prod({ apiCertificateArn: 'not-an-arn' })).toContain('is not an ACM certificate ARN');
    expect(problemsOf('dev', { apiDomain: PROD_FACTS.apiDomain })).toMatch(
      /give all of apiDomain, apiCertificateArn, originClientCertificateArn, originTruststoreUri .*or none: missing apiCertificateArn, originClientCertificateArn, originTruststoreUri/,
    );
    expect(problemsOf('dev', {})).toBe('');
  });

  for (const name of ['prod', 'locked-dev'] as const) {
    it(`${name}: disables execute-api and serves the API on a TLS 1.2 custom domain that requires mutual TLS`, () => {
      const { api } = get(name);
      const [, httpApi] = one(api, 'AWS::ApiGatewayV2::Api');
      expect(httpApi.Properties.DisableExecuteApiEndpoint).toBe(true);
      const [domainId, domain] = one(api, 'AWS::ApiGatewayV2::DomainName');
      expect(domain.Properties).toMatchObject({
        DomainName: PROD_FACTS.apiDomain,
        DomainNameConfigurations: [
          {
            CertificateArn: PROD_FACTS.apiCertificateArn,
            EndpointType: 'REGIONAL',
            SecurityPolicy: 'TLS_1_2',
          },
        ],
        MutualTlsAuthentication: { TruststoreUri: PROD_FACTS.originTruststoreUri },
      });
      const [stageId] = one(api, 'AWS::ApiGatewayV2::Stage');
      const [, mapping] = one(api, 'AWS::ApiGatewayV2::ApiMapping');
      expect(mapping.Properties).toEqual({
        ApiId: { Ref: expect.any(String) },
        DomainName: { Ref: domainId },
        Stage: '$default',
      });
      expect(mapping.DependsOn).toContain(stageId);
      const outputs = api.toJSON().Outputs as Record<string, { Value: unknown }>;
      expect(outputs.HttpApiEndpoint?.Value).toBe(`https://${PROD_FACTS.apiDomain}`);
      expect(outputs.ApiDomainTarget?.Value).toEqual({ 'Fn::GetAtt': [domainId, 'RegionalDomainName'] });
    });

    it(`${name}: CloudFront calls that domain presenting the client certificate, and still sends the origin-verify header`, () => {
      const origin = apiOrigin(get(name).web);
      expect(origin.DomainName).toBe(PROD_FACTS.apiDomain);
      expect(origin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
        OriginMtlsConfig: { ClientCertificateArn: PROD_FACTS.originClientCertificateArn },
      });
      expect(origin.OriginCustomHeaders.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    });
  }

  it('keeps exporting the API id where references are strong, so a stage deployed before the lock can update', () => {
    const outputs = get('prod').api.toJSON().Outputs as Record<string, { Value: unknown; Export?: unknown }>;
    const [httpApiId] = one(get('prod').api, 'AWS::ApiGatewayV2::Api');
    expect(
      Object.values(outputs).some(
        (o) => o.Export && JSON.stringify(o.Value) === JSON.stringify({ Ref: httpApiId }),
      ),
    ).toBe(true);
  });

  for (const name of ['dev', 'staging'] as const) {
    it(`${name} without the facts: execute-api stays the origin, without a client certificate`, () => {
      const { api, web } = get(name);
      expect(one(api, 'AWS::ApiGatewayV2::Api')[1].Properties.DisableExecuteApiEndpoint).toBe(false);
      expect(ofType(api, 'AWS::ApiGatewayV2::DomainName')).toEqual([]);
      const origin = apiOrigin(web);
      expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
      expect(origin.CustomOriginConfig.OriginMtlsConfig).toBeUndefined();
      expect(origin.OriginCustomHeaders.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    });
  }
});

describe('every route has its own throttle', () => {
  const stages: { name: keyof typeof SYNTHS; profile: StageProfile }[] = [
    { name: 'dev', profile: 'dev' },
    { name: 'staging', profile: 'staging' },
    { name: 'prod', profile: 'prod' },
  ];
  const routeSettingsOf = (template: Template) => {
    const [, stage] = one(template, 'AWS::ApiGatewayV2::Stage');
    return stage.Properties.RouteSettings as Record<string, Throttle>;
  };

  for (const { name, profile } of stages) {
    it(`${name}: one throttle per route the manifest binds, aliases too, sized by the route's class`, () => {
      const settings = routeSettingsOf(get(name).api);
      const bindings = httpBindings();
      expect(Object.keys(settings).sort()).toEqual(
        bindings.map(({ route, path }) => routeKey(route, path)).sort(),
      );
      for (const { route, path } of bindings) {
        const { rateLimit, burstLimit } =
          STAGE_SETTINGS[profile].apiRouteThrottles[routeThrottleClass(route)];
        expect(settings[routeKey(route, path)], routeKey(route, path)).toEqual({
          ThrottlingRateLimit: rateLimit,
          ThrottlingBurstLimit: burstLimit,
        });
      }
    });

    it(`${name}: the stage is created after every route (API Gateway refuses settings of a missing route)`, () => {
      const { api } = get(name);
      const [, stage] = one(api, 'AWS::ApiGatewayV2::Stage');
      const routeIds = ofType(api, 'AWS::ApiGatewayV2::Route').map(([id]) => id);
      expect(routeIds).toHaveLength(httpBindings().length);
      expect(new Set(stage.DependsOn)).toEqual(new Set(routeIds));
    });
  }

  it('where execute-api is open (dev, staging), all routes together spend at most the stage budget', () => {
    for (const name of ['dev', 'staging'] as const) {
      const settings = Object.values(routeSettingsOf(get(name).api));
      const { rateLimit, burstLimit } = STAGE_SETTINGS[name].apiThrottle;
      expect(
        settings.reduce((sum, t) => sum + t.ThrottlingRateLimit, 0),
        name,
      ).toBeLessThanOrEqual(rateLimit);
      expect(
        settings.reduce((sum, t) => sum + t.ThrottlingBurstLimit, 0),
        name,
      ).toBeLessThanOrEqual(burstLimit);
    }
  });

  it('no route alone may take more than the stage default, and costly routes far less than reads', () => {
    for (const { profile } of stages) {
      const { apiThrottle, apiRouteThrottles } = STAGE_SETTINGS[profile];
      for (const throttle of Object.values(apiRouteThrottles)) {
        expect(throttle.rateLimit).toBeLessThanOrEqual(apiThrottle.rateLimit);
        expect(throttle.burstLimit).toBeGreaterThanOrEqual(throttle.rateLimit);
      }
      expect(apiRouteThrottles.costly.rateLimit).toBeLessThan(apiRouteThrottles.read.rateLimit);
      expect(apiRouteThrottles.hot.rateLimit).toBeGreaterThan(apiRouteThrottles.read.rateLimit);
    }
    const classes = new Map(HTTP_ROUTES.map((route) => [route.name, routeThrottleClass(route)]));
    expect(classes.get('login')).toBe('public');
    expect(classes.get('banUser')).toBe('admin');
    expect(classes.get('getFeed')).toBe('hot');
    expect(classes.get('searchUsers')).toBe('costly');
    expect(classes.get('getPost')).toBe('read');
    expect(classes.get('createPost')).toBe('write');
  });

  it("docs/safety.md states each stage's totals as the code has them", () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/safety.md'), 'utf8');
    for (const { name } of stages) {
      const settings = Object.values(routeSettingsOf(get(name).api));
      const rate = settings.reduce((sum, t) => sum + t.ThrottlingRateLimit, 0).toLocaleString('en-US');
      const burst = settings.reduce((sum, t) => sum + t.ThrottlingBurstLimit, 0).toLocaleString('en-US');
      expect(doc, name).toContain(`| ${name} | ${rate} / ${burst} |`);
    }
  });
});

describe('API Gateway calls the route functions with one role', () => {
  it('integrations carry the role, no function has a resource policy, the role names each function and no other, the stack stays within 500 resources', () => {
    const api = get('prod').api;
    expect(ofType(api, 'AWS::Lambda::Permission')).toEqual([]);
    const roles = ofType(api, 'AWS::IAM::Role').filter(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('apigateway.amazonaws.com'),
    );
    expect(roles).toHaveLength(1);
    const invokeRoleId = roles[0]?.[0];
    const integrations = ofType(api, 'AWS::ApiGatewayV2::Integration');
    expect(integrations.length).toBe(HTTP_ROUTES.length);
    for (const [, integration] of integrations)
      expect(integration.Properties.CredentialsArn).toEqual({ 'Fn::GetAtt': [invokeRoleId, 'Arn'] });
    const allowed = ofType(api, 'AWS::IAM::ManagedPolicy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: invokeRoleId }]))
      .flatMap(
        ([, p]) =>
          (p.Properties.PolicyDocument as { Statement: { Action: string; Resource: unknown }[] }).Statement,
      )
      .flatMap((s) => {
        expect(s.Action).toBe('lambda:InvokeFunction');
        return Array.isArray(s.Resource) ? s.Resource : [s.Resource];
      });
    const functions = ofType(api, 'AWS::Lambda::Function').map(([id]) => ({ 'Fn::GetAtt': [id, 'Arn'] }));
    expect(allowed).toHaveLength(HTTP_ROUTES.length);
    expect(new Set(allowed.map((a) => JSON.stringify(a)))).toEqual(
      new Set(functions.map((f) => JSON.stringify(f))),
    );
    expect(Object.keys(resources(api)).length).toBeLessThan(500);
  });
});
