import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ChannelNamespace } from 'aws-cdk-lib/aws-appsync';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant as IamGrant } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { UPLOADS_KEY_PREFIX } from '../../shared/constants';
import type { Grant } from '../../shared/manifest/access';
import { keepWildcards } from '../nag';

/**
 * The S3 calls the functions make on uploads, by grant: named one by one (CDK's grantRead/grantPut
 * add action wildcards such as s3:GetObject* and s3:Abort*). s3:ListBucket on the bucket makes a
 * HeadObject of a missing key answer 404, not 403 (functions/domain/uploads.ts tells them apart).
 */
export const UPLOADS_ACTIONS = {
  read: { objects: ['s3:GetObject'], bucket: ['s3:ListBucket'] },
  write: { objects: ['s3:PutObject', 's3:DeleteObject'], bucket: [] },
} as const;

/** Where a function's grants land: its role's policy (a shared role's, for route functions). */
const policyScope = (fn: IFunction): IConstruct => fn.role ?? fn;

function grantUploads(fn: IFunction, bucket: IBucket, access: keyof typeof UPLOADS_ACTIONS): void {
  const { objects, bucket: onBucket } = UPLOADS_ACTIONS[access];
  const keys = IamGrant.addToPrincipal({
    grantee: fn,
    actions: [...objects],
    resourceArns: [bucket.arnForObjects(`${UPLOADS_KEY_PREFIX}*`)],
  });
  keepWildcards(policyScope(fn), 'uploadKeys', keys.principalStatements);
  if (onBucket.length)
    IamGrant.addToPrincipal({ grantee: fn, actions: [...onBucket], resourceArns: [bucket.bucketArn] });
}

/** The Cognito admin API calls a `userpool:admin` function may make (bans, unbans, account deletion). */
export const USER_POOL_ADMIN_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDeleteUser',
] as const;

/**
 * The Cognito admin API calls a `userpool:two-step` function may make (docs/account.md, "Two-step
 * verification"): the fan's password and code checked on the two-step app client, the second step
 * switched. AssociateSoftwareToken and VerifySoftwareToken take that client's access token, not IAM.
 */
export const USER_POOL_TWO_STEP_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminRespondToAuthChallenge',
  'cognito-idp:AdminSetUserMFAPreference',
] as const;

/** The resources grants may point at; a stack passes the ones it has. */
export interface GrantTargets {
  readonly table?: ITableV2;
  readonly uploadsBucket?: IBucket;
  readonly userPool?: IUserPool;
  readonly webSocketApi?: WebSocketApi;
  /** The web distribution (serves /media/*): taken-down images are invalidated there. */
  readonly distribution?: IDistribution;
  /** Show rooms' channel namespace on the AppSync Event API (the Realtime stack's RoomEvents). */
  readonly roomsNamespace?: ChannelNamespace;
}

function need<T>(value: T | undefined, grant: Grant, what: string): T {
  if (value === undefined)
    throw new Error(`Grant '${grant}' needs ${what}, which this stack does not provide`);
  return value;
}

/**
 * The manifest's grants. Every grant maps to exactly one least-privilege IAM statement set; a new
 * Grant added to shared/manifest/access.ts fails type checking here until it is mapped.
 */
const GRANTERS: Record<Grant, (fn: IFunction, t: GrantTargets) => void> = {
  'table:read': (fn, t) => {
    const grant = need(t.table, 'table:read', 'the table').grantReadData(fn);
    keepWildcards(policyScope(fn), 'tableIndexes', grant.principalStatements);
  },
  'table:write': (fn, t) => {
    const grant = need(t.table, 'table:write', 'the table').grantReadWriteData(fn);
    keepWildcards(policyScope(fn), 'tableIndexes', grant.principalStatements);
  },
  'uploads:read': (fn, t) =>
    grantUploads(fn, need(t.uploadsBucket, 'uploads:read', 'the uploads bucket'), 'read'),
  'uploads:write': (fn, t) =>
    grantUploads(fn, need(t.uploadsBucket, 'uploads:write', 'the uploads bucket'), 'write'),
  'userpool:admin': (fn, t) => {
    need(t.userPool, 'userpool:admin', 'the user pool').grant(fn, ...USER_POOL_ADMIN_ACTIONS);
  },
  'userpool:two-step': (fn, t) => {
    need(t.userPool, 'userpool:two-step', 'the user pool').grant(fn, ...USER_POOL_TWO_STEP_ACTIONS);
  },
  'ws:manage': (fn, t) => {
    const grant = need(t.webSocketApi, 'ws:manage', 'the WebSocket API').grantManageConnections(fn);
    keepWildcards(policyScope(fn), 'connections', grant.principalStatements);
  },
  // cloudfront:CreateInvalidation on that one distribution's ARN (CloudFront has no finer resource).
  'media:invalidate': (fn, t) => {
    need(t.distribution, 'media:invalidate', 'the web distribution').grantCreateInvalidation(fn);
  },
  // appsync:EventPublish on the rooms namespace's ARN only (apis/{id}/channelNamespace/rooms): no
  // connect, no subscribe, no other namespace.
  'events:publish': (fn, t) => {
    need(t.roomsNamespace, 'events:publish', 'the rooms channel namespace').grantPublish(fn);
  },
};

/** Applies a manifest entry's grants to its function; nothing else is granted. */
export function applyGrants(fn: IFunction, grants: readonly Grant[], targets: GrantTargets): void {
  for (const grant of new Set(grants)) GRANTERS[grant](fn, targets);
}
