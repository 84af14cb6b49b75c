/**
 * `npm run redrive -- <lane> [--table NAME] [--region REGION] [--profile dev|e2e|...]`
 *
 * Replays the stream records parked on a lane (PARKED#{lane} items, written when a consumer kept
 * failing on a record) through the same consumer code, and unparks those that now succeed.
 * - Locally (no --table): against the running local cloud of --profile (default dev).
 * - In AWS: `--table <the stateful stack's table name> --region <region>` with the operator's AWS
 *   credentials (the standard AWS_PROFILE / environment chain), and for the live lane
 *   `--ws-endpoint <the Realtime stack's ManagementEndpoint output>`; see docs/deploy.md.
 */
import { STREAM_LANES } from '../shared/manifest/stream-consumers';
import { scriptArgs as args, option, pointAtTargetTable } from './operator-args';

const lane = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const lanes = STREAM_LANES.map((l) => l.name) as string[];

async function main() {
  if (!lane || !lanes.includes(lane)) {
    console.error(`usage: npm run redrive -- <${lanes.join('|')}> [--table NAME] [--region REGION]`);
    process.exit(2);
  }
  pointAtTargetTable({
    aws: { WS_MANAGEMENT_ENDPOINT: option('ws-endpoint') },
    local: (ports) => ({ WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${ports.ws}` }),
  });
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  // Loaded after the environment is set: the consumers read it when their modules load.
  const { redriveLane } = await import('../functions/streams/registry');
  const result = await redriveLane(lane as (typeof STREAM_LANES)[number]['name']);
  console.log(
    `${lane} lane: ${result.replayed} parked record(s) replayed and unparked, ${result.stillFailing} still failing`,
  );
  if (result.stillFailing) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
