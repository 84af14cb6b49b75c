/**
 * The runtime contract: what every function gets, the same in AWS (infra/) and in the local cloud
 * (scripts/local/). Both read this module, so they cannot disagree about a variable's name, a
 * timeout or a retry count.
 */

/** Every environment variable a function reads. infra/ and scripts/local/ must give each a value. */
export const FUNCTION_ENV_VARS = [
  'TABLE_NAME',
  'UPLOADS_BUCKET',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'WS_MANAGEMENT_ENDPOINT',
  'FEED_BIG_ACCOUNT_FOLLOWERS',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  'LOG_LEVEL',
] as const;
export type FunctionEnvVar = (typeof FUNCTION_ENV_VARS)[number];

export type FunctionKind = 'http' | 'ws' | 'wsAuthorizer' | 'trigger' | 'stream' | 'job';

export interface FunctionSettings {
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** The variables this kind of function reads. */
  readonly env: readonly FunctionEnvVar[];
}

const COMMON: readonly FunctionEnvVar[] = [
  'TABLE_NAME',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  'LOG_LEVEL',
];

export const FUNCTION_SETTINGS: Record<FunctionKind, FunctionSettings> = {
  http: {
    timeoutSeconds: 10,
    memoryMb: 512,
    env: [...COMMON, 'UPLOADS_BUCKET', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  },
  ws: { timeoutSeconds: 10, memoryMb: 256, env: [...COMMON, 'WS_MANAGEMENT_ENDPOINT'] },
  wsAuthorizer: {
    timeoutSeconds: 10,
    memoryMb: 256,
    env: [...COMMON, 'USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  },
  trigger: { timeoutSeconds: 5, memoryMb: 256, env: ['POWERTOOLS_SERVICE_NAME', 'LOG_LEVEL'] },
  stream: {
    timeoutSeconds: 60,
    memoryMb: 1024,
    env: [...COMMON, 'UPLOADS_BUCKET', 'WS_MANAGEMENT_ENDPOINT', 'FEED_BIG_ACCOUNT_FOLLOWERS'],
  },
  job: { timeoutSeconds: 300, memoryMb: 1024, env: [...COMMON, 'UPLOADS_BUCKET'] },
};

/** How a stream consumer's event source reads the table's stream, in AWS and locally. */
export interface StreamSourceSettings {
  readonly batchSize: number;
  readonly maxBatchingWindowSeconds: number;
  /** Retries of a failing batch before its records go to the on-failure destination. */
  readonly retryAttempts: number;
  readonly bisectBatchOnError: boolean;
  readonly maxRecordAgeSeconds: number;
  /** Batches of one shard processed side by side (records of one key stay in order). */
  readonly parallelizationFactor: number;
}

export const STREAM_SOURCE_DEFAULTS: StreamSourceSettings = {
  batchSize: 25,
  maxBatchingWindowSeconds: 1,
  retryAttempts: 5,
  bisectBatchOnError: true,
  maxRecordAgeSeconds: 24 * 60 * 60,
  parallelizationFactor: 1,
};
