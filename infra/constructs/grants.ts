import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { UPLOADS_KEY_PREFIX } from '../../shared/constants';
import type { Grant } from '../../shared/manifest/access';

/** The Cognito admin API calls a `userpool:admin` function may make (bans, unbans, account deletion). */
export const USER_POOL_ADMIN_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDeleteUser',
] as const;

/** The resources grants may point at; a stack passes the ones it has. */
export interface GrantTargets {
  readonly table?: ITableV2;
  readonly uploadsBucket?: IBucket;
  readonly userPool?: IUserPool;
  readonly webSocketApi?: WebSocketApi;
  /** The web distribution (serves /media/*): taken-down images are invalidated there. */
  readonly distribution?: IDistribution;
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
  'table:read': (fn, t) => need(t.table, 'table:read', 'the table').grantReadData(fn),
  'table:write': (fn, t) => need(t.table, 'table:write', 'the table').grantReadWriteData(fn),
  'uploads:read': (fn, t) =>
    need(t.uploadsBucket, 'uploads:read', 'the uploads bucket').grantRead(fn, `${UPLOADS_KEY_PREFIX}*`),
  'uploads:write': (fn, t) => {
    const bucket = need(t.uploadsBucket, 'uploads:write', 'the uploads bucket');
    bucket.grantPut(fn, `${UPLOADS_KEY_PREFIX}*`);
    bucket.grantDelete(fn, `${UPLOADS_KEY_PREFIX}*`);
  },
  'userpool:admin': (fn, t) => {
    need(t.userPool, 'userpool:admin', 'the user pool').grant(fn, ...USER_POOL_ADMIN_ACTIONS);
  },
  'ws:manage': (fn, t) => {
    need(t.webSocketApi, 'ws:manage', 'the WebSocket API').grantManageConnections(fn);
  },
  // cloudfront:CreateInvalidation on that one distribution's ARN (CloudFront has no finer resource).
  'media:invalidate': (fn, t) => {
    need(t.distribution, 'media:invalidate', 'the web distribution').grantCreateInvalidation(fn);
  },
};

/** Applies a manifest entry's grants to its function; nothing else is granted. */
export function applyGrants(fn: IFunction, grants: readonly Grant[], targets: GrantTargets): void {
  for (const grant of new Set(grants)) GRANTERS[grant](fn, targets);
}
