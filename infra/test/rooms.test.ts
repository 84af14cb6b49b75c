/**
 * Show rooms' infra (issue 38, docs/rooms.md "Infra"): the AppSync Event API and its `rooms`
 * namespace, the 'events:publish' grant, EVENTS_HTTP_URL, config.json and the CSP, the rooms' alarms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '../../shared/manifest/http-routes';
import { FUNCTION_SETTINGS, METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/manifest/runtime';
import { laneGrants } from '../../shared/manifest/stream-consumers';
import { ROOM_NAMESPACE } from '../../shared/rooms';
import { EVENT_API_LOG_LEVEL, ROOM_ALARMS, ROOM_METRICS } from '../constructs/room-events';
import { ofType, resources, type SynthesizedRingside, synthRingside, type TemplateResource } from './synth';

let s: SynthesizedRingside;
beforeAll(() => {
  s = synthRingside();
});
afterAll(() => s?.cleanup());

const only = (template: Template, type: string): [string, TemplateResource] => {
  const found = ofType(template, type);
  expect(found, type).toHaveLength(1);
  return found[0] as [string, TemplateResource];
};

const logicalIdOf = (fn: NodejsFunction) => fn.stack.getLogicalId(fn.node.defaultChild as never);

/** Every statement of the policies attached to `fn`'s role (its own or a shared one). */
function statementsOf(template: Template, fn: NodejsFunction) {
  const fnResource = resources(template)[logicalIdOf(fn)] as TemplateResource;
  const roleId = (fnResource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resources(template))
    .filter(
      (r) =>
        r.Type === 'AWS::IAM::Policy' &&
        JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
    )
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
}

/** The config.json Source.jsonData staged into the cloud assembly (its values are deploy-time markers). */
function findConfigJson(dir: string): string {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === 'config.json') {
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      if (text.includes('userPoolClientId')) return text;
    }
  }
  throw new Error(`no config.json under ${dir}`);
}

const actionsOf = (statement: Record<string, unknown>) => [statement.Action].flat() as string[];

describe('the Event API', () => {
  it('is an AppSync Events API: Cognito (the web client only) connects and subscribes, IAM publishes, no API key', () => {
    const [, api] = only(s.realtime, 'AWS::AppSync::Api');
    const config = api.Properties.EventConfig as Record<string, unknown>;
    const providers = config.AuthProviders as { AuthType: string; CognitoConfig?: Record<string, unknown> }[];
    expect(providers.map((p) => p.AuthType).sort()).toEqual(['AMAZON_COGNITO_USER_POOLS', 'AWS_IAM']);
    const cognito = providers.find((p) => p.AuthType === 'AMAZON_COGNITO_USER_POOLS')?.CognitoConfig;
    expect(JSON.stringify(cognito?.UserPoolId)).toContain('RingsideUserPool');
    // Only the web app's client (not the two-step client the server signs in with), anchored.
    const regex = JSON.stringify(cognito?.AppIdClientRegex);
    expect(regex).toContain('RingsideUserPoolClient');
    expect(regex).not.toContain('TwoStep');
    expect(regex).toMatch(/^\{"Fn::Join":\["",\["\^",.*,"\$"\]\]\}$/);
    expect(config.ConnectionAuthModes).toEqual([{ AuthType: 'AMAZON_COGNITO_USER_POOLS' }]);
    expect(config.DefaultSubscribeAuthModes).toEqual([{ AuthType: 'AMAZON_COGNITO_USER_POOLS' }]);
    expect(config.DefaultPublishAuthModes).toEqual([{ AuthType: 'AWS_IAM' }]);
    expect(JSON.stringify(s.realtime.toJSON())).not.toContain('API_KEY');
    s.realtime.resourceCountIs('AWS::AppSync::ApiKey', 0);
  });

  it('has one namespace, rooms: publish IAM only, subscribe Cognito only, no handler', () => {
    const [, namespace] = only(s.realtime, 'AWS::AppSync::ChannelNamespace');
    expect(namespace.Properties.Name).toBe(ROOM_NAMESPACE);
    expect(namespace.Properties.PublishAuthModes).toEqual([{ AuthType: 'AWS_IAM' }]);
    expect(namespace.Properties.SubscribeAuthModes).toEqual([{ AuthType: 'AMAZON_COGNITO_USER_POOLS' }]);
    expect(namespace.Properties.CodeHandlers).toBeUndefined();
    expect(namespace.Properties.CodeS3Location).toBeUndefined();
    expect(JSON.stringify(namespace.Properties.HandlerConfigs ?? {})).toBe('{}');
    s.realtime.resourceCountIs('AWS::AppSync::DataSource', 0);
  });

  it('logs errors to a log group of ours, which its role may write to and nothing else', () => {
    const [apiId, api] = only(s.realtime, 'AWS::AppSync::Api');
    const log = (api.Properties.EventConfig as { LogConfig: Record<string, unknown> }).LogConfig;
    expect(log.LogLevel).toBe(EVENT_API_LOG_LEVEL);
    const roleId = (log.CloudWatchLogsRoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = resources(s.realtime)[roleId] as TemplateResource;
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('appsync.amazonaws.com');
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const groups = ofType(s.realtime, 'AWS::Logs::LogGroup').filter(([, g]) =>
      JSON.stringify(g.Properties.LogGroupName ?? '').includes('/aws/appsync/apis/'),
    );
    expect(groups).toHaveLength(1);
    const [groupId, group] = groups[0] as [string, TemplateResource];
    expect(JSON.stringify(group.Properties.LogGroupName)).toContain(`"${apiId}","ApiId"`);
    expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
    const statements = ofType(s.realtime, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(
        ([, p]) => (p.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      );
    expect(statements.flatMap(actionsOf).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    for (const st of statements) expect(st.Resource).toEqual({ 'Fn::GetAtt': [groupId, 'Arn'] });
    // No LogRetention custom resource (the L2's logConfig would add CDK's function for it).
    expect(ofType(s.realtime, 'Custom::LogRetention')).toEqual([]);
  });

  it('is not a stateful resource: it lives in the Realtime stack, not the Stateful one', () => {
    for (const t of [s.stateful, s.api, s.jobs, s.web]) t.resourceCountIs('AWS::AppSync::Api', 0);
  });
});

describe("the 'events:publish' grant", () => {
  const publishers = HTTP_ROUTES.filter((r) => (r.grants as readonly string[]).includes('events:publish'));

  it('gives exactly the routes with the grant appsync:EventPublish, on the rooms namespace only', () => {
    expect(publishers.map((r) => r.name).sort()).toEqual(
      ['deleteRoomMessage', 'popInRoom', 'postRoomMessage', 'setRoomSlowMode'].sort(),
    );
    for (const route of HTTP_ROUTES) {
      const fn = s.stacks.api.routeFunctions.get(route.name) as NodejsFunction;
      const appsync = statementsOf(s.api, fn).filter((st) =>
        actionsOf(st).some((a) => a.startsWith('appsync:')),
      );
      if (!publishers.includes(route)) {
        expect(appsync, route.name).toEqual([]);
        continue;
      }
      expect(appsync, route.name).toHaveLength(1);
      const [statement] = appsync as [Record<string, unknown>];
      expect(actionsOf(statement)).toEqual(['appsync:EventPublish']);
      const resource = JSON.stringify(statement.Resource);
      expect(resource, route.name).toContain(`/channelNamespace/${ROOM_NAMESPACE}`);
      expect(resource, route.name).not.toContain('*');
      expect(resource, route.name).toContain('RoomEventsEventApi');
    }
  });

  it("gives the lanes appsync:EventPublish only if their consumers' grants name it", () => {
    for (const [lane, fn] of s.stacks.jobs.laneFunctions) {
      const publishes = statementsOf(s.jobs, fn).some((st) => actionsOf(st).includes('appsync:EventPublish'));
      expect(publishes, lane).toBe((laneGrants(lane) as readonly string[]).includes('events:publish'));
    }
  });

  it('gives every HTTP route and lane EVENTS_HTTP_URL: https:// and the Event API HTTP host', () => {
    const check = (template: Template, fn: NodejsFunction) => {
      const resource = resources(template)[logicalIdOf(fn)] as TemplateResource;
      const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const url = JSON.stringify(variables.EVENTS_HTTP_URL);
      expect(url).toContain('https://');
      expect(url).toMatch(/RoomEventsEventApi[0-9A-F]+DnsHttp|RoomEventsEventApi[0-9A-F]+.*Dns\.Http/);
    };
    expect(FUNCTION_SETTINGS.http.env).toContain('EVENTS_HTTP_URL');
    for (const fn of s.stacks.api.routeFunctions.values()) check(s.api, fn);
    for (const fn of s.stacks.jobs.laneFunctions.values()) check(s.jobs, fn);
  });
});

describe('the SPA', () => {
  it('writes eventsRealtimeUrl (wss://{realtime DNS}/event/realtime) and eventsHttpHost into config.json', () => {
    const config = findConfigJson(s.outdir);
    const [, realtime, http] = config.match(
      /"eventsRealtimeUrl":"wss:\/\/(<<marker:0xbaba:\d+>>)\/event\/realtime","eventsHttpHost":"(<<marker:0xbaba:\d+>>)"/,
    ) ?? [undefined, '', ''];
    expect(realtime).toMatch(/marker/);
    const [, deployment] = only(s.web, 'Custom::CDKBucketDeployment');
    const markers = (deployment.Properties.SourceMarkers as Record<string, unknown>[])[1] as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(markers[realtime as string])).toMatch(/RoomEventsEventApi[0-9A-F]+DnsRealtime/);
    expect(JSON.stringify(markers[http as string])).toMatch(/RoomEventsEventApi[0-9A-F]+DnsHttp/);
  });

  it("allows the Event API's real-time (wss) and HTTP (https) hosts in the CSP's connect-src", () => {
    for (const [id, policy] of ofType(s.web, 'AWS::CloudFront::ResponseHeadersPolicy')) {
      const csp = (
        policy.Properties.ResponseHeadersPolicyConfig as {
          SecurityHeadersConfig: {
            ContentSecurityPolicy: { ContentSecurityPolicy: { 'Fn::Join': [string, unknown[]] } };
          };
        }
      ).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'][1];
      const followedBy = (prefix: string, what: RegExp) =>
        csp.some(
          (part, i) =>
            typeof part === 'string' && part.endsWith(prefix) && what.test(JSON.stringify(csp[i + 1])),
        );
      expect(followedBy(' wss://', /RoomEventsEventApi[0-9A-F]+DnsRealtime/), id).toBe(true);
      expect(followedBy(' https://', /RoomEventsEventApi[0-9A-F]+DnsHttp/), id).toBe(true);
      expect(
        String(csp[0]).startsWith(
          "default-src 'self'; img-src 'self' data: blob: https://i.ytimg.com; connect-src 'self'",
        ),
        id,
      ).toBe(true);
    }
  });
});

describe("the rooms' alarms", () => {
  const alarm = (prefix: string) => {
    const found = ofType(s.realtime, 'AWS::CloudWatch::Alarm').filter(([id]) => id.includes(prefix));
    expect(found, prefix).toHaveLength(1);
    return (found[0] as [string, TemplateResource])[1].Properties;
  };
  const topic = (props: Record<string, unknown>) => {
    expect(JSON.stringify(props.AlarmActions)).toContain('AlarmTopic');
    expect(props.TreatMissingData).toBe('notBreaching');
  };

  it('alarms on RoomPublishErrors (any, in 5 minutes) as Powertools emits it', () => {
    const props = alarm('RoomPublishErrorsAlarm');
    expect(props).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: ROOM_METRICS.publishErrors,
      Dimensions: [{ Name: 'service', Value: SERVICE_NAME }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: ROOM_ALARMS.publishErrors,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    topic(props);
  });

  it('alarms on RoomDeliveryLagMs p95 above 1,000 ms', () => {
    const props = alarm('RoomDeliveryLagAlarm');
    expect(props).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: ROOM_METRICS.deliveryLagMs,
      Dimensions: [{ Name: 'service', Value: SERVICE_NAME }],
      ExtendedStatistic: 'p95',
      Period: 300,
      Threshold: 1000,
    });
    expect(ROOM_ALARMS.deliveryLagP95Ms).toBe(1000);
    topic(props);
  });

  it("alarms on the Event API's own server errors (AWS/AppSync, by its id)", () => {
    const props = alarm('EventApiServerErrorsAlarm');
    const metrics = props.Metrics as { Id: string; MetricStat?: { Metric: Record<string, unknown> } }[];
    const stats = metrics
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat?.Metric as Record<string, unknown>);
    expect(stats.map((m) => m.MetricName).sort()).toEqual(
      ['5XXError', 'ConnectServerError', 'PublishDataMessageServerError', 'SubscribeServerError'].sort(),
    );
    for (const m of stats) {
      expect(m.Namespace).toBe('AWS/AppSync');
      expect(JSON.stringify(m.Dimensions)).toContain('"Name":"EventAPIId"');
    }
    expect(props.Threshold).toBe(0);
    topic(props);
  });
});
