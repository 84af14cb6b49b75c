/**
 * Stages as code: what each stage (dev, staging, prod) is, decided here and nowhere else. The CDK
 * app (infra/bin/app.ts) resolves a stage once, from this file plus the few facts that belong to the
 * operator's AWS organisation (account, regions, addresses), and passes the result to the stacks
 * as props: no construct reads the environment or the context.
 *
 * Production cannot be changed or reset from the command line. Its design settings (throttles, log
 * retention, thresholds, budget, backups, reference strength) are constants below; its deployment
 * facts (account, region, backup region, alarm e-mail, upload CORS origins, SES sender) must be given
 * on every synth, from context (`-c account=...`, usually committed in cdk.context.json or passed by
 * the pipeline) or environment (`RINGSIDE_ACCOUNT=...`), and a missing one is refused with a message
 * instead of falling back to a default. Overriding a design setting of prod with `-c` is refused too.
 *
 * Throttling: the HTTP API's throttles are shared by all fans (per-fan fairness comes from the
 * per-fan rate limits in the handlers and WAF's per-IP rules). Production is sized for about 1
 * million monthly fans: ~200k daily, ~10% of them in the busiest hour of a pay-per-view night, a
 * request every few seconds each while they are on the app: ~2,000-4,000 requests a second at the
 * peak, with room for a spike. The WebSocket stage sees connects and a keep-alive every 5 minutes
 * per open tab: 20k open tabs are ~70 messages a second, connect storms after an event far more.
 * Other stages stay small so a runaway script costs little. Each route has its own throttle by class
 * (`apiRouteThrottles`, infra/constructs/route-throttles.ts); on a stage whose API can still be
 * called at its execute-api address (dev, staging without the API-origin facts) they add up to at
 * most the stage's `apiThrottle` rate, which is what a direct attack can spend there
 * (docs/safety.md, "WAF and the stage throttle").
 *
 * The API is reachable only through CloudFront where the stage has the API-origin facts (its own
 * host name and certificate, the client certificate CloudFront presents, the CA it is checked
 * against): a regional custom domain that requires mutual TLS, with the execute-api endpoint
 * disabled. Prod requires them (`apiOriginMtls: 'required'`); other stages use them when given.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { FEED_BIG_ACCOUNT_FOLLOWERS } from '../shared/constants';
import type { LogSettings } from './constructs/function-with-log-group';
import type { RouteThrottles } from './constructs/route-throttles';
import type { StageThrottle } from './stacks/common';

export type StageProfile = 'dev' | 'staging' | 'prod';

/** How cross-stack values are passed (see docs/deploy.md, "Cross-stack references"). */
export type ReferenceStrengthSetting = 'strong' | 'weak';

/** The design settings of a stage: code, reviewed like code. */
export interface StageSettings {
  readonly profile: StageProfile;
  /** The HTTP API stage's default route throttle, and the budget the route throttles share. */
  readonly apiThrottle: StageThrottle;
  /** Each HTTP API route's own throttle, by its class (infra/constructs/route-throttles.ts). */
  readonly apiRouteThrottles: RouteThrottles;
  /**
   * The HTTP API only through CloudFront (origin mutual TLS, execute-api disabled): 'required'
   * refuses to synthesize without the API-origin facts, 'when-given' uses them when all are given.
   */
  readonly apiOriginMtls: 'required' | 'when-given';
  /**
   * The site on its own domain, served with TLSv1.2_2021 as the viewers' minimum: 'required'
   * refuses to synthesize without the site-domain facts; 'when-given' stays on *.cloudfront.net.
   */
  readonly siteDomain: 'required' | 'when-given';
  readonly wsThrottle: StageThrottle;
  readonly logs: LogSettings;
  /** Followers at which an author's posts are merged into feeds at read time. */
  readonly bigAccountFollowers: number;
  /** AWS Budgets: monthly cost budget of the stage's account in USD (alerts at 80% actual, 100% forecast). */
  readonly monthlyBudgetUsd: number;
  /** Cognito e-mail: Amazon SES (production) or Cognito's default sender (50 e-mails a day). */
  readonly cognitoEmail: 'ses' | 'cognito-default';
  /** AWS Backup keeps the table's daily backups this many days (bounded: infra/retention.ts). */
  readonly backupRetentionDays: number;
  /** Copy every backup to a second region (its vault in the `<stage>-RingsideBackupCopy` stack). */
  readonly backupCopy: boolean;
  readonly crossStackReferences: ReferenceStrengthSetting;
  /** Account, region, backup region, alarm e-mail, CORS origins and SES sender must be given. */
  readonly requiresDeploymentFacts: boolean;
  /** Defaults of the deployment facts where they are optional (never for prod). */
  readonly defaultUploadCorsOrigins: readonly string[];
}

/**
 * Logs hold fans' ids (the caller of every request), so no stage keeps them longer than the Privacy
 * Policy's 30 days allow once the purge and CloudWatch's own lag are added (infra/retention.ts).
 */
const SHORT_LOGS: LogSettings = { retention: RetentionDays.TWO_WEEKS, removalPolicy: RemovalPolicy.DESTROY };

export const STAGE_SETTINGS = {
  dev: {
    profile: 'dev',
    // Raised from 350 with show rooms' and alerts' 13 routes (issue 38: 405 requests/s in all then),
    // and from 450 with ratings' and picks' 14 (issue 39).
    apiThrottle: { rateLimit: 500, burstLimit: 1_000 },
    // 6 hot + 37 read + 34 write + 8 costly + 22 admin + 1 public bindings: 469 requests/s in all.
    apiRouteThrottles: {
      hot: { rateLimit: 10, burstLimit: 20 },
      read: { rateLimit: 5, burstLimit: 10 },
      write: { rateLimit: 5, burstLimit: 10 },
      costly: { rateLimit: 1, burstLimit: 2 },
      admin: { rateLimit: 2, burstLimit: 4 },
      public: { rateLimit: 2, burstLimit: 4 },
    },
    apiOriginMtls: 'when-given',
    siteDomain: 'when-given',
    wsThrottle: { rateLimit: 50, burstLimit: 100 },
    logs: SHORT_LOGS,
    bigAccountFollowers: FEED_BIG_ACCOUNT_FOLLOWERS,
    monthlyBudgetUsd: 50,
    cognitoEmail: 'cognito-default',
    backupRetentionDays: 7,
    backupCopy: false,
    crossStackReferences: 'weak',
    requiresDeploymentFacts: false,
    defaultUploadCorsOrigins: ['https://*.cloudfront.net'],
  },
  staging: {
    profile: 'staging',
    // Raised from 800 with Spoiler Guard's routes (860 requests/s in all then), and from 1,000 with
    // show rooms' and alerts' (1,041 then), and from 1,100 with ratings' and picks' (1,200 then).
    apiThrottle: { rateLimit: 1_250, burstLimit: 2_500 },
    // 1,200 requests/s in all (see dev).
    apiRouteThrottles: {
      hot: { rateLimit: 40, burstLimit: 80 },
      read: { rateLimit: 15, burstLimit: 30 },
      write: { rateLimit: 10, burstLimit: 20 },
      costly: { rateLimit: 2, burstLimit: 4 },
      admin: { rateLimit: 2, burstLimit: 4 },
      public: { rateLimit: 5, burstLimit: 10 },
    },
    apiOriginMtls: 'when-given',
    siteDomain: 'when-given',
    wsThrottle: { rateLimit: 100, burstLimit: 200 },
    logs: SHORT_LOGS,
    bigAccountFollowers: FEED_BIG_ACCOUNT_FOLLOWERS,
    monthlyBudgetUsd: 300,
    cognitoEmail: 'cognito-default',
    backupRetentionDays: 7,
    backupCopy: false,
    crossStackReferences: 'strong',
    requiresDeploymentFacts: false,
    defaultUploadCorsOrigins: ['https://*.cloudfront.net'],
  },
  prod: {
    profile: 'prod',
    apiThrottle: { rateLimit: 5_000, burstLimit: 10_000 },
    // Reachable only through CloudFront and its WAF. Of a show-night peak of 2,000-4,000 requests/s
    // a hot route (the feed) may take 1,500, any other 500, a costly one 50; their sum is above the
    // account's API Gateway quota (10,000 requests/s per region by default), which stays the ceiling.
    apiRouteThrottles: {
      hot: { rateLimit: 1_500, burstLimit: 3_000 },
      read: { rateLimit: 500, burstLimit: 1_000 },
      write: { rateLimit: 500, burstLimit: 1_000 },
      costly: { rateLimit: 50, burstLimit: 100 },
      admin: { rateLimit: 10, burstLimit: 20 },
      public: { rateLimit: 100, burstLimit: 200 },
    },
    apiOriginMtls: 'required',
    siteDomain: 'required',
    wsThrottle: { rateLimit: 1_000, burstLimit: 2_000 },
    logs: { retention: RetentionDays.TWO_WEEKS, removalPolicy: RemovalPolicy.RETAIN },
    bigAccountFollowers: FEED_BIG_ACCOUNT_FOLLOWERS,
    // The cost model's 1M-fan month (docs/cost.md) with headroom; infra/test/stages.test.ts keeps it above.
    monthlyBudgetUsd: 20_000,
    cognitoEmail: 'ses',
    // Three weeks: with the purge's two days and AWS Backup's deletion lag, a deleted fan's last
    // backed-up copy is gone within the Privacy Policy's 30 days (infra/retention.ts).
    backupRetentionDays: 21,
    backupCopy: true,
    crossStackReferences: 'strong',
    requiresDeploymentFacts: true,
    defaultUploadCorsOrigins: [],
  },
} as const satisfies Record<StageProfile, StageSettings>;

/** The profile of a stage name: dev, staging and prod are themselves; any other name is a dev stage. */
export const profileOf = (stage: string): StageProfile =>
  stage === 'prod' || stage === 'staging' ? stage : 'dev';

export const stageSettings = (stage: string): StageSettings => STAGE_SETTINGS[profileOf(stage)];

/**
 * What locks the HTTP API to CloudFront (docs/deploy.md, "The API answers only through CloudFront"):
 * the API's own host name with its certificate, and the mutual TLS pair.
 */
export interface ApiOriginFacts {
  /** The API's regional custom domain, CloudFront's origin (a DNS name pointing at its target). */
  readonly domain: string;
  /** ACM certificate of `domain`, in the stage's region (publicly trusted: CloudFront checks it). */
  readonly certificateArn: string;
  /** The client certificate CloudFront presents, imported into ACM in us-east-1. */
  readonly clientCertificateArn: string;
  /** The CA bundle (PEM) the API checks client certificates against: s3://bucket/key. */
  readonly truststoreUri: string;
}

/**
 * The site's own domain (docs/deploy.md, "The site's domain"): the name, and its certificate, either
 * an existing one in ACM us-east-1 or one the Edge stack makes and validates in the domain's
 * Route 53 hosted zone (which then also gets the domain's alias records).
 */
export interface SiteDomainFacts {
  readonly domain: string;
  readonly certificateArn?: string;
  readonly hostedZone?: { readonly id: string; readonly name: string };
}

/** The facts of the operator's AWS organisation a stage is deployed with. */
export interface DeploymentFacts {
  /** Pinned AWS environment; absent: environment-agnostic (the deploying credentials decide). */
  readonly env?: { readonly account: string; readonly region: string };
  /** Region of the backup copy vault (prod). */
  readonly backupRegion?: string;
  readonly alarmEmails: readonly string[];
  readonly uploadCorsOrigins: readonly string[];
  /** Sender of Cognito's e-mails through SES (a verified identity of `env.region`). */
  readonly sesFromEmail?: string;
  /** The HTTP API only through CloudFront (origin mTLS); absent: execute-api stays open. */
  readonly apiOrigin?: ApiOriginFacts;
  /** The site's own domain; absent: *.cloudfront.net. */
  readonly siteDomain?: SiteDomainFacts;
}

/** A stage ready for createRingside(): its name, settings and facts. */
export interface ResolvedStage {
  readonly name: string;
  readonly settings: StageSettings;
  readonly facts: DeploymentFacts;
}

/**
 * Where each fact comes from: a context key (`-c key=value`, or cdk.json / cdk.context.json) or
 * an environment variable, context first.
 */
export const FACT_SOURCES = {
  account: { context: 'account', env: 'RINGSIDE_ACCOUNT', what: 'the AWS account id (12 digits)' },
  region: { context: 'region', env: 'RINGSIDE_REGION', what: 'the AWS region, e.g. eu-west-1' },
  backupRegion: {
    context: 'backupRegion',
    env: 'RINGSIDE_BACKUP_REGION',
    what: 'a second region for backup copies, e.g. eu-central-1',
  },
  alarmEmail: {
    context: 'alarmEmail',
    env: 'RINGSIDE_ALARM_EMAIL',
    what: 'the address(es) alarms and budget alerts go to, comma-separated',
  },
  uploadCorsOrigins: {
    context: 'uploadCorsOrigins',
    env: 'RINGSIDE_UPLOAD_CORS_ORIGINS',
    what: 'the site origin(s) allowed to PUT uploads, comma-separated, e.g. https://d111111abcdef8.cloudfront.net',
  },
  sesFromEmail: {
    context: 'sesFromEmail',
    env: 'RINGSIDE_SES_FROM_EMAIL',
    what: "the sender of Cognito's e-mails, an address of a domain verified in SES, e.g. no-reply@example.com",
  },
  apiDomain: {
    context: 'apiDomain',
    env: 'RINGSIDE_API_DOMAIN',
    what: "the HTTP API's own host name, called only by CloudFront, e.g. api.ringside.example.com",
  },
  apiCertificateArn: {
    context: 'apiCertificateArn',
    env: 'RINGSIDE_API_CERTIFICATE_ARN',
    what: "the ARN of an ACM certificate for apiDomain in the stage's region",
  },
  originClientCertificateArn: {
    context: 'originClientCertificateArn',
    env: 'RINGSIDE_ORIGIN_CLIENT_CERTIFICATE_ARN',
    what: 'the ARN of the client certificate CloudFront presents to the API, imported into ACM in us-east-1',
  },
  originTruststoreUri: {
    context: 'originTruststoreUri',
    env: 'RINGSIDE_ORIGIN_TRUSTSTORE_URI',
    what: 'the CA certificate the API checks that client certificate against, s3://bucket/key (PEM)',
  },
  siteDomain: {
    context: 'siteDomain',
    env: 'RINGSIDE_SITE_DOMAIN',
    what: "the site's own host name, e.g. ringside.example.com",
  },
  siteCertificateArn: {
    context: 'siteCertificateArn',
    env: 'RINGSIDE_SITE_CERTIFICATE_ARN',
    what: 'the ARN of an ACM certificate for siteDomain in us-east-1 (or give the hosted zone instead)',
  },
  siteHostedZoneId: {
    context: 'siteHostedZoneId',
    env: 'RINGSIDE_SITE_HOSTED_ZONE_ID',
    what: "the id of siteDomain's Route 53 hosted zone (the certificate and alias records are made there)",
  },
  siteHostedZoneName: {
    context: 'siteHostedZoneName',
    env: 'RINGSIDE_SITE_HOSTED_ZONE_NAME',
    what: 'the name of that hosted zone, e.g. example.com',
  },
} as const;
export type Fact = keyof typeof FACT_SOURCES;

/** Reads a fact: context key or environment variable (trimmed; empty counts as missing). */
export type FactReader = (fact: Fact) => string | undefined;

export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;
/** What an alarm e-mail address must look like (SNS checks the rest when it sends the confirmation). */
export const EMAIL_PATTERN = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;
const ACCOUNT_PATTERN = /^\d{12}$/;
const REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d$/;
const ORIGIN_PATTERN = /^https?:\/\/[^/\s,]+$/;
/** A lowercase DNS name of at least two labels (API Gateway custom domains are lowercase). */
const HOST_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** An ACM certificate ARN: region and account captured. */
const ACM_ARN_PATTERN = /^arn:aws[a-z-]*:acm:([a-z]{2}(?:-[a-z]+)+-\d):(\d{12}):certificate\/[0-9a-f-]+$/;
const S3_URI_PATTERN = /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/\S+$/;

/** The facts that lock the HTTP API to CloudFront: all of them, or (where not required) none. */
export const API_ORIGIN_FACTS = [
  'apiDomain',
  'apiCertificateArn',
  'originClientCertificateArn',
  'originTruststoreUri',
] as const satisfies readonly Fact[];

/** CloudFront reads the certificates it presents from ACM in this region only. */
export const CLOUDFRONT_CERTIFICATE_REGION = 'us-east-1';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Resolves a stage: its settings, and its facts read through `read`. Throws an Error whose message
 * says what is missing or wrong and how to give it; the app prints it and exits.
 */
export function resolveStage(name: string, read: FactReader): ResolvedStage {
  if (!STAGE_PATTERN.test(name)) {
    throw new Error(
      `Invalid stage "${name}": use lowercase letters, digits and dashes (dev, staging, prod).`,
    );
  }
  const settings = stageSettings(name);
  const problems: string[] = [];
  const source = (fact: Fact) =>
    `-c ${FACT_SOURCES[fact].context}=... or ${FACT_SOURCES[fact].env}=... (${FACT_SOURCES[fact].what})`;
  const required = (fact: Fact, needed = settings.requiresDeploymentFacts): string | undefined => {
    const value = read(fact);
    if (!value && needed) problems.push(`missing ${fact}: give ${source(fact)}`);
    return value;
  };

  const account = required('account');
  const region = required('region');
  if (account && !ACCOUNT_PATTERN.test(account)) problems.push(`account "${account}" is not a 12-digit id`);
  if (region && !REGION_PATTERN.test(region)) problems.push(`region "${region}" is not a region name`);
  if ((account && !region) || (region && !account)) {
    if (!settings.requiresDeploymentFacts) problems.push('give both account and region, or neither');
  }

  const backupRegion = settings.backupCopy ? required('backupRegion') : read('backupRegion');
  if (backupRegion && !REGION_PATTERN.test(backupRegion))
    problems.push(`backupRegion "${backupRegion}" is not a region name`);
  if (backupRegion && backupRegion === region)
    problems.push(`backupRegion must differ from region (${region}): the copy is there for a region outage`);

  const alarmEmails = list(required('alarmEmail'));
  for (const address of alarmEmails) {
    if (!EMAIL_PATTERN.test(address))
      problems.push(`alarmEmail "${address}" is not an address: use name@example.com`);
  }

  const corsValue = required('uploadCorsOrigins');
  const uploadCorsOrigins = corsValue ? list(corsValue) : [...settings.defaultUploadCorsOrigins];
  for (const origin of corsValue ? uploadCorsOrigins : []) {
    if (!ORIGIN_PATTERN.test(origin))
      problems.push(`upload CORS origin "${origin}" must be scheme://host, e.g. https://example.com`);
  }

  const sesFromEmail = settings.cognitoEmail === 'ses' ? required('sesFromEmail') : undefined;
  if (sesFromEmail && !EMAIL_PATTERN.test(sesFromEmail))
    problems.push(`sesFromEmail "${sesFromEmail}" is not an address`);

  const apiOrigin = resolveApiOrigin(
    settings,
    (fact) => required(fact, settings.apiOriginMtls === 'required'),
    { account, region },
    problems,
  );

  const siteDomain = resolveSiteDomain(settings, read, account, problems);

  if (problems.length) {
    throw new Error(
      `Stage "${name}" cannot be synthesized:\n  - ${problems.join('\n  - ')}\n` +
        'See docs/deploy.md, "Stages".',
    );
  }
  return {
    name,
    settings,
    facts: {
      env: account && region ? { account, region } : undefined,
      backupRegion: settings.backupCopy ? backupRegion : undefined,
      alarmEmails,
      uploadCorsOrigins,
      sesFromEmail,
      apiOrigin,
      siteDomain,
    },
  };
}

/** The site-domain facts: the domain with a certificate or a hosted zone, or (where not required) none. */
function resolveSiteDomain(
  settings: StageSettings,
  read: FactReader,
  account: string | undefined,
  problems: string[],
): SiteDomainFacts | undefined {
  const domain = read('siteDomain');
  const certificateArn = read('siteCertificateArn');
  const zoneId = read('siteHostedZoneId');
  const zoneName = read('siteHostedZoneName');
  if (!domain) {
    if (settings.siteDomain === 'required')
      problems.push(
        `missing siteDomain: give -c siteDomain=... or RINGSIDE_SITE_DOMAIN=... (${FACT_SOURCES.siteDomain.what})`,
      );
    else if (certificateArn || zoneId || zoneName)
      problems.push('give siteDomain with its certificate or hosted zone, or none of them');
    return undefined;
  }
  if (!HOST_PATTERN.test(domain))
    problems.push(`siteDomain "${domain}" is not a lowercase host name, e.g. ringside.example.com`);
  if (!!zoneId !== !!zoneName) problems.push('give both siteHostedZoneId and siteHostedZoneName, or neither');
  if (!certificateArn && !(zoneId && zoneName))
    problems.push(
      'siteDomain needs its certificate: give siteCertificateArn (ACM, us-east-1) or siteHostedZoneId and siteHostedZoneName',
    );
  if (zoneName && domain !== zoneName && !domain.endsWith(`.${zoneName}`))
    problems.push(`siteDomain "${domain}" is not in the hosted zone ${zoneName}`);
  if (certificateArn)
    checkCertificate('siteCertificateArn', certificateArn, CLOUDFRONT_CERTIFICATE_REGION, account, problems);
  return {
    domain,
    certificateArn,
    hostedZone: zoneId && zoneName ? { id: zoneId, name: zoneName } : undefined,
  };
}

/** The API-origin facts: all given and well-formed, or none (refused as missing where required). */
function resolveApiOrigin(
  settings: StageSettings,
  read: (fact: Fact) => string | undefined,
  env: { account?: string; region?: string },
  problems: string[],
): ApiOriginFacts | undefined {
  const given = API_ORIGIN_FACTS.map((fact) => [fact, read(fact)] as const);
  const missing = given.filter(([, value]) => !value).map(([fact]) => fact);
  if (missing.length === API_ORIGIN_FACTS.length) return undefined;
  if (missing.length) {
    // Where required, each missing one was already reported.
    if (settings.apiOriginMtls !== 'required') {
      problems.push(
        `give all of ${API_ORIGIN_FACTS.join(', ')} (the API only through CloudFront), or none: missing ${missing.join(', ')}`,
      );
    }
    return undefined;
  }
  const [domain, certificateArn, clientCertificateArn, truststoreUri] = given.map(
    ([, value]) => value as string,
  ) as [string, string, string, string];
  const before = problems.length;
  if (!HOST_PATTERN.test(domain))
    problems.push(`apiDomain "${domain}" is not a lowercase host name, e.g. api.ringside.example.com`);
  checkCertificate('apiCertificateArn', certificateArn, env.region, env.account, problems);
  checkCertificate(
    'originClientCertificateArn',
    clientCertificateArn,
    CLOUDFRONT_CERTIFICATE_REGION,
    env.account,
    problems,
  );
  if (!S3_URI_PATTERN.test(truststoreUri))
    problems.push(`originTruststoreUri "${truststoreUri}" must be s3://bucket/key`);
  if (problems.length > before) return undefined;
  return { domain, certificateArn, clientCertificateArn, truststoreUri };
}

/** An ACM certificate ARN of the wanted region and the stage's account, or a problem said. */
function checkCertificate(
  fact: Fact,
  arn: string,
  wantedRegion: string | undefined,
  account: string | undefined,
  problems: string[],
): void {
  const match = ACM_ARN_PATTERN.exec(arn);
  if (!match) {
    problems.push(`${fact} "${arn}" is not an ACM certificate ARN`);
    return;
  }
  const [, certRegion, certAccount] = match;
  if (wantedRegion && certRegion !== wantedRegion)
    problems.push(`${fact} must be a certificate in ${wantedRegion}, not ${certRegion}`);
  if (account && certAccount !== account)
    problems.push(`${fact} must be a certificate of account ${account}, not ${certAccount}`);
}

/** A FactReader over a context lookup and an environment (process.env in the app). */
export function factReader(
  context: (key: string) => unknown,
  env: Readonly<Record<string, string | undefined>>,
): FactReader {
  return (fact) => {
    const { context: key, env: variable } = FACT_SOURCES[fact];
    const fromContext = context(key);
    const value = typeof fromContext === 'string' ? fromContext : env[variable];
    return value?.trim() || undefined;
  };
}
