/**
 * Ports of the local cloud, all on 127.0.0.1. A profile shifts every port by an offset so that
 * `npm run dev`, the integration tests and the e2e suite can run side by side.
 */
export type Profile = 'dev' | 'integration' | 'e2e' | 'bench';

const OFFSETS: Record<Profile, number> = { dev: 0, integration: 100, e2e: 200, bench: 300 };

export interface Ports {
  web: number;
  http: number;
  ws: number;
  s3: number;
  cognito: number;
  cognitoInternal: number;
  lambda: number;
  dynamodb: number;
  /** The fault switch in front of DynamoDB Local (./dynamodb-faults.ts), when the cloud has one. */
  dynamodbFaults: number;
  /** The local AppSync Events API (./events-gateway.ts): POST /event and the /event/realtime socket. */
  events: number;
}

/**
 * RINGSIDE_PORT_SHIFT moves every port of every profile (for two checkouts on one machine, e.g.
 * a CI run next to a developer's tests).
 */
export function portsFor(profile: Profile, shift = Number(process.env.RINGSIDE_PORT_SHIFT ?? 0) || 0): Ports {
  const o = OFFSETS[profile] + shift;
  return {
    web: (profile === 'dev' ? 5173 : profile === 'e2e' ? 4173 : 5273) + shift,
    http: 8710 + o,
    ws: 8711 + o,
    s3: 8712 + o,
    cognito: 8713 + o,
    cognitoInternal: 8714 + o,
    lambda: 8715 + o,
    dynamodb: 8716 + o,
    dynamodbFaults: 8717 + o,
    events: 8718 + o,
  };
}

export const LOCAL_HOST = '127.0.0.1';
