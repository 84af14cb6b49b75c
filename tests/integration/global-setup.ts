/**
 * Starts the local cloud once per integration run, through the same code `npm run dev` uses. It runs
 * in vitest's main process and the test files in workers, so the tests reach it over its ports: the
 * values below, and GET /__local/stream-drained for "the stream has drained" (helpers.ts).
 */
import type { TestProject } from 'vitest/node';
import { startLocalCloud } from '../../scripts/local/cloud';
import { BIG_ACCOUNT_FOLLOWERS } from './knobs';

export default async function setup(project: TestProject) {
  const cloud = await startLocalCloud({
    profile: 'integration',
    fresh: true,
    inMemory: true,
    seed: false,
    // Tests run the trending job themselves (cloud().runJob is not needed: they call the domain).
    scheduleJobs: false,
    // The table's fault switch (POST /__local/faults/dynamodb): tests stall the table on purpose.
    faults: true,
    // A low big-account threshold, so the feed's read-time merge can be tested with a few fans.
    env: { FEED_BIG_ACCOUNT_FOLLOWERS: String(BIG_ACCOUNT_FOLLOWERS) },
  });
  project.provide('cloud', {
    env: cloud.env,
    apiBase: cloud.apiBase,
    wsUrl: `ws://127.0.0.1:${cloud.ports.ws}`,
    eventsRealtimeUrl: cloud.events.realtimeEndpoint,
    eventsHttpHost: cloud.webConfig.eventsHttpHost,
    cognitoEndpoint: cloud.cognitoEndpoint,
    userPoolId: cloud.userPoolId,
    clientId: cloud.userPoolClientId,
    twoStepClientId: cloud.twoStepClientId,
  });
  return () => cloud.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: {
      env: Record<string, string>;
      apiBase: string;
      wsUrl: string;
      /** Show rooms' Events endpoint (ws://127.0.0.1:PORT/event/realtime) and the host its auth header names. */
      eventsRealtimeUrl: string;
      eventsHttpHost: string;
      cognitoEndpoint: string;
      userPoolId: string;
      clientId: string;
      twoStepClientId: string;
    };
  }
}
