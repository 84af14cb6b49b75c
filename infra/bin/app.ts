/**
 * The CDK app (cdk.json: `npx tsx infra/bin/app.ts`). Reads context, checks the SPA is built, and
 * passes everything to the stacks as props.
 *
 *   -c stage=prod              stage name, prefixes every stack (default dev)
 *   -c webDist=path            built SPA (default web/dist)
 *   -c uploadCorsOrigins=a,b   origins allowed to PUT presigned uploads (default https://*.cloudfront.net)
 *   -c alarmEmail=a@x.org,b@y.org  addresses subscribed to the alarm topic (default none)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { createRingside, EMAIL_PATTERN, STAGE_PATTERN } from '../ringside';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const app = new App();

const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const stage = context('stage') ?? 'dev';
if (!STAGE_PATTERN.test(stage)) fail(`Invalid stage "${stage}": use lowercase letters, digits and dashes.`);

const siteDir = path.resolve(projectRoot, context('webDist') ?? 'web/dist');
if (!existsSync(path.join(siteDir, 'index.html'))) {
  fail(
    `The web app is not built: ${path.relative(projectRoot, siteDir) || siteDir}/index.html is missing.\n` +
      'Run `npm run build:web` first, then run cdk again.',
  );
}

const alarmEmails = (context('alarmEmail') ?? '')
  .split(',')
  .map((address) => address.trim())
  .filter(Boolean);
for (const address of alarmEmails) {
  if (!EMAIL_PATTERN.test(address))
    fail(`Invalid alarmEmail "${address}": use name@example.com (several: comma-separated).`);
}

const isProd = stage === 'prod';
createRingside(app, {
  stage,
  functions: { projectRoot, functionsDir: path.join(projectRoot, 'functions') },
  siteDir,
  logs: isProd
    ? { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.RETAIN }
    : { retention: RetentionDays.TWO_WEEKS, removalPolicy: RemovalPolicy.DESTROY },
  uploadCorsOrigins: context('uploadCorsOrigins')
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  alarmEmails,
});
