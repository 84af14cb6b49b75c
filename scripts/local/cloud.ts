/**
 * The whole local cloud on 127.0.0.1, no Docker, no AWS account: DynamoDB Local (Streams on),
 * the S3 emulator, cognito-local with its wrapper and a Lambda Invoke endpoint for triggers, the
 * HTTP and WebSocket gateways built from the route manifest, the stream poller and the scheduler.
 * `npm run dev`, the integration tests and the e2e suite all start it through this function.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTokenVerifier } from '../../functions/lib/verifier';
import type { WebConfig } from '../../shared/config';
import { STREAM_SOURCE_DEFAULTS } from '../../shared/manifest/runtime';
import { SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
import { STREAM_CONSUMERS } from '../../shared/manifest/stream-consumers';
import { COGNITO_TRIGGERS } from '../../shared/manifest/ws-routes';
import { startCognito } from './cognito';
import { DynamoDBClient, ensureTable, startDynamo } from './dynamodb';
import { startHttpGateway } from './http-gateway';
import { startLambdaEndpoint } from './lambda-endpoint';
import { invoke, REPO_ROOT } from './lambda-runtime';
import { type Ports, type Profile, portsFor } from './ports';
import { startS3 } from './s3';
import { startScheduler } from './scheduler';
import { seedDemo } from './seed';
import type { SeedFan } from './seed-data';
import { startStreamPoller } from './stream-poller';
import { assertPortFree } from './wait';
import { startWsGateway } from './ws-gateway';

export const TABLE_NAME = 'ringside';
export const UPLOADS_BUCKET = 'ringside-uploads';

export interface CloudOptions {
  profile: Profile;
  /** Wipe this profile's data first (the e2e and integration runs start clean). */
  fresh?: boolean;
  /** Keep DynamoDB data in memory only. */
  inMemory?: boolean;
  /** Seed the demo community when the data is new. */
  seed?: boolean;
  /** Extra function environment (test knobs such as FEED_CELEBRITY_FOLLOWERS). */
  env?: Record<string, string>;
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
  cognitoEndpoint: string;
  apiBase: string;
  /** Resolves once every stream record written so far has been delivered. */
  streamDrained: () => Promise<void>;
  runJob: (name: string) => Promise<unknown>;
  wsConnectionCount: () => number;
  stop: () => Promise<void>;
}

export async function startLocalCloud(opts: CloudOptions): Promise<LocalCloud> {
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
  ]) {
    await assertPortFree(port);
  }

  // The same variables a deployed function reads; the SDK picks up the service endpoints itself.
  const env: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    TABLE_NAME,
    UPLOADS_BUCKET,
    MEDIA_BASE_PATH: '/media',
    WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${ports.ws}`,
    ...opts.env,
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
      startS3({ port: ports.s3, directory: path.join(dataDir, 's3'), bucket: UPLOADS_BUCKET }),
      startLambdaEndpoint({
        port: ports.lambda,
        functions: { preSignUp: COGNITO_TRIGGERS.preSignUp.handler },
        log,
      }),
    ]);
    stoppers.push(dynamo.stop, s3.stop, lambda.stop);
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
      USER_POOL_ID: cognito.state.userPoolId,
      USER_POOL_CLIENT_ID: cognito.state.userPoolClientId,
      LOCAL_JWT_ISSUER: cognito.issuer,
    });
    Object.assign(process.env, env);

    progress('creating the table');
    const ddb = new DynamoDBClient({});
    const streamArn = await ensureTable(ddb, TABLE_NAME);
    ddb.destroy();

    progress('starting the API gateways, stream poller and scheduler');
    const webConfig: WebConfig = {
      region: 'local',
      userPoolId: cognito.state.userPoolId,
      userPoolClientId: cognito.state.userPoolClientId,
      userPoolEndpoint: '/cognito',
      wsUrl: '/ws',
    };
    const httpGw = await startHttpGateway({
      port: ports.http,
      verifier: createTokenVerifier(process.env),
      webConfig,
      s3Endpoint: s3.endpoint,
      bucket: UPLOADS_BUCKET,
      log,
    });
    stoppers.push(httpGw.stop);
    const wsGw = await startWsGateway({ port: ports.ws, log });
    stoppers.push(wsGw.stop);
    const poller = startStreamPoller({
      endpoint: dynamo.endpoint,
      streamArn,
      consumers: STREAM_CONSUMERS.map((c) => ({
        name: c.name,
        filters: c.filters,
        batchSize: STREAM_SOURCE_DEFAULTS.batchSize,
        invoke: (event) => invoke(c.handler, event) as Promise<undefined>,
      })),
      log,
    });
    await poller.ready;
    stoppers.push(poller.stop);
    const scheduler = startScheduler(
      SCHEDULED_JOBS.map((j) => ({
        name: j.name,
        everySeconds: j.localEverySeconds,
        invoke: (event) => invoke(j.handler, event),
      })),
      log,
    );
    stoppers.push(scheduler.stop);

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
      cognitoEndpoint: cognito.endpoint,
      apiBase,
      streamDrained: poller.drained,
      runJob: scheduler.runOnce,
      wsConnectionCount: wsGw.connectionCount,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
