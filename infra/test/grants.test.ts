/**
 * Every grant the manifest can name, checked on a throwaway stack: the manifest does
 * not use all of them yet, so the app synthesis alone would not cover them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AppSyncAuthorizationType, EventApi } from 'aws-cdk-lib/aws-appsync';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Grant } from '../../shared/manifest/access';
import { applyGrants, USER_POOL_ADMIN_ACTIONS, USER_POOL_TWO_STEP_ACTIONS } from '../constructs/grants';

const outdir = mkdtempSync(path.join(tmpdir(), 'ringside-grants-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function statementsFor(grants: readonly Grant[]) {
  const stack = new Stack(new App({ outdir }), 'Grants');
  const table = new TableV2(stack, 'Table', { partitionKey: { name: 'PK', type: AttributeType.STRING } });
  const uploadsBucket = new Bucket(stack, 'Uploads');
  const userPool = new UserPool(stack, 'Pool');
  const fn = new LambdaFunction(stack, 'Fn', {
    runtime: Runtime.NODEJS_24_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = async () => {};'),
  });
  const distribution = new Distribution(stack, 'Web', {
    defaultBehavior: { origin: new HttpOrigin('example.com') },
  });
  const iam = AppSyncAuthorizationType.IAM;
  const events = new EventApi(stack, 'Events', {
    apiName: 'grants',
    authorizationConfig: { authProviders: [{ authorizationType: iam }] },
  });
  const roomsNamespace = events.addChannelNamespace('rooms');
  applyGrants(fn, grants, { table, uploadsBucket, userPool, distribution, roomsNamespace });
  const policies = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'));
  return policies.flatMap(
    (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
  );
}

const actions = (statements: { Action: string | string[] }[]) =>
  statements.flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]));

describe('applyGrants', () => {
  it('grants nothing for an empty list', () => {
    expect(statementsFor([])).toEqual([]);
  });

  it('table:read reads but never writes', () => {
    const granted = actions(statementsFor(['table:read']));
    expect(granted).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']),
    );
    expect(granted).not.toContain('dynamodb:PutItem');
    expect(granted).not.toContain('dynamodb:DeleteItem');
  });

  it('table:write reads and writes, including transactions', () => {
    const granted = actions(statementsFor(['table:write']));
    expect(granted).toEqual(
      expect.arrayContaining([
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
      ]),
    );
  });

  it('uploads grants name each S3 action (no action wildcard) and stay under the uploads/ prefix', () => {
    const read = statementsFor(['uploads:read']);
    expect(actions(read).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    const [objects, bucket] = read;
    expect(JSON.stringify(objects?.Resource)).toContain('/uploads/*');
    // ListBucket on the bucket itself: a HeadObject of a missing key answers 404, not 403.
    expect(JSON.stringify(bucket?.Resource)).not.toContain('/');
    const write = statementsFor(['uploads:write']);
    expect(actions(write).sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    for (const st of write) expect(JSON.stringify(st.Resource)).toContain('/uploads/*');
  });

  it('userpool:admin allows exactly the listed Cognito admin actions on the pool', () => {
    const statements = statementsFor(['userpool:admin']);
    expect(actions(statements).sort()).toEqual([...USER_POOL_ADMIN_ACTIONS].sort());
    expect(JSON.stringify(statements[0]?.Resource)).toContain('Pool');
  });

  it('userpool:two-step allows only the password and code checks and the MFA switch, on the pool', () => {
    const statements = statementsFor(['userpool:two-step']);
    expect(actions(statements).sort()).toEqual([...USER_POOL_TWO_STEP_ACTIONS].sort());
    expect([...USER_POOL_TWO_STEP_ACTIONS].sort()).toEqual([
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRespondToAuthChallenge',
      'cognito-idp:AdminSetUserMFAPreference',
    ]);
    expect(JSON.stringify(statements[0]?.Resource)).toContain('Pool');
  });

  it('media:invalidate allows only CreateInvalidation, on the one distribution', () => {
    const statements = statementsFor(['media:invalidate']);
    expect(actions(statements)).toEqual(['cloudfront:CreateInvalidation']);
    expect(statements).toHaveLength(1);
    const resource = JSON.stringify(statements[0]?.Resource);
    expect(resource).toContain(':distribution/');
    expect(resource).toContain('{"Ref":"Web');
    expect(resource).not.toContain('distribution/*');
  });

  it('events:publish allows only EventPublish, on the rooms namespace of the one Event API', () => {
    const statements = statementsFor(['events:publish']);
    expect(statements).toHaveLength(1);
    expect(actions(statements)).toEqual(['appsync:EventPublish']);
    const resource = JSON.stringify(statements[0]?.Resource);
    expect(resource).toContain('/channelNamespace/rooms');
    expect(resource).toContain('{"Fn::GetAtt":["Events');
    expect(resource).not.toContain('*');
  });

  it('refuses a grant whose resource the stack does not provide', () => {
    const stack = new Stack(new App({ outdir }), 'Missing');
    const fn = new LambdaFunction(stack, 'Fn', {
      runtime: Runtime.NODEJS_24_X,
      handler: 'index.handler',
      code: Code.fromInline('export const handler = async () => {};'),
    });
    expect(() => applyGrants(fn, ['userpool:admin'], {})).toThrow(/userpool:admin.*user pool/);
    expect(() => applyGrants(fn, ['media:invalidate'], {})).toThrow(/media:invalidate.*distribution/);
    expect(() => applyGrants(fn, ['events:publish'], {})).toThrow(/events:publish.*namespace/);
  });
});
