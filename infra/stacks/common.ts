import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { MEDIA_BASE_PATH } from '../constructs/edge-functions';

/** What the stateless stacks take from the stateful one. */
export interface StatefulRefs {
  readonly table: ITableV2;
  readonly uploadsBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/** Throttling of an API Gateway stage (requests per second, steady rate and burst). */
export interface StageThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** The environment every API and WebSocket function gets (see functions/lib/env.ts). */
export function functionEnvironment(refs: StatefulRefs): Record<string, string> {
  return {
    TABLE_NAME: refs.table.tableName,
    UPLOADS_BUCKET: refs.uploadsBucket.bucketName,
    USER_POOL_ID: refs.userPool.userPoolId,
    USER_POOL_CLIENT_ID: refs.userPoolClient.userPoolClientId,
    MEDIA_BASE_PATH,
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
