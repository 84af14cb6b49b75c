import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { OBSERVABILITY_ENV } from '../../shared/manifest/runtime';

/** What the stateless stacks take from the stateful one. */
export interface StatefulRefs {
  readonly table: ITableV2;
  readonly uploadsBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The app client only the server signs in with, to change a fan's second step (shared/manifest/two-step.ts). */
  readonly twoStepClient: IUserPoolClient;
}

/** Throttling of an API Gateway stage (requests per second, steady rate and burst). */
export interface StageThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * The values of the runtime contract's variables that come from the stateful stack, plus the
 * observability ones. Each function gets only its kind's variables (FunctionWithLogGroup).
 */
export function envValues(refs: StatefulRefs) {
  return {
    TABLE_NAME: refs.table.tableName,
    UPLOADS_BUCKET: refs.uploadsBucket.bucketName,
    USER_POOL_ID: refs.userPool.userPoolId,
    USER_POOL_CLIENT_ID: refs.userPoolClient.userPoolClientId,
    TWO_STEP_CLIENT_ID: refs.twoStepClient.userPoolClientId,
    ...OBSERVABILITY_ENV,
  };
}

/** 'getAuthUser' -> 'GetAuthUser'; '$connect' -> 'Connect' (construct ids, stable across refactors). */
export function pascalCase(name: string): string {
  return name
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
