/**
 * Runtime configuration: /config.json is written by the web stack (AWS) or the local cloud, so one
 * build of the SPA runs against any stage.
 */

import { type WebConfig, webConfigSchema } from '@shared/config';
import { Amplify } from 'aws-amplify';

/** Makes a relative endpoint ("/cognito") absolute against the page; absolute ones pass through. */
export function absoluteUrl(value: string, origin: string = window.location.origin): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
    ? value
    : new URL(value, origin).toString().replace(/\/$/, '');
}

export function configureAmplify(config: WebConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: absoluteUrl(config.userPoolEndpoint) } : {}),
      },
    },
  });
}

let loaded: WebConfig | null = null;

/** Loads and validates /config.json, then configures Amplify. Call once before rendering. */
export async function loadConfig(): Promise<WebConfig> {
  const res = await fetch('/config.json', { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`${res.status}: could not load /config.json`);
  const config = webConfigSchema.parse(await res.json());
  configureAmplify(config);
  loaded = config;
  return config;
}

/** The configuration loaded at start-up (for the live channel and friends). */
export function getConfig(): WebConfig {
  if (!loaded) throw new Error('Configuration not loaded yet');
  return loaded;
}
