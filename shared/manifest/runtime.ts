/**
 * The runtime contract: what every function gets, the same in AWS (infra/) and in the local cloud
 * (scripts/local/). Both read this module, so they cannot disagree about a variable's name, a
 * timeout, a memory size or how a stream consumer reads the stream. Tests hold both sides to it:
 * infra/test/runtime.test.ts on the synthesized templates, scripts/local/runtime.test.ts on the
 * local cloud's environment, Lambda contexts and stream poller settings.
 */
import { pure } from '../pure';
import type { LaneName } from './stream-consumers';

/**
 * Every environment variable our function code reads (besides the AWS runtime's own). infra/ gives
 * each function the variables of its kind; the local cloud runs every kind in one process, so it
 * gives all of them.
 */
export const FUNCTION_ENV_VARS = [
  'TABLE_NAME',
  'UPLOADS_BUCKET',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  // The two-step app client (shared/manifest/two-step.ts): the routes that change a fan's second step
  // sign in on it, the only client whose tokens the user pool's web ACL lets change one.
  'TWO_STEP_CLIENT_ID',
  // The @connections endpoint (functions/realtime/send.ts): the live lane pushes notifications,
  // $connect closes a fan's oldest connections. Their kinds get it, with a `ws:manage` grant.
  'WS_MANAGEMENT_ENDPOINT',
  // The AppSync Events API's HTTP endpoint (https://{id}.appsync-api.{region}.amazonaws.com; locally
  // http://127.0.0.1:{port}): rooms publish their frames to POST {EVENTS_HTTP_URL}/event with IAM
  // (docs/rooms.md). The functions with an `events:publish` grant and the live lane read it.
  'EVENTS_HTTP_URL',
  'FEED_BIG_ACCOUNT_FOLLOWERS',
  // The web distribution (functions/lib/cloudfront.ts): the derived lane's media-cleanup consumer
  // invalidates a taken-down image's /media path there. Empty in the local cloud (no CDN: nothing
  // to invalidate), so it is the one variable that may be set to ''.
  'MEDIA_DISTRIBUTION_ID',
  // The value CloudFront puts in ORIGIN_VERIFY_HEADER on every /api/* request (functions/lib/http.ts):
  // in AWS a CloudFormation dynamic reference to a Secrets Manager secret, resolved at deploy. Empty
  // in the local cloud (no CloudFront in front: the check is off).
  'ORIGIN_VERIFY_SECRET',
  // That secret's ARN: after a rotation the functions read its current, previous and pending values
  // from Secrets Manager (at most every ORIGIN_SECRET_REFRESH_SECONDS). Empty in the local cloud.
  'ORIGIN_VERIFY_SECRET_ARN',
  // The web distribution whose API origin sends ORIGIN_VERIFY_HEADER: the rotation function
  // (functions/jobs/rotate-origin-secret.ts) puts each new value there. Empty in the local cloud
  // (no CloudFront, no rotation).
  'ORIGIN_VERIFY_DISTRIBUTION_ID',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  'LOG_LEVEL',
] as const;
export type FunctionEnvVar = (typeof FUNCTION_ENV_VARS)[number];

/**
 * The user attributes the web app client may write and read (Cognito applies write permissions to
 * SignUp as well as to UpdateUserAttributes, and puts only readable attributes in the ID token).
 * The client writes the e-mail (the pool's one required attribute, always writable) and nothing else:
 * the display name travels to the PreSignUp trigger as client metadata, which checks and records it,
 * so no attribute the app reads can be rewritten later. The server reads `email` and
 * `email_verified` (which no client can write: only the code mailed to the address sets it).
 * infra/ sets them on the app client; the local Cognito wrapper (scripts/local/cognito.ts) enforces
 * them as Cognito does.
 */
export const USER_POOL_CLIENT_ATTRIBUTES = {
  write: ['email'],
  read: ['email', 'email_verified'],
} as const;

/** Powertools' service name and metrics namespace (functions/lib/observability.ts defaults to them). */
export const SERVICE_NAME = 'ringside';
export const METRICS_NAMESPACE = 'Ringside';

/**
 * The header CloudFront adds to every request it sends to the HTTP API, with the secret value of
 * ORIGIN_VERIFY_SECRET: a request without it did not come through CloudFront (and its WAF).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The Node.js major every function runs on. In AWS: Lambda's newest Node.js runtime (LAMBDA_RUNTIME in
 * infra/constructs/function-with-log-group.ts, AwsSolutions-L1), and esbuild's target. Locally: the
 * node that runs the local cloud, which runs the functions in its own process, the tests and the
 * benchmarks (`engines` in package.json; .ci/run installs it, scripts/deploy-localstack.sh asks for it).
 */
export const NODE_MAJOR = 24;

/**
 * A function whose deployed ORIGIN_VERIFY_SECRET does not match a request's header reads the
 * secret's values again from Secrets Manager at most this often (per container). The rotation
 * function waits at least this long between creating a value and putting it on the distribution,
 * so every container has had the chance to read it before CloudFront sends it (docs/safety.md).
 */
export const ORIGIN_SECRET_REFRESH_SECONDS = 60;

/** How the origin-verify secret's values are made: its first (infra/) and each rotation's. */
export const ORIGIN_SECRET_FORMAT = { length: 48, excludePunctuation: true } as const;

export type FunctionKind =
  | 'http'
  | 'image'
  | 'ws'
  | 'wsAuthorizer'
  | 'trigger'
  | 'stream'
  | 'job'
  | 'rotation';

export interface FunctionSettings {
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** X-Ray active tracing (Powertools Tracer in the code: functions/lib/tracing.ts). */
  readonly tracing: boolean;
  /** The variables this kind of function reads. */
  readonly env: readonly FunctionEnvVar[];
}

const OBSERVABILITY = ['POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_METRICS_NAMESPACE', 'LOG_LEVEL'] as const;

/** What an HTTP route reads; the image routes are HTTP routes with more memory and time. */
const HTTP_ENV = /* @__PURE__ */ pure(() => [
  'TABLE_NAME',
  'UPLOADS_BUCKET',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'TWO_STEP_CLIENT_ID',
  'ORIGIN_VERIFY_SECRET',
  'ORIGIN_VERIFY_SECRET_ARN',
  'EVENTS_HTTP_URL',
  ...OBSERVABILITY,
]);

// Built through pure() (shared/pure.ts): the lists spread OBSERVABILITY, and a function that does not
// read these settings (an HTTP route) leaves them out of its bundle.
export const FUNCTION_SETTINGS = /* @__PURE__ */ pure(() => ({
  /** One per HTTP route (API Gateway's integration timeout is 30 s; ours answer in well under 1 s). */
  http: { timeoutSeconds: 10, memoryMb: 512, tracing: true, env: HTTP_ENV },
  /**
   * The HTTP routes that re-encode an uploaded image with sharp (IMAGE_ROUTES): a 12 MP photo or a
   * 10 MB PNG decodes to ~50-150 MB, and Lambda's CPU grows with memory (scripts/bench/images.ts
   * measures both). Their bundle carries sharp's linux-arm64 binaries (infra/constructs).
   */
  image: { timeoutSeconds: 20, memoryMb: 1536, tracing: true, env: HTTP_ENV },
  /** $connect, $disconnect, $default. */
  ws: {
    timeoutSeconds: 10,
    memoryMb: 256,
    tracing: false,
    env: ['TABLE_NAME', 'WS_MANAGEMENT_ENDPOINT', ...OBSERVABILITY],
  },
  /** The $connect authorizer: verifies the ID token, checks the ban flag. */
  wsAuthorizer: {
    timeoutSeconds: 10,
    memoryMb: 256,
    tracing: false,
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', ...OBSERVABILITY],
  },
  /**
   * Cognito triggers: Cognito waits at most 5 s. No USER_POOL_ID: that would be a pool -> function
   * -> pool cycle (the event carries the pool id). PreSignUp records the sign-up in the table.
   */
  trigger: { timeoutSeconds: 5, memoryMb: 256, tracing: false, env: ['TABLE_NAME', ...OBSERVABILITY] },
  /**
   * Stream lanes: a batch of records (STREAM_LANE_SOURCES), each record's work bounded (paged work
   * items of at most WORK_PAGE_SIZE writes), and a lane stops starting records after LANE_TIME_BUDGET.
   */
  stream: {
    timeoutSeconds: 60,
    memoryMb: 1024,
    tracing: true,
    env: [
      'TABLE_NAME',
      'UPLOADS_BUCKET',
      'FEED_BIG_ACCOUNT_FOLLOWERS',
      'WS_MANAGEMENT_ENDPOINT',
      'EVENTS_HTTP_URL',
      'MEDIA_DISTRIBUTION_ID',
      ...OBSERVABILITY,
    ],
  },
  /** Scheduled jobs. */
  job: {
    timeoutSeconds: 300,
    memoryMb: 1024,
    tracing: false,
    // The account sweeper asks Cognito whether a fan's user still exists.
    env: ['TABLE_NAME', 'UPLOADS_BUCKET', 'USER_POOL_ID', ...OBSERVABILITY],
  },
  /**
   * The origin-verify secret's rotation (Secrets Manager calls it with each of its four steps). Its
   * test step waits for the distribution to finish deploying the new header, a few minutes.
   */
  rotation: {
    timeoutSeconds: 600,
    memoryMb: 256,
    tracing: false,
    env: ['ORIGIN_VERIFY_DISTRIBUTION_ID', ...OBSERVABILITY],
  },
})) satisfies Record<FunctionKind, FunctionSettings>;

/** The variables a function of kind K reads. */
export type EnvOf<K extends FunctionKind> = (typeof FUNCTION_SETTINGS)[K]['env'][number];

/** A value for each variable kind K reads: leaving one out is a type error. */
export type EnvValues<K extends FunctionKind> = Readonly<Record<EnvOf<K>, string>>;

/** The environment of a function of kind `kind`, exactly its contract variables, from `values`. */
export function environmentOf<K extends FunctionKind>(
  kind: K,
  values: EnvValues<K> & Readonly<Partial<Record<FunctionEnvVar, string>>>,
): Record<EnvOf<K>, string> {
  const env = {} as Record<EnvOf<K>, string>;
  for (const name of FUNCTION_SETTINGS[kind].env as readonly EnvOf<K>[]) env[name] = values[name];
  return env;
}

/** The values every kind shares, the same in AWS and locally. */
export const OBSERVABILITY_ENV = {
  POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
  POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
  LOG_LEVEL: 'INFO',
} as const satisfies Record<(typeof OBSERVABILITY)[number], string>;

/** How a lane's event source reads the table's stream, in AWS and locally. */
export interface StreamSourceSettings {
  readonly batchSize: number;
  /** Lambda waits up to this long to fill a batch (the local poller delivers at once). */
  readonly maxBatchingWindowSeconds: number;
  /**
   * Retries of a failing batch after the first attempt (Lambda's MaximumRetryAttempts), before its
   * records go to the on-failure destination.
   */
  readonly retryAttempts: number;
  /** A batch whose invocation throws is split in two and each half retried on its own. */
  readonly bisectBatchOnError: boolean;
  /** Older records go to the on-failure destination without being delivered. */
  readonly maxRecordAgeSeconds: number;
  /** Batches of one shard processed side by side (records of one key stay in order). */
  readonly parallelizationFactor: number;
}

export const STREAM_SOURCE_DEFAULTS: StreamSourceSettings = /* @__PURE__ */ pure(() => ({
  batchSize: 25,
  maxBatchingWindowSeconds: 1,
  retryAttempts: 5,
  bisectBatchOnError: true,
  maxRecordAgeSeconds: 24 * 60 * 60,
  parallelizationFactor: 1,
}));

/**
 * The two lanes' event sources. live: a person waits for it, so no batching window, small batches
 * and ten batches of a shard side by side. derived: bigger batches; also ten side by side, so
 * records of different keys never queue behind a busy one (records of one key stay in order).
 */
export const STREAM_LANE_SOURCES: Readonly<Record<LaneName, StreamSourceSettings>> = /* @__PURE__ */ pure(
  () => ({
    live: {
      ...STREAM_SOURCE_DEFAULTS,
      batchSize: 10,
      maxBatchingWindowSeconds: 0,
      parallelizationFactor: 10,
    },
    derived: {
      ...STREAM_SOURCE_DEFAULTS,
      batchSize: 50,
      maxBatchingWindowSeconds: 1,
      parallelizationFactor: 10,
    },
  }),
);

/** The event source settings of one lane. */
export const streamSourceOf = (lane: LaneName): StreamSourceSettings => STREAM_LANE_SOURCES[lane];

/**
 * A consumer that fails on the same record this many times parks it (PARKED# items, replayed by
 * `npm run redrive`) and lets the lane move on, so one poison record never blocks a shard.
 */
export const PARK_AFTER_ATTEMPTS = 3;

/**
 * A lane function stops starting records once this share of its timeout has passed, and reports
 * the records it did not start as failures (retried, not redone): no invocation runs much past a
 * quarter of its timeout.
 */
export const LANE_TIME_BUDGET = 0.2;

/** The HTTP routes that take an uploaded image and re-encode it (functions/domain/images.ts). */
export const IMAGE_ROUTES: readonly string[] = ['createPost', 'updateProfilePicture'];

/** The kind of an HTTP route's function: `image` for the routes that re-encode images. */
export const httpRouteKind = (routeName: string): 'http' | 'image' =>
  IMAGE_ROUTES.includes(routeName) ? 'image' : 'http';
