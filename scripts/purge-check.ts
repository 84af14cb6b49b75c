/**
 * `npm run purge:check -- <userId> [--table NAME --bucket NAME --region REGION] [--profile dev|e2e]`
 *
 * Proves a deleted account's purge: queries every access pattern of the fan (profile and edges,
 * followers, posts, feed, notifications, comments, Pops, filed reports), the trending counters of
 * the last 33 days, and lists the bucket under the fan's upload prefixes; prints what is left and
 * exits 1 if anything is.
 * - Locally (no --table): against the running local cloud of --profile (default dev).
 * - In AWS: `--table <the stateful stack's TableName> --bucket <UploadsBucketName> --region <r>`
 *   with the operator's credentials (docs/account.md).
 */
import { TABLE_NAME, UPLOADS_BUCKET } from './local/cloud';
import { type Profile, portsFor } from './local/ports';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const userId = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));

async function main() {
  if (!userId) {
    console.error('usage: npm run purge:check -- <userId> [--table NAME --bucket NAME --region REGION]');
    process.exit(2);
  }
  const table = option('table');
  if (table) {
    const bucket = option('bucket');
    if (!bucket) throw new Error('--bucket is needed with --table');
    Object.assign(process.env, { TABLE_NAME: table, UPLOADS_BUCKET: bucket });
    if (option('region')) process.env.AWS_REGION = option('region');
  } else {
    const ports = portsFor((option('profile') as Profile | undefined) ?? 'dev');
    Object.assign(process.env, {
      TABLE_NAME,
      UPLOADS_BUCKET,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    });
  }
  const { getDb } = await import('../functions/data/client');
  const { isPurged, remainingData } = await import('../functions/domain/account');
  const left = await remainingData(getDb(), userId);
  for (const [pattern, count] of Object.entries(left).sort())
    console.log(`${pattern.padEnd(20)} ${count ? `${count} left` : 'empty'}`);
  const clean = isPurged(left);
  console.log(clean ? `\n${userId}: nothing left` : `\n${userId}: NOT purged yet`);
  if (!clean) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
