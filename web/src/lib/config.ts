/**
 * Runtime configuration: /config.json is written by the web stack (AWS) or the local cloud, so one
 * build of the SPA runs against any stage.
 */

import type { WebConfig } from '@shared/config';

/** Makes a relative endpoint ("/cognito") absolute against the page; absolute ones pass through. */
export function absoluteUrl(value: string, origin: string = window.location.origin): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
    ? value
    : new URL(value, origin).toString().replace(/\/$/, '');
}

const REQUIRED = [
  'region',
  'userPoolId',
  'userPoolClientId',
  'wsUrl',
  'eventsRealtimeUrl',
  'eventsHttpHost',
] as const;

/**
 * Checks /config.json against `WebConfig` (shared/config.ts) by hand: the entry stays free of zod, which
 * only the screens that parse API answers need.
 */
export function parseWebConfig(value: unknown): WebConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json: not an object');
  const record = value as Record<string, unknown>;
  for (const key of REQUIRED) {
    if (typeof record[key] !== 'string') throw new Error(`config.json: ${key} must be a string`);
  }
  const endpoint = record.userPoolEndpoint;
  if (endpoint !== undefined && typeof endpoint !== 'string') {
    throw new Error('config.json: userPoolEndpoint must be a string');
  }
  const config = Object.fromEntries(REQUIRED.map((key) => [key, record[key]])) as Omit<
    WebConfig,
    'userPoolEndpoint'
  >;
  return endpoint === undefined ? config : { ...config, userPoolEndpoint: endpoint };
}

let loaded: WebConfig | null = null;

/**
 * Loads and validates /config.json. Call once before rendering (Amplify reads it on first use). index.html
 * preloads it beside the entry's scripts (`<link rel="preload" as="fetch" crossorigin="anonymous">`, which
 * this same-origin request matches); the server's `Cache-Control: no-cache` keeps it fresh after a deploy.
 */
export async function loadConfig(): Promise<WebConfig> {
  const res = await fetch('/config.json', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: could not load /config.json`);
  const config = parseWebConfig(await res.json());
  loaded = config;
  return config;
}

/** The configuration loaded at start-up (for the live channel and friends). */
export function getConfig(): WebConfig {
  if (!loaded) throw new Error('Configuration not loaded yet');
  return loaded;
}

/** The configuration if it is loaded (tests render without one). */
export function loadedConfig(): WebConfig | null {
  return loaded;
}
