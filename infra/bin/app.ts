/**
 * The CDK app (cdk.json: `npx tsx infra/bin/app.ts`). Resolves the stage from infra/stage-settings.ts
 * and the deployment facts (context or environment), checks the SPA is built, and passes everything
 * to the stacks as props. Run it through `npm run synth|diff|deploy -- <stage>` (scripts/cdk.ts).
 *
 *   -c stage=prod              dev (default while no AWS credentials are active), staging, prod, or any dev-like name;
 *                              a stage other than prod without account and region takes the credentials' ones
 *   -c webDist=path            built SPA (default web/dist)
 *   deployment facts           account, region, backupRegion, alarmEmail, uploadCorsOrigins, sesFromEmail,
 *                              and the API-origin facts apiDomain, apiCertificateArn,
 *                              originClientCertificateArn, originTruststoreUri, the site-domain facts
 *                              siteDomain, siteCertificateArn, siteHostedZoneId, siteHostedZoneName:
 *                              `-c key=value` or RINGSIDE_* variables (FACT_SOURCES); all required for prod
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { createRingside } from '../ringside';
import { type Fact, factReader, resolveStage, stageSettings } from '../stage-settings';

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

// The CLI sets CDK_DEFAULT_ACCOUNT when it finds credentials: then a forgotten `-c stage=` would
// deploy a dev stage into whatever account is active, so the stage must be named.
const stageName = context('stage');
if (!stageName && process.env.CDK_DEFAULT_ACCOUNT) {
  fail(
    'Name the stage: AWS credentials are active, and without -c stage=... a dev stage would deploy into\n' +
      `account ${process.env.CDK_DEFAULT_ACCOUNT}. Use npm run synth|diff|deploy -- <dev|staging|prod>.`,
  );
}

let stage: ReturnType<typeof resolveStage>;
try {
  const name = stageName ?? 'dev';
  const given = factReader((key) => app.node.tryGetContext(key), process.env);
  // A stage without pinned facts takes the account and region of the CLI's credentials when there
  // are any (every deploy has them), so it knows its region and gets its edge ACL from us-east-1.
  // Without credentials the CLI still sets a default region, but no account: then neither is taken.
  const { CDK_DEFAULT_ACCOUNT: account, CDK_DEFAULT_REGION: region } = process.env;
  const fromCredentials: Partial<Record<Fact, string | undefined>> =
    account && region && !stageSettings(name).requiresDeploymentFacts ? { account, region } : {};
  const pinned = given('account') || given('region');
  stage = resolveStage(name, (fact) => given(fact) ?? (pinned ? undefined : fromCredentials[fact]));
} catch (err) {
  fail((err as Error).message);
}

const siteDir = path.resolve(projectRoot, context('webDist') ?? 'web/dist');
if (!existsSync(path.join(siteDir, 'index.html'))) {
  fail(
    `The web app is not built: ${path.relative(projectRoot, siteDir) || siteDir}/index.html is missing.\n` +
      'Run `npm run build:web` first, then run cdk again.',
  );
}

createRingside(app, {
  stage,
  functions: { projectRoot, functionsDir: path.join(projectRoot, 'functions') },
  siteDir,
});
// cdk-nag's AwsSolutions pack, registered as cdk-nag's README shows: CDK runs it on the synthesized
// app, and an unacknowledged finding fails the synth with CDK's validation report
// (docs/security-review.md).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
