/**
 * Ringside's monthly AWS bill as a function of monthly active fans: stated assumptions x list prices.
 * `npm run cost` prints it and writes it into docs/cost.md (scripts/cost.ts); nothing in the doc's
 * tables is typed by hand, and scripts/cost.test.ts fails if the doc and this model disagree.
 *
 * Prices: AWS list prices in USD for us-east-1 (N. Virginia) as published in 2025, on-demand, no
 * savings plans, after the permanent free tiers (Lambda, Cognito) but not the 12-month ones.
 * eu-west-1 is within a few percent for these services.
 */
import { STAGE_SETTINGS } from '../infra/stage-settings';

/** Production's retention settings (logs, backups), as deployed. */
const PROD = STAGE_SETTINGS.prod;

/** What one monthly active fan does (the assumptions). */
export const ASSUMPTIONS = {
  /** Share of monthly active fans active on a given day (DAU/MAU). */
  dailyActiveShare: 0.2,
  daysPerMonth: 30,
  /**
   * HTTP API calls per fan per active day (feeds, profiles, notifications, Pops, searches): 60, and 8
   * for the search box's suggestions as the fan types (two searches a day, four calls each: issue 35).
   */
  apiRequestsPerActiveDay: 68,
  /** Average response size of an API call, KB (JSON, compressed by CloudFront). */
  apiResponseKb: 4,
  /** DynamoDB read request units per API call (a page query plus its hydration reads). */
  readUnitsPerApiRequest: 8,
  /** Posts per fan per month, and the share of them with an image. */
  postsPerMonth: 4,
  imageShareOfPosts: 0.4,
  popsPerMonth: 40,
  commentsPerMonth: 8,
  followsPerMonth: 3,
  /**
   * Write request units per action: the item, counters, the notification, the rate-limit window;
   * for a create (post, comment, follow) also its Idempotency-Key: the claim and the kept answer
   * (about 3 units, docs/safety.md "Creates happen once").
   */
  writeUnitsPerPost: 9,
  writeUnitsPerPop: 4,
  writeUnitsPerComment: 8,
  writeUnitsPerFollow: 8,
  /**
   * Rate-limited reads per fan per active day (feed pages, searches, live connects, and the 8
   * suggestion calls): each counts one write in its rate window (docs/safety.md, "Per-fan rate limits").
   */
  rateCountedReadsPerActiveDay: 28,
  /**
   * Feed items written per post (the author's followers, capped: authors above the big-account
   * threshold, 10,000 followers, are merged at read time and fan out nothing).
   */
  fanoutPerPost: 150,
  /** Stream records processed per table write (both lanes), and lane time per record (ms at 1 GB). */
  laneMsPerRecord: 12,
  /** Image views per fan per active day and the average served image size, KB. */
  imageViewsPerActiveDay: 40,
  servedImageKb: 120,
  /** Stored size of an uploaded image (re-encoded), KB; images kept for 12 months of posts. */
  storedImageKb: 250,
  storedImageMonths: 12,
  /** SPA shell and assets per active day, KB (hashed assets cached by the browser). */
  siteKbPerActiveDay: 300,
  /** Minutes a fan's tab holds the live WebSocket per active day; keep-alive every 5 minutes. */
  webSocketMinutesPerActiveDay: 25,
  pingIntervalMinutes: 5,
  /** Notifications pushed per Pop, comment and follow received. */
  pushesPerAction: 1,
  /** HTTP function time per call, ms at 512 MB. */
  httpFunctionMs: 60,
  httpMemoryGb: 0.5,
  /** Log bytes per API call: Lambda's JSON START/END/REPORT lines, the API access log line, app lines. */
  logBytesPerApiRequest: 1200,
  /** Share of requests X-Ray records (default sampling: 1 a second plus 5%). */
  tracedShare: 0.05,
  /** Table size per fan, KB (profile, posts, comments, Pops, feed items with TTL, notifications). */
  tableKbPerFan: 60,
  /** E-mails Cognito sends per fan per month (password resets, address changes). */
  emailsPerFanMonth: 0.15,
} as const;

/** List prices (USD, us-east-1). */
export const PRICES = {
  lambdaGbSecond: 0.0000133334, // arm64
  lambdaPerMillionRequests: 0.2,
  lambdaFreeGbSeconds: 400_000,
  lambdaFreeRequests: 1_000_000,
  httpApiPerMillion: 1.0,
  webSocketPerMillionMessages: 1.0,
  webSocketPerMillionConnectionMinutes: 0.25,
  dynamoPerMillionWrites: 0.625,
  dynamoPerMillionReads: 0.125,
  dynamoStorageGbMonth: 0.25,
  dynamoPitrGbMonth: 0.2,
  backupGbMonth: 0.1,
  interRegionTransferGb: 0.02,
  cloudFrontEgressGb: 0.085, // first 10 TB, North America / Europe
  cloudFrontEgressGbOver10Tb: 0.08, // next 40 TB
  cloudFrontPer10kHttpsRequests: 0.01,
  cloudFrontFunctionPerMillion: 0.1,
  s3StorageGbMonth: 0.023,
  s3PerThousandPuts: 0.005,
  s3PerThousandGets: 0.0004,
  /** Cognito Lite: price per MAU above the 10,000 free, by tier. */
  cognitoLiteTiers: [
    { upTo: 10_000, perMau: 0 },
    { upTo: 100_000, perMau: 0.0055 },
    { upTo: 1_000_000, perMau: 0.0046 },
    { upTo: 10_000_000, perMau: 0.00325 },
    { upTo: Number.POSITIVE_INFINITY, perMau: 0.0025 },
  ],
  /** Cognito Essentials (the default plan of new pools): per MAU above the 10,000 free. */
  cognitoEssentialsPerMau: 0.015,
  cognitoFreeMau: 10_000,
  wafPerAclMonth: 5,
  wafPerRuleMonth: 1,
  wafPerMillionRequests: 0.6,
  logsIngestGb: 0.5,
  logsStorageGbMonth: 0.03,
  xrayPerMillionTraces: 5,
  xrayFreeTraces: 100_000,
  sesPerThousand: 0.1,
  secretPerMonth: 0.4,
  alarmPerMonth: 0.1,
  dashboardPerMonth: 3,
  customMetricPerMonth: 0.3,
} as const;

/** Fixed counts from the stacks: web ACLs and their rules, alarms, custom metrics, secrets. */
const FIXED = { wafAcls: 2, wafRules: 9, alarms: 16, customMetrics: 10, secrets: 1, dashboards: 1 } as const;

export type Service =
  | 'Cognito (Lite)'
  | 'CloudFront'
  | 'DynamoDB'
  | 'Lambda'
  | 'API Gateway (HTTP)'
  | 'API Gateway (WebSocket)'
  | 'S3'
  | 'CloudWatch (logs, metrics, alarms)'
  | 'X-Ray'
  | 'WAF'
  | 'AWS Backup'
  | 'SES, Secrets Manager';

export interface CostLine {
  readonly service: Service;
  readonly usd: number;
  /** How the number is made, with the volumes. */
  readonly basis: string;
}

const round = (n: number) => Math.round(n);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Tiered per-MAU price (Cognito Lite). */
export function cognitoLiteUsd(mau: number): number {
  let usd = 0;
  let from = 0;
  for (const tier of PRICES.cognitoLiteTiers) {
    const inTier = Math.max(0, Math.min(mau, tier.upTo) - from);
    usd += inTier * tier.perMau;
    from = tier.upTo;
    if (mau <= tier.upTo) break;
  }
  return usd;
}

export const cognitoEssentialsUsd = (mau: number) =>
  Math.max(0, mau - PRICES.cognitoFreeMau) * PRICES.cognitoEssentialsPerMau;

/** The month's volumes for `fans` monthly active fans. */
export function volumes(fans: number) {
  const a = ASSUMPTIONS;
  const activeDays = fans * a.dailyActiveShare * a.daysPerMonth;
  const apiRequests = activeDays * a.apiRequestsPerActiveDay;
  const posts = fans * a.postsPerMonth;
  const actions = fans * (a.popsPerMonth + a.commentsPerMonth + a.followsPerMonth);
  const fanoutWrites = posts * a.fanoutPerPost;
  /** Rate windows of reads: writes no stream consumer's filter lets through. */
  const rateWindowWrites = activeDays * a.rateCountedReadsPerActiveDay;
  const writes =
    fans *
      (a.postsPerMonth * a.writeUnitsPerPost +
        a.popsPerMonth * a.writeUnitsPerPop +
        a.commentsPerMonth * a.writeUnitsPerComment +
        a.followsPerMonth * a.writeUnitsPerFollow) +
    rateWindowWrites +
    fanoutWrites;
  const reads = apiRequests * a.readUnitsPerApiRequest;
  const imageUploads = posts * a.imageShareOfPosts;
  const imageViews = activeDays * a.imageViewsPerActiveDay;
  const egressGb =
    (activeDays * (a.imageViewsPerActiveDay * a.servedImageKb + a.siteKbPerActiveDay) +
      apiRequests * a.apiResponseKb) /
    1024 ** 2;
  const wsMinutes = activeDays * a.webSocketMinutesPerActiveDay;
  const wsMessages = (wsMinutes / a.pingIntervalMinutes) * 2 + actions * a.pushesPerAction + activeDays * 2;
  const tableGb = (fans * a.tableKbPerFan) / 1024 ** 2;
  const uploadsGb = (imageUploads * a.storedImageMonths * a.storedImageKb) / 1024 ** 2;
  const logsGb = (apiRequests * a.logBytesPerApiRequest) / 1024 ** 3;
  return {
    activeDays,
    apiRequests,
    posts,
    actions,
    fanoutWrites,
    rateWindowWrites,
    writes,
    reads,
    imageUploads,
    imageViews,
    egressGb,
    wsMinutes,
    wsMessages,
    tableGb,
    uploadsGb,
    logsGb,
  };
}

/** The monthly bill, one line per service, for `fans` monthly active fans. */
export function monthlyCost(fans: number): CostLine[] {
  const a = ASSUMPTIONS;
  const p = PRICES;
  const v = volumes(fans);
  const M = 1_000_000;

  const httpGbSeconds = v.apiRequests * (a.httpFunctionMs / 1000) * a.httpMemoryGb;
  // The lanes' event filters drop the rate windows' records before any invocation.
  const laneRecords = v.writes - v.rateWindowWrites;
  const laneGbSeconds = laneRecords * (a.laneMsPerRecord / 1000) * 1;
  const lambdaRequests = v.apiRequests + laneRecords / 20 + v.wsMessages * 0.05;
  const lambdaUsd =
    Math.max(0, httpGbSeconds + laneGbSeconds - p.lambdaFreeGbSeconds) * p.lambdaGbSecond +
    (Math.max(0, lambdaRequests - p.lambdaFreeRequests) / M) * p.lambdaPerMillionRequests;

  const tier1 = Math.min(v.egressGb, 10 * 1024);
  const egressUsd =
    tier1 * p.cloudFrontEgressGb + Math.max(0, v.egressGb - tier1) * p.cloudFrontEgressGbOver10Tb;
  const cfRequests = v.apiRequests + v.imageViews + v.activeDays * 3;
  const cloudFrontUsd =
    egressUsd +
    (cfRequests / 10_000) * p.cloudFrontPer10kHttpsRequests +
    (v.activeDays * 3 * p.cloudFrontFunctionPerMillion) / M;

  const dynamoUsd =
    (v.writes / M) * p.dynamoPerMillionWrites +
    (v.reads / M) * p.dynamoPerMillionReads +
    v.tableGb * (p.dynamoStorageGbMonth + p.dynamoPitrGbMonth);

  const backupDays = PROD.backupRetentionDays;
  const backupUsd = v.tableGb * backupDays * p.backupGbMonth * 2 + v.tableGb * 30 * p.interRegionTransferGb;

  const s3Usd =
    v.uploadsGb * p.s3StorageGbMonth * 1.05 + // + a week of old versions
    ((v.imageUploads * 3) / 1000) * p.s3PerThousandPuts + // presigned PUT, copy out of pending, re-encode
    ((v.imageViews * 0.05) / 1000) * p.s3PerThousandGets; // CloudFront cache misses

  const logsUsd =
    v.logsGb * p.logsIngestGb +
    v.logsGb * 0.15 * (PROD.logs.retention / 30) * p.logsStorageGbMonth + // ~15% compressed, as long as kept
    FIXED.alarms * p.alarmPerMonth +
    FIXED.customMetrics * p.customMetricPerMonth +
    FIXED.dashboards * p.dashboardPerMonth;

  const traces = v.apiRequests * a.tracedShare + laneRecords / 20;
  const xrayUsd = (Math.max(0, traces - p.xrayFreeTraces) / M) * p.xrayPerMillionTraces;

  const wafUsd =
    FIXED.wafAcls * p.wafPerAclMonth +
    FIXED.wafRules * p.wafPerRuleMonth +
    ((cfRequests + fans * 2) / M) * p.wafPerMillionRequests;

  const lines: CostLine[] = [
    {
      service: 'Cognito (Lite)',
      usd: cognitoLiteUsd(fans),
      basis: `${fmt(fans)} MAU, tiered Lite prices after 10,000 free`,
    },
    {
      service: 'CloudFront',
      usd: cloudFrontUsd,
      basis: `${fmt(v.egressGb)} GB out (images, site, API JSON), ${fmt(cfRequests / M)}M requests`,
    },
    {
      service: 'DynamoDB',
      usd: dynamoUsd,
      basis: `${fmt(v.writes / M)}M writes (${fmt(v.fanoutWrites / M)}M fan-out), ${fmt(v.reads / M)}M reads, ${fmt(v.tableGb)} GB + PITR`,
    },
    {
      service: 'Lambda',
      usd: lambdaUsd,
      basis: `${fmt(httpGbSeconds + laneGbSeconds)} GB-s (arm64), ${fmt(lambdaRequests / M)}M invocations`,
    },
    {
      service: 'API Gateway (HTTP)',
      usd: (v.apiRequests / M) * p.httpApiPerMillion,
      basis: `${fmt(v.apiRequests / M)}M requests`,
    },
    {
      service: 'API Gateway (WebSocket)',
      usd:
        (v.wsMessages / M) * p.webSocketPerMillionMessages +
        (v.wsMinutes / M) * p.webSocketPerMillionConnectionMinutes,
      basis: `${fmt(v.wsMessages / M)}M messages, ${fmt(v.wsMinutes / M)}M connection minutes`,
    },
    {
      service: 'S3',
      usd: s3Usd,
      basis: `${fmt(v.uploadsGb)} GB of images (12 months), ${fmt(v.imageUploads)} uploads`,
    },
    {
      service: 'CloudWatch (logs, metrics, alarms)',
      usd: logsUsd,
      basis: `${fmt(v.logsGb)} GB of logs ingested, kept ${PROD.logs.retention} days; ${FIXED.alarms} alarms, ${FIXED.customMetrics} metrics`,
    },
    { service: 'X-Ray', usd: xrayUsd, basis: `${fmt(traces / M)}M traces recorded (5% sampled)` },
    {
      service: 'WAF',
      usd: wafUsd,
      basis: `${FIXED.wafAcls} web ACLs, ${FIXED.wafRules} rules, ${fmt((cfRequests + fans * 2) / M)}M requests`,
    },
    {
      service: 'AWS Backup',
      usd: backupUsd,
      basis: `${backupDays} daily backups of ${fmt(v.tableGb)} GB, copied to a second region`,
    },
    {
      service: 'SES, Secrets Manager',
      usd: ((fans * a.emailsPerFanMonth) / 1000) * p.sesPerThousand + FIXED.secrets * p.secretPerMonth,
      basis: `${fmt(fans * a.emailsPerFanMonth)} e-mails, 1 secret`,
    },
  ];
  return lines.map((line) => ({ ...line, usd: round(line.usd) }));
}

export const total = (lines: readonly CostLine[]) => lines.reduce((sum, line) => sum + line.usd, 0);

/** The fan counts the doc shows. */
export const SCENARIOS = [100_000, 1_000_000] as const;

/** What caps each service's bill, for the top cost risks. */
export const CAPS: Record<Service, string> = {
  'Cognito (Lite)':
    'Cost per active fan, set by the feature plan: Lite is pinned in the stateful stack (`featurePlan: LITE`, infra test); Essentials would be the default for a new pool. Fake sign-ups are capped by the user pool WAF (300 requests per IP per 5 minutes) and the 13+ PreSignUp check.',
  CloudFront:
    'Image bytes: uploads are re-encoded to WebP, at most 2,048 px, with 640 and 1,280 px copies the feed picks by screen; `/media/*` objects are immutable (cached a year at the edge and in browsers); WAF rate-limits `/api/*` per IP. A CloudFront flat-rate plan (Business or Premium: origin mutual TLS to the API needs one of them) or a savings bundle caps it further once traffic is steady.',
  DynamoDB:
    'Fan-out writes: authors above the big-account threshold (10,000 followers, `bigAccountFollowers`) are merged at read time instead of written to every feed; per-fan rate limits on writes and on the costly reads (feed, search, export: docs/safety.md); the route throttles of the API (1,500 requests/s for a hot route, 500 for another) bound the rest.',
  Lambda:
    'Duration x memory: 512 MB for routes, lanes stop at a fifth of their timeout; the route throttles and WAF bound invocations.',
  'API Gateway (HTTP)':
    'Requests: only CloudFront can call the API (mutual TLS), then its WAF per-IP rate rule and the per-route throttles.',
  'API Gateway (WebSocket)':
    'Connection minutes and messages: one keep-alive per 5 minutes, at most a few connections per fan (oldest closed), the WebSocket stage throttle.',
  S3: 'Stored images: pending uploads expire after a day, old versions after 7 days.',
  'CloudWatch (logs, metrics, alarms)':
    'Log volume: LOG_LEVEL INFO (one line per request at most besides errors), kept 2 weeks (they hold fan ids: docs/account.md).',
  'X-Ray':
    "Sampling: X-Ray's default rule (1 request a second plus 5%); only HTTP routes and lanes are traced.",
  WAF: 'Fixed per ACL and rule; requests at $0.60 per million.',
  'AWS Backup': 'Retention (21 days prod, 7 elsewhere: docs/account.md); the copy only for prod.',
  'SES, Secrets Manager': 'E-mails only on password recovery and address changes.',
};

/** The largest lines at the largest scenario: the top cost risks. */
export function topRisks(count = 3): CostLine[] {
  const largest = SCENARIOS[SCENARIOS.length - 1] as number;
  return [...monthlyCost(largest)].sort((x, y) => y.usd - x.usd).slice(0, count);
}

const usd = (n: number) => `$${fmt(n)}`;

/** The generated part of docs/cost.md (markdown). */
export function renderCostTables(): string {
  const [small, large] = SCENARIOS;
  const a = monthlyCost(small);
  const b = monthlyCost(large);
  const rows = a.map((line, i) => {
    const other = b[i] as CostLine;
    return `| ${line.service} | ${usd(line.usd)} | ${usd(other.usd)} | ${other.basis} |`;
  });
  const essentialsDiff = cognitoEssentialsUsd(large) - cognitoLiteUsd(large);
  const assumptions = Object.entries(ASSUMPTIONS).map(([key, value]) => `| \`${key}\` | ${value} |`);
  const risks = topRisks().map(
    (line, i) =>
      `${i + 1}. **${line.service}**, ${usd(line.usd)} a month at ${fmt(large)} fans. ${CAPS[line.service]}`,
  );
  return [
    `| Service | ${fmt(small)} fans | ${fmt(large)} fans | Volumes at ${fmt(large)} fans |`,
    '| --- | ---: | ---: | --- |',
    ...rows,
    `| **Total** | **${usd(total(a))}** | **${usd(total(b))}** | per month |`,
    '',
    `Per monthly active fan and month: $${(total(a) / small).toFixed(4)} at ${fmt(small)} fans, $${(total(b) / large).toFixed(4)} at ${fmt(large)}.`,
    '',
    `**Cognito plan.** With Essentials (the plan Cognito gives a new pool unless one is set) the user pool alone would cost ${usd(cognitoEssentialsUsd(large))} a month at ${fmt(large)} fans instead of ${usd(cognitoLiteUsd(large))} on Lite: ${usd(essentialsDiff)} more a month, for features Ringside does not use (managed login, passwordless, access-token customization). At ${fmt(small)} fans the difference is ${usd(cognitoEssentialsUsd(small) - cognitoLiteUsd(small))}.`,
    '',
    '### Top three cost risks (largest lines at 1M fans) and what caps each',
    '',
    ...risks,
    '',
    '### Assumptions (per monthly active fan)',
    '',
    '| Assumption | Value |',
    '| --- | ---: |',
    ...assumptions,
  ].join('\n');
}
