/**
 * What the operator scripts (`npm run redrive`, `npm run catalogue:import`) share: their `--name
 * value` options, and the table they work on. With `--table NAME [--region REGION]` that is the
 * AWS table, with the operator's AWS credentials (the standard AWS_PROFILE / environment chain);
 * otherwise the running local cloud of `--profile` (default dev).
 */
import { TABLE_NAME } from './local/cloud';
import { type Ports, type Profile, portsFor } from './local/ports';

export const scriptArgs = process.argv.slice(2);

/** The value after `--name`, if given. */
export const option = (name: string): string | undefined => {
  const i = scriptArgs.indexOf(`--${name}`);
  return i >= 0 ? scriptArgs[i + 1] : undefined;
};

/**
 * Points the data layer (and what `extra` adds: in AWS from the options, locally from the local
 * cloud's ports) at the table the script works on.
 */
export function pointAtTargetTable(
  extra: { aws?: Record<string, string | undefined>; local?: (ports: Ports) => Record<string, string> } = {},
): void {
  const table = option('table');
  if (table) {
    const given = Object.entries({ AWS_REGION: option('region'), ...extra.aws }).filter(([, v]) => v);
    Object.assign(process.env, { TABLE_NAME: table }, Object.fromEntries(given));
    return;
  }
  const ports = portsFor((option('profile') as Profile | undefined) ?? 'dev');
  Object.assign(process.env, {
    TABLE_NAME,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    ...extra.local?.(ports),
  });
}
