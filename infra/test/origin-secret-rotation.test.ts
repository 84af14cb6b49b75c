/**
 * The origin-verify secret rotates (docs/safety.md, "The origin-verify secret rotates"): a 30-day
 * Secrets Manager schedule on the Api stack's secret, run by a project function of the Web stack
 * that may update only that distribution and that secret's versions; every route function may read
 * that secret and no other.
 */
import { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { CfnDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_ROTATION } from '../../shared/manifest/scheduled-jobs';
import { ROTATION_DISTRIBUTION_ACTIONS } from '../constructs/origin-secret-rotation';
import {
  lazySynths,
  ofType,
  PROD_FACTS,
  resources,
  type SynthesizedRingside,
  synthRingside,
  type TemplateResource,
} from './synth';

type Resource = TemplateResource;
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

const SYNTHS = {
  test: () => synthRingside(),
  prod: () => synthRingside({ stage: 'prod', facts: PROD_FACTS }),
} as const;
const { get, cleanup } = lazySynths(SYNTHS);
afterAll(cleanup);
const logicalIdOf = (fn: NodejsFunction) => Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
const actionsOf = (st: Statement) => (Array.isArray(st.Action) ? st.Action : [st.Action]);

/** The inline policy statements of a function's role. */
function statementsOf(template: Template, fn: NodejsFunction): Statement[] {
  const fnResource = resources(template)[logicalIdOf(fn)] as Resource;
  const roleId = (fnResource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType(template, 'AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const secretIdOf = (s: SynthesizedRingside) => {
  const secrets = ofType(s.api, 'AWS::SecretsManager::Secret');
  expect(secrets).toHaveLength(1);
  return (secrets[0] as [string, Resource])[0];
};

describe('the origin-verify secret rotates', () => {
  it('every 30 days, on a schedule of the Web stack for the Api stack’s secret, not at deploy', () => {
    const s = get('test');
    const schedules = ofType(s.web, 'AWS::SecretsManager::RotationSchedule');
    expect(schedules).toHaveLength(1);
    const [, schedule] = schedules[0] as [string, Resource];
    expect(ORIGIN_SECRET_ROTATION.everyDays).toBe(30);
    expect(schedule.Properties.RotationRules).toEqual({ ScheduleExpression: 'rate(30 days)' });
    expect(schedule.Properties.RotateImmediatelyOnUpdate).toBe(false);
    expect(schedule.Properties.RotationLambdaARN).toEqual({
      'Fn::GetAtt': [logicalIdOf(s.stacks.web.originSecretRotation.function), 'Arn'],
    });
    // The Api stack's one secret, read across stacks (weak reference on this stage).
    expect(JSON.stringify(schedule.Properties.SecretId)).toContain(`OriginVerifySecret`);
    expect(JSON.stringify(schedule.Properties.SecretId)).toContain('test-RingsideApi');
    for (const t of [s.stateful, s.ops, s.api, s.realtime, s.jobs])
      expect(ofType(t, 'AWS::SecretsManager::RotationSchedule')).toHaveLength(0);
  });

  it('on prod too, with the secret imported from the Api stack, and Api never depending on Web', () => {
    const s = get('prod');
    const [, schedule] = ofType(s.web, 'AWS::SecretsManager::RotationSchedule')[0] as [string, Resource];
    expect(JSON.stringify(schedule.Properties.SecretId)).toMatch(
      /"Fn::ImportValue":"prod-RingsideApi:ExportsOutputRefOriginVerifySecret/,
    );
    expect(schedule.Properties.RotationRules).toEqual({ ScheduleExpression: 'rate(30 days)' });
    expect(s.stacks.api.dependencies).not.toContain(s.stacks.web);
  });

  it('by a project function: Node.js on arm64, JSON logs in its own log group with the stage’s retention', () => {
    const s = get('prod');
    const fn = s.stacks.web.originSecretRotation.function;
    const resource = resources(s.web)[logicalIdOf(fn)] as Resource;
    expect(resource.Properties).toMatchObject({
      Architectures: ['arm64'],
      Handler: 'index.handler',
      LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: expect.any(String) } },
    });
    expect(String(resource.Properties.Runtime)).toMatch(/^nodejs\d+\.x$/);
    const logGroupId = (resource.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const logGroup = resources(s.web)[logGroupId] as Resource;
    expect(logGroup.Properties.RetentionInDays).toEqual(expect.any(Number));
    const distribution = s.stacks.web.distribution;
    const distributionId = Stack.of(distribution).getLogicalId(
      distribution.node.defaultChild as CfnDistribution,
    );
    expect(
      (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables
        .ORIGIN_VERIFY_DISTRIBUTION_ID,
    ).toEqual({ Ref: distributionId });
  });

  it('which may read and update that one distribution, and that secret’s versions only', () => {
    const s = get('prod');
    const fn = s.stacks.web.originSecretRotation.function;
    const statements = statementsOf(s.web, fn);
    const distribution = s.stacks.web.distribution;
    const distributionId = Stack.of(distribution).getLogicalId(
      distribution.node.defaultChild as CfnDistribution,
    );

    const cloudFront = statements.filter((st) => actionsOf(st).some((a) => a.startsWith('cloudfront:')));
    expect(cloudFront).toHaveLength(1);
    expect(actionsOf(cloudFront[0] as Statement).sort()).toEqual([...ROTATION_DISTRIBUTION_ACTIONS].sort());
    expect((cloudFront[0] as Statement).Resource).toEqual({
      'Fn::Join': ['', [`arn:aws:cloudfront::${PROD_FACTS.account}:distribution/`, { Ref: distributionId }]],
    });

    const secretVersions = statements.filter((st) =>
      actionsOf(st).some((a) => a.startsWith('secretsmanager:') && a !== 'secretsmanager:GetRandomPassword'),
    );
    expect(secretVersions).toHaveLength(1);
    expect(actionsOf(secretVersions[0] as Statement).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
      'secretsmanager:UpdateSecretVersionStage',
    ]);
    expect(JSON.stringify((secretVersions[0] as Statement).Resource)).toMatch(
      /^\{"Fn::ImportValue":"prod-RingsideApi:ExportsOutputRefOriginVerifySecret[^"]*"\}$/,
    );
    // The one action without a resource (the new value is made like the first: Secrets Manager's
    // random password); nothing else on "*".
    const anywhere = statements.filter((st) => st.Resource === '*').flatMap(actionsOf);
    expect(anywhere.filter((a) => !a.startsWith('xray:'))).toEqual(['secretsmanager:GetRandomPassword']);
    expect(statements.every((st) => st.Effect === 'Allow')).toBe(true);
  });

  it('which Secrets Manager may invoke, and whose failures notify the alarm topic', () => {
    const s = get('test');
    const fnId = logicalIdOf(s.stacks.web.originSecretRotation.function);
    const permissions = ofType(s.web, 'AWS::Lambda::Permission').filter(([, p]) =>
      JSON.stringify(p.Properties.FunctionName).includes(`"${fnId}"`),
    );
    expect(permissions.map(([, p]) => p.Properties.Principal)).toEqual(['secretsmanager.amazonaws.com']);
    const alarms = ofType(s.web, 'AWS::CloudWatch::Alarm').filter(([, a]) =>
      JSON.stringify(a.Properties.Dimensions).includes(`"${fnId}"`),
    );
    expect(alarms).toHaveLength(1);
    expect((alarms[0] as [string, Resource])[1].Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(JSON.stringify((alarms[0] as [string, Resource])[1].Properties.AlarmActions)).toContain(
      'test-RingsideOps',
    );
  });
});

describe('the route functions and the rotated values', () => {
  it('every route function may read that secret (GetSecretValue, DescribeSecret) and no other', () => {
    const s = get('prod');
    const secretId = secretIdOf(s);
    for (const [name, fn] of s.stacks.api.routeFunctions) {
      const secretStatements = statementsOf(s.api, fn).filter((st) =>
        actionsOf(st).some((a) => a.startsWith('secretsmanager:')),
      );
      expect(secretStatements, name).toHaveLength(1);
      const [statement] = secretStatements as [Statement];
      expect(actionsOf(statement).sort(), name).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(statement.Resource, name).toEqual({ Ref: secretId });
    }
  });

  it('each knows the secret it reads (ORIGIN_VERIFY_SECRET_ARN) beside the value it was deployed with', () => {
    const s = get('test');
    const secretId = secretIdOf(s);
    for (const [name, fn] of s.stacks.api.routeFunctions) {
      const variables = (
        (resources(s.api)[logicalIdOf(fn)] as Resource).Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      expect(variables.ORIGIN_VERIFY_SECRET_ARN, name).toEqual({ Ref: secretId });
      expect(JSON.stringify(variables.ORIGIN_VERIFY_SECRET), name).toContain('{{resolve:secretsmanager:');
    }
  });
});
