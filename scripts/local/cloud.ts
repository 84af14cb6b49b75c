/**
 * The whole local cloud on 127.0.0.1, no Docker, no AWS account: DynamoDB Local (Streams on),
 * the S3 emulator, cognito-local with its wrapper and a Lambda Invoke endpoint for triggers, the
 * HTTP and WebSocket gateways built from the route manifest, the AppSync Events endpoint of show
 * rooms (./events-gateway.ts), the stream poller (one reader per lane), the scheduler and the sweeper
 * of expired pending uploads (./s3.ts).
 * `npm run dev`, the integration tests and the e2e suite all start it through this function.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTokenVerifier } from '../../functions/lib/verifier';
import type { WebConfig } from '../../shared/config';
import { FEED_BIG_ACCOUNT_FOLLOWERS } from '../../shared/constants';
import { type FunctionEnvVar, OBSERVABILITY_ENV, streamSourceOf } from '../../shared/manifest/runtime';
import { SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
import { activeLanes, laneFilters } from '../../shared/manifest/stream-consumers';
import { COGNITO_TRIGGERS } from '../../shared/manifest/ws-routes';
import { ROOM_NAMESPACE } from '../../shared/rooms';
import { startCognito } from './cognito';
import { DynamoDBClient, ensureTable, startDynamo } from './dynamodb';
import { type DynamoFaults, startDynamoFaults } from './dynamodb-faults';
import { EVENTS_REALTIME_PATH, localCognitoTokens, startEventsGateway } from './events-gateway';
import { startHttpGateway } from './http-gateway';
import { startLambdaEndpoint } from './lambda-endpoint';
import { invocationStore, invoke, REPO_ROOT } from './lambda-runtime';
import { type Ports, type Profile, portsFor } from './ports';
import { startS3 } from './s3';
import { startScheduler } from './scheduler';
import { seedDemo } from './seed';
import type { SeedFan } from './seed-data';
import { type PollerLane, type StreamStats, startStreamPoller } from './stream-poller';
import { assertPortFree } from './wait';
import { startWsGateway } from './ws-gateway';

export const TABLE_NAME = 'ringside';
export const UPLOADS_BUCKET = 'ringside-uploads';

/**
 * The runtime contract's variables as the local cloud gives them. Every kind of function runs in this
 * one process, so it gets them all; a variable without a value is a type error.
 */
export function localFunctionEnv(o: {
  ports: Ports;
  userPoolId: string;
  userPoolClientId: string;
  twoStepClientId: string;
  overrides?: Partial<Record<FunctionEnvVar, string>>;
}): Record<FunctionEnvVar, string> {
  return {
    TABLE_NAME,
    UPLOADS_BUCKET,
    USER_POOL_ID: o.userPoolId,
    USER_POOL_CLIENT_ID: o.userPoolClientId,
    TWO_STEP_CLIENT_ID: o.twoStepClientId,
    WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${o.ports.ws}`,
    // The local AppSync Events API (./events-gateway.ts): rooms publish their frames to POST /event.
    EVENTS_HTTP_URL: `http://127.0.0.1:${o.ports.events}`,
    FEED_BIG_ACCOUNT_FOLLOWERS: String(FEED_BIG_ACCOUNT_FOLLOWERS),
    // No CDN locally: the /media proxy reads S3 directly, so there is nothing to invalidate.
    MEDIA_DISTRIBUTION_ID: '',
    // No CloudFront in front of the local API: the origin-verify check is off, and nothing rotates.
    ORIGIN_VERIFY_SECRET: '',
    ORIGIN_VERIFY_SECRET_ARN: '',
    ORIGIN_VERIFY_DISTRIBUTION_ID: '',
    ...OBSERVABILITY_ENV,
    ...o.overrides,
  };
}

/**
 * Powertools' local mode: no EMF metric lines on the console (POWERTOOLS_METRICS_DISABLED) and
 * indented JSON logs (POWERTOOLS_DEV).
 */
const LOCAL_SWITCHES = { POWERTOOLS_DEV: 'true', POWERTOOLS_METRICS_DISABLED: 'true' } as const;

/**
 * The manifest's active lanes as the stream poller reads them, each as its event source mapping in
 * AWS: the lane's merged filters, the contract's event source settings and the lane's function.
 */
export function pollerLanes(log: (line: string) => void = () => undefined): PollerLane[] {
  return activeLanes().map((lane) => ({
    name: lane.name,
    filters: laneFilters(lane.name),
    ...streamSourceOf(lane.name),
    invoke: (event) => invoke(lane.handler, 'stream', event, log) as Promise<undefined>,
  }));
}

export interface CloudOptions {
  profile: Profile;
  /** Wipe this profile's data first (the e2e and integration runs start clean). */
  fresh?: boolean;
  /** Keep DynamoDB data in memory only. */
  inMemory?: boolean;
  /** Seed the demo community when the data is new. */
  seed?: boolean;
  /**
   * Run the scheduled jobs on their local cadence (default). Off, they run only when asked
   * (`runJob`, POST /__local/jobs/{name}): tests that run a job themselves want no run in between.
   */
  scheduleJobs?: boolean;
  /** Function environment other than the defaults (test knobs such as FEED_BIG_ACCOUNT_FOLLOWERS). */
  env?: Partial<Record<FunctionEnvVar, string>>;
  /**
   * Put the fault switch between the functions and DynamoDB Local (./dynamodb-faults.ts: stall the
   * table on demand, `LocalCloud.faults` or POST /__local/faults/dynamodb). Off by default: every
   * call would pass one more hop.
   */
  faults?: boolean;
  progress?: (step: string) => void;
  log?: (line: string) => void;
}

export interface LocalCloud {
  ports: Ports;
  env: Record<string, string>;
  webConfig: WebConfig;
  seeded: SeedFan[] | null;
  userPoolId: string;
  userPoolClientId: string;
  /** The app client only the server signs in with, to change a fan's second step. */
  twoStepClientId: string;
  cognitoEndpoint: string;
  apiBase: string;
  /** The Events API's real-time endpoint (ws://127.0.0.1:PORT/event/realtime) and its HTTP base. */
  events: { realtimeEndpoint: string; httpEndpoint: string };
  /**
   * Resolves once every stream record written before the call has been handled by every lane,
   * retries included (also served at GET /__local/stream-drained for other processes).
   */
  streamDrained: () => Promise<void>;
  /**
   * What each lane's reader has done since start-up: records delivered and done, records given up,
   * invocations and the longest one (also served at GET /__local/stream-stats).
   */
  streamStats: () => StreamStats;
  /** Starts the stream counters from zero. */
  resetStreamStats: () => void;
  runJob: (name: string) => Promise<unknown>;
  /** The table's fault switch, when the cloud started with `faults: true`. */
  faults: DynamoFaults | null;
  /**
   * Deletes the pending uploads older than PENDING_UPLOAD_EXPIRY_HOURS as if the clock read `now`
   * (also run every 10 minutes); returns their keys. Tests in other processes call
   * `sweepPendingUploads` of ./s3 themselves.
   */
  sweepPendingUploads: (now?: number) => Promise<string[]>;
  stop: () => Promise<void>;
}

export async function startLocalCloud(opts: CloudOptions): Promise<LocalCloud> {
  await invocationStore();
  const ports = portsFor(opts.profile);
  const progress = opts.progress ?? (() => undefined);
  const log = opts.log ?? (() => undefined);
  const dataDir = path.join(REPO_ROOT, '.local', opts.profile);
  if (opts.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const isNew = !existsSync(path.join(dataDir, 'seeded'));

  for (const port of [
    ports.http,
    ports.ws,
    ports.s3,
    ports.cognito,
    ports.cognitoInternal,
    ports.lambda,
    ports.dynamodb,
    ports.events,
    ...(opts.faults ? [ports.dynamodbFaults] : []),
  ]) {
    await assertPortFree(port);
  }

  // The AWS SDK's own settings: the emulators' endpoints (the SDK picks them up itself) and dummy keys.
  const env: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
  };
  Object.assign(process.env, env);

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch((err: Error) => log(`stop: ${err.message}`));
    stoppers.length = 0;
  };

  try {
    progress('starting DynamoDB Local, the S3 emulator and the Cognito emulator');
    const [dynamo, s3, lambda] = await Promise.all([
      startDynamo({
        port: ports.dynamodb,
        dbPath: opts.inMemory ? null : path.join(dataDir, 'dynamodb'),
        log,
      }),
      // Sweeps expired pending uploads every 10 minutes (the lifecycle rule's stand-in).
      startS3({ port: ports.s3, directory: path.join(dataDir, 's3'), bucket: UPLOADS_BUCKET, log }),
      startLambdaEndpoint({
        port: ports.lambda,
        functions: { preSignUp: COGNITO_TRIGGERS.preSignUp.handler },
        log,
      }),
    ]);
    stoppers.push(dynamo.stop, s3.stop, lambda.stop);
    // The functions (and this process's SDK clients) reach the table through the fault switch.
    const faults = opts.faults
      ? await startDynamoFaults({ port: ports.dynamodbFaults, target: dynamo.endpoint, log })
      : null;
    if (faults) {
      stoppers.push(faults.stop);
      env.AWS_ENDPOINT_URL_DYNAMODB = faults.endpoint;
      process.env.AWS_ENDPOINT_URL_DYNAMODB = faults.endpoint;
    }
    const cognito = await startCognito({
      port: ports.cognito,
      internalPort: ports.cognitoInternal,
      lambdaPort: ports.lambda,
      dataDir,
      triggers: { PreSignUp: 'preSignUp' },
      log,
    });
    stoppers.push(cognito.stop);
    Object.assign(env, {
      ...localFunctionEnv({
        ports,
        userPoolId: cognito.state.userPoolId,
        userPoolClientId: cognito.state.userPoolClientId,
        twoStepClientId: cognito.state.twoStepClientId,
        overrides: opts.env,
      }),
      ...LOCAL_SWITCHES,
      LOCAL_JWT_ISSUER: cognito.issuer,
    });
    Object.assign(process.env, env);

    progress('creating the table');
    const ddb = new DynamoDBClient({});
    const streamArn = await ensureTable(ddb, TABLE_NAME);
    ddb.destroy();

    progress('starting the stream poller, the API gateways and the scheduler');
    const poller = startStreamPoller({
      endpoint: dynamo.endpoint,
      streamArn,
      lanes: pollerLanes(log),
      log,
    });
    stoppers.push(poller.stop);
    await poller.ready;
    // Show rooms' Events endpoint: verifies the local Cognito's tokens to connect and subscribe,
    // takes our functions' IAM-signed publishes (the dummy key above).
    const events = await startEventsGateway({
      port: ports.events,
      namespaces: [ROOM_NAMESPACE],
      verifier: localCognitoTokens({ issuer: cognito.issuer, clientId: cognito.state.userPoolClientId }),
      log,
    });
    stoppers.push(events.stop);
    const webConfig: WebConfig = {
      region: 'local',
      userPoolId: cognito.state.userPoolId,
      userPoolClientId: cognito.state.userPoolClientId,
      userPoolEndpoint: '/cognito',
      wsUrl: '/ws',
      // Same-origin, as /ws: the web server passes /event/realtime on to the Events endpoint (the
      // dev server's and `vite preview`'s proxy, web/vite.config.ts localProxy). The host the auth
      // header names is the endpoint's own (the local one does not check it; AWS's needs its API's).
      eventsRealtimeUrl: EVENTS_REALTIME_PATH,
      eventsHttpHost: `127.0.0.1:${ports.events}`,
    };
    const scheduler = startScheduler(
      SCHEDULED_JOBS.map((j) => ({
        name: j.name,
        everySeconds: j.localEverySeconds,
        invoke: (event) => invoke(j.handler, 'job', event, log),
      })),
      log,
      { timers: opts.scheduleJobs ?? true },
    );
    stoppers.push(scheduler.stop);
    const httpGw = await startHttpGateway({
      port: ports.http,
      verifier: createTokenVerifier(process.env),
      webConfig,
      s3Endpoint: s3.endpoint,
      bucket: UPLOADS_BUCKET,
      streamDrained: poller.drained,
      streamStats: poller.stats,
      runJob: scheduler.runOnce,
      cognitoCode: cognito.codeFor,
      faults,
      log,
    });
    stoppers.push(httpGw.stop);
    const wsGw = await startWsGateway({ port: ports.ws, log });
    stoppers.push(wsGw.stop);

    const apiBase = `http://127.0.0.1:${ports.http}`;
    let seeded: SeedFan[] | null = null;
    if (opts.seed && isNew) {
      progress('seeding the demo community');
      seeded = await seedDemo({
        cognitoEndpoint: cognito.endpoint,
        userPoolId: cognito.state.userPoolId,
        clientId: cognito.state.userPoolClientId,
        apiBase,
        s3Endpoint: s3.endpoint,
        bucket: UPLOADS_BUCKET,
      });
      writeFileSync(path.join(dataDir, 'seeded'), new Date().toISOString());
    }

    return {
      ports,
      env,
      webConfig,
      seeded,
      userPoolId: cognito.state.userPoolId,
      userPoolClientId: cognito.state.userPoolClientId,
      twoStepClientId: cognito.state.twoStepClientId,
      cognitoEndpoint: cognito.endpoint,
      apiBase,
      events: { realtimeEndpoint: events.realtimeEndpoint, httpEndpoint: events.httpEndpoint },
      streamDrained: poller.drained,
      streamStats: poller.stats,
      resetStreamStats: poller.resetStats,
      runJob: scheduler.runOnce,
      faults,
      sweepPendingUploads: s3.sweepPending,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
