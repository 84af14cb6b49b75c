/**
 * `npm run purge:check -- <userId> [--table NAME --bucket NAME --user-pool ID --region REGION]
 *  [--profile dev|integration|e2e] [--stage dev|staging|prod]`
 *
 * Proves a deleted account's purge: queries every access pattern of the fan (profile and edges,
 * followers, posts, feed, notifications, comments, Pops, filed reports, rate-limit windows, the
 * posts and comments that still mention them: `mentions`), the
 * trending counters of the last 33 days and those of their posts, the parked stream records naming
 * them, the bucket under their upload prefixes and their Cognito user; prints what is left and exits
 * 1 if anything is. Then prints the copies no query can check (backups, point-in-time recovery, old
 * upload versions, logs) and the ones kept a while by design, with the settings that bound them, as
 * the stage deploys them (infra/retention.ts: the CDK's own settings).
 * - Locally (no --table): against the running local cloud of --profile (default dev).
 * - In AWS: `--table <TableName> --bucket <UploadsBucketName> --user-pool <UserPoolId> --region <r>`
 *   (the Stateful stack's outputs) with the operator's credentials, and `--stage <stage>`.
 */
import { TABLE_NAME, UPLOADS_BUCKET } from './local/cloud';
import { type Profile, portsFor } from './local/ports';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const userId = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));

/** The local cloud's one user pool (cognito-local makes it at start-up). */
async function localUserPool(): Promise<string> {
  const { CognitoIdentityProviderClient, ListUserPoolsCommand } = await import(
    '@aws-sdk/client-cognito-identity-provider'
  );
  const client = new CognitoIdentityProviderClient({});
  const res = await client.send(new ListUserPoolsCommand({ MaxResults: 10 }));
  client.destroy();
  const id = res.UserPools?.[0]?.Id;
  if (!id) throw new Error('The local cloud has no user pool: is it running?');
  return id;
}

async function main() {
  if (!userId) {
    console.error(
      'usage: npm run purge:check -- <userId> [--table NAME --bucket NAME --user-pool ID --region REGION] [--stage prod]',
    );
    process.exit(2);
  }
  const table = option('table');
  if (table) {
    const bucket = option('bucket');
    const pool = option('user-pool');
    if (!bucket || !pool) throw new Error('--bucket and --user-pool are needed with --table');
    Object.assign(process.env, { TABLE_NAME: table, UPLOADS_BUCKET: bucket, USER_POOL_ID: pool });
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
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    });
    process.env.USER_POOL_ID = await localUserPool();
  }
  const { getDb } = await import('../functions/data/client');
  const { isPurged, remainingData } = await import('../functions/domain/account');
  const { cognitoDirectory } = await import('../functions/lib/accounts');
  const left = await remainingData(getDb(), userId, cognitoDirectory());
  for (const [pattern, count] of Object.entries(left).sort())
    console.log(`${pattern.padEnd(22)} ${count ? `${count} left` : 'empty'}`);
  const clean = isPurged(left);
  console.log(clean ? `\n${userId}: nothing left` : `\n${userId}: NOT purged yet`);

  // Loaded last: the CDK's settings (aws-cdk-lib) are only needed for the table below.
  const { boundedCopies } = await import('../infra/retention');
  const { stageSettings } = await import('../infra/stage-settings');
  const { DELETION_PROMISE_DAYS } = await import('../shared/retention');
  const stage = option('stage') ?? (table ? 'prod' : 'dev');
  console.log(
    `\nCopies no query can check, and copies kept a while by design (stage ${stage}; gone at the latest ` +
      `this many days after the deletion, promise: ${DELETION_PROMISE_DAYS}):`,
  );
  for (const copy of boundedCopies(stageSettings(stage)))
    console.log(
      `  ${copy.copy.padEnd(66)} kept ${String(copy.keptDays).padStart(2)} d, gone within ${String(copy.goneWithinDays).padStart(2)} d (${copy.goneBy})`,
    );
  if (!clean) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
