/**
 * Ringside's monthly AWS bill as a function of monthly active fans: stated assumptions x list prices.
 * `npm run cost` prints it and writes it into docs/cost.md (scripts/cost.ts); nothing in the doc's
 * tables is typed by hand, and scripts/cost.test.ts fails if the doc and this model disagree.
 *
 * Prices: AWS list prices in USD for us-east-1 (N. Virginia) as published in 2025, on-demand, no
 * savings plans, after the permanent free tiers (Lambda, Cognito) but not the 12-month ones.
 * eu-west-1 is within a few percent for these services.
 */
import { encodeFrame } from '../functions/domain/rooms/frame-codec';
import { STAGE_SETTINGS } from '../infra/stage-settings';
import { ROOM_PUBLISH_WINDOW_MS } from '../shared/rooms';
import { type RoomFrame, type RoomMessage, roomFrameSchema } from '../shared/schemas/rooms';

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

/**
 * Fixed counts from the stacks: web ACLs and their rules, alarms, custom metrics, secrets. Show
 * rooms added three alarms (publish errors, delivery lag, the Event API's errors) and two metrics,
 * the show-alerts job its errors alarm.
 */
const FIXED = { wafAcls: 2, wafRules: 9, alarms: 20, customMetrics: 12, secrets: 1, dashboards: 1 } as const;

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
    '',
    renderShowNight(),
  ].join('\n');
}

// --- A show night (issue 38): one room, many viewers, for a few hours ---------------------------

/**
 * AppSync Events list prices (USD, us-east-1) and how it meters. Sources: the AWS Price List's
 * AppSync offer (usage type `EventAPI-Operation`, "$1 per million Event API operations", effective
 * 2024-09-01) and aws.amazon.com/appsync/pricing ($0.08 per million connection minutes); each
 * operation is metered in 5 KB increments (a 12 KB delivery is 3 operations: the issue's facts,
 * docs/rooms.md "Cost"). Connects and subscribes are counted as operations here (conservative);
 * keep-alives (`ka`, every 60 s) are not.
 */
export const EVENTS_PRICES = {
  perMillionOperations: 1.0,
  perMillionConnectionMinutes: 0.08,
  meteredKb: 5,
} as const;

/** What a show night is (the assumptions), per room and per viewer. */
export const SHOW_NIGHT = {
  hours: 3,
  /** Messages a second in the room, the whole night (the bench's rate: a busy room, an upper bound). */
  messagesPerSecond: 50,
  /** One frame per room per publish window (ROOM_PUBLISH_WINDOW_MS): at 50 messages/s every window has some. */
  framesPerSecond: 1000 / ROOM_PUBLISH_WINDOW_MS,
  /** Connections per viewer in the night: the first and two reconnects (a phone locked, a network change). */
  connectsPerViewer: 3,
  /** GET room + GET messages `after` on each (re)connect. */
  readsPerConnect: 2,
  /** Pops per viewer-hour (counted on the server, published in the frame: no delivery of their own). */
  popsPerViewerHour: 20,
  /** Function time (ms at 512 MB): a message (checks, store, sequence, publish), a Pop, a read. */
  postFunctionMs: 80,
  popFunctionMs: 40,
  readFunctionMs: 60,
  /**
   * DynamoDB request units. A message: the item, the room's sequence counter, the fan's rate window,
   * the slow-mode and duplicate marker (4 writes) and the room, the fan's standing and controls read
   * (4 reads). A Pop: its counter and rate window (2 writes), the room read (1). A read: the room and
   * a page of 50 messages (~25 KB: 8 units).
   */
  writeUnitsPerMessage: 4,
  readUnitsPerMessage: 4,
  writeUnitsPerPop: 2,
  readUnitsPerPop: 1,
  readUnitsPerRead: 8,
  /** The answer of a read through CloudFront, KB (the room with its 50 newest messages). */
  readResponseKb: 25,
  /** Per-viewer-hour target (issue 38). */
  targetPerViewerHour: 0.01,
} as const;

/** Live-chat lines of several lengths (a room's talk is short; some lines are long). */
const SAMPLE_TEXTS = [
  'That spear came out of nowhere!! Best match of the night so far 🔥🔥',
  'YES YES YES',
  'he kicked out at 2.9, I was out of my seat',
  'the ref is having a night',
  'this crowd is so hot tonight, you can hear them over the commentary',
  'BOOOO',
  'who booked this finish? it makes no sense after last week',
  'chills. actual chills.',
  'LET HIM COOK',
  'sloppy spot there but they recovered well',
  '10/10 no notes 👏',
  'if this is the title change I am calling it now: new champ tonight, the crowd wants it and so do I',
];

/** Deterministic "random" characters, so the model prints the same figures every run. */
function sampleChars(seed: number, length: number, alphabet: string): string {
  let x = (seed * 2_654_435_761) >>> 0;
  let out = '';
  for (let i = 0; i < length; i += 1) {
    x = (x * 1_103_515_245 + 12_345) >>> 0;
    out += alphabet[(x >>> 16) % alphabet.length];
  }
  return out;
}

/**
 * A typical message as the room publishes it: its own author (a fan's id is a Cognito UUID, their
 * picture an upload path with a ULID, 3 fans in 5 with a picture), a live-chat line, ids as the app
 * makes them. Messages differ from each other as a window's do, so compression is not flattered.
 */
export function sampleRoomMessage(seq: number): RoomMessage {
  const hex = sampleChars(seq, 32, '0123456789abcdef');
  const authorId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const upload = `01JD${sampleChars(seq + 7, 22, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')}`;
  return {
    seq,
    showId: '01JD7X3K9QH2M4N6P8R0S2T4V6',
    matchId: seq % 3 === 0 ? null : '01JD7X4A1B3C5D7E9F1G3H5J7K',
    phase: seq % 3 === 0 ? null : 'during',
    text: SAMPLE_TEXTS[seq % SAMPLE_TEXTS.length] ?? '',
    authorId,
    authorHandle: `fan_${sampleChars(seq + 3, 8, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
    authorDisplayName: `Fan ${sampleChars(seq + 5, 6, 'abcdefghijklmnopqrstuvwxyz')}`,
    authorProfileImageUrl: seq % 5 < 3 ? `/media/uploads/${authorId}/${upload}.thumb.webp` : null,
    createdAt: new Date(Date.UTC(2026, 10, 28, 20, 15, 3) + (seq % 500) * 20).toISOString(),
  };
}

/**
 * The bytes of one frame as a viewer receives it: the frame (roomFrameSchema) with a window's
 * messages and the Pop counts, encoded as the room publishes it (deflated, base64:
 * functions/domain/rooms/frame-codec.ts), inside the data frame AppSync delivers (the event a JSON
 * string: its quotes escaped), which is what is metered.
 */
export function frameBytes(messagesPerFrame: number): number {
  const messages = Array.from({ length: messagesPerFrame }, (_, i) => sampleRoomMessage(100_000 + i));
  const frame: RoomFrame = roomFrameSchema.parse({
    showId: '01JD7X3K9QH2M4N6P8R0S2T4V6',
    messages,
    pops: { main: 1520, '01JD7X4A1B3C5D7E9F1G3H5J7K': 20411 },
    lastSeq: 100_000 + messagesPerFrame - 1,
  });
  return Buffer.byteLength(JSON.stringify(encodeFrame(frame)), 'utf8');
}

/** The same frame as plain JSON (what it would be without the deflate), for the docs' comparison. */
export function plainFrameBytes(messagesPerFrame: number): number {
  const messages = Array.from({ length: messagesPerFrame }, (_, i) => sampleRoomMessage(100_000 + i));
  const frame = { showId: '01JD7X3K9QH2M4N6P8R0S2T4V6', messages, lastSeq: 100_000 + messagesPerFrame - 1 };
  return Buffer.byteLength(JSON.stringify(JSON.stringify(frame)), 'utf8');
}

export interface ShowNightLine {
  readonly item: string;
  readonly usd: number;
  readonly basis: string;
}

/** The volumes and bill of one show night with `viewers` in one room (no free tiers). */
export function showNight(viewers: number) {
  const n = SHOW_NIGHT;
  const p = PRICES;
  const M = 1_000_000;
  const seconds = n.hours * 3600;
  const viewerHours = viewers * n.hours;
  const messages = n.messagesPerSecond * seconds;
  const frames = n.framesPerSecond * seconds;
  const messagesPerFrame = Math.ceil(n.messagesPerSecond / n.framesPerSecond);
  const bytesPerFrame = frameBytes(messagesPerFrame);
  const opsPerFrame = Math.ceil(bytesPerFrame / (EVENTS_PRICES.meteredKb * 1024));
  const deliveries = frames * viewers;
  const deliveryOps = deliveries * opsPerFrame;
  const inboundOps = frames * opsPerFrame;
  const connects = viewers * n.connectsPerViewer;
  const connectOps = connects * 2; // connect + subscribe
  const connectionMinutes = viewers * n.hours * 60;
  const pops = viewerHours * n.popsPerViewerHour;
  const reads = connects * n.readsPerConnect;
  const requests = messages + pops + reads;
  const gbSeconds =
    (messages * n.postFunctionMs + pops * n.popFunctionMs + reads * n.readFunctionMs) / 1000 / 2; // 512 MB
  const writes = messages * n.writeUnitsPerMessage + pops * n.writeUnitsPerPop;
  const readUnits = messages * n.readUnitsPerMessage + pops * n.readUnitsPerPop + reads * n.readUnitsPerRead;
  const egressGb = (reads * n.readResponseKb) / 1024 ** 2;
  const logsGb = (requests * ASSUMPTIONS.logBytesPerApiRequest) / 1024 ** 3;
  const fmtM = (x: number) => `${(x / M).toLocaleString('en-US', { maximumFractionDigits: 2 })}M`;

  const lines: ShowNightLine[] = [
    {
      item: 'AppSync Events: deliveries',
      usd: (deliveryOps / M) * EVENTS_PRICES.perMillionOperations,
      basis: `${fmtM(deliveries)} frames delivered (${n.framesPerSecond}/s to each viewer) x ${opsPerFrame} operation${opsPerFrame === 1 ? '' : 's'} (a frame of ${messagesPerFrame} messages is ${fmt(bytesPerFrame)} bytes)`,
    },
    {
      item: 'AppSync Events: publishes, connects, subscribes',
      usd: ((inboundOps + connectOps) / M) * EVENTS_PRICES.perMillionOperations,
      basis: `${fmt(frames)} frames published, ${fmt(connects)} connects and as many subscribes`,
    },
    {
      item: 'AppSync Events: connection minutes',
      usd: (connectionMinutes / M) * EVENTS_PRICES.perMillionConnectionMinutes,
      basis: `${fmtM(connectionMinutes)} minutes`,
    },
    {
      item: 'API Gateway (HTTP), CloudFront, WAF',
      usd:
        (requests / M) * (p.httpApiPerMillion + p.wafPerMillionRequests) +
        (requests / 10_000) * p.cloudFrontPer10kHttpsRequests +
        egressGb * p.cloudFrontEgressGb,
      basis: `${fmt(messages)} messages, ${fmt(pops)} Pops, ${fmt(reads)} room and message reads`,
    },
    {
      item: 'Lambda',
      usd: gbSeconds * p.lambdaGbSecond + (requests / M) * p.lambdaPerMillionRequests,
      basis: `${fmt(gbSeconds)} GB-s (arm64, 512 MB), ${fmtM(requests)} invocations`,
    },
    {
      item: 'DynamoDB',
      usd: (writes / M) * p.dynamoPerMillionWrites + (readUnits / M) * p.dynamoPerMillionReads,
      basis: `${fmtM(writes)} writes, ${fmtM(readUnits)} reads (on demand)`,
    },
    {
      item: 'CloudWatch logs',
      usd: logsGb * p.logsIngestGb,
      basis: `${logsGb.toFixed(1)} GB ingested`,
    },
  ];
  const totalUsd = lines.reduce((sum, line) => sum + line.usd, 0);
  return {
    viewers,
    viewerHours,
    messages,
    frames,
    messagesPerFrame,
    bytesPerFrame,
    opsPerFrame,
    deliveries,
    deliveryOps,
    connectionMinutes,
    lines,
    totalUsd,
    perViewerHour: totalUsd / viewerHours,
  };
}

/** The show nights the doc shows. */
export const SHOW_NIGHT_VIEWERS = [10_000, 100_000] as const;

/**
 * The most messages one frame can carry within one metered operation (5 KB as delivered): past it,
 * each delivery is two operations and deliveries cost twice as much.
 */
export function messagesWithinOneOperation(): number {
  let n = 1;
  while (frameBytes(n + 1) <= EVENTS_PRICES.meteredKb * 1024) n += 1;
  return n;
}

/** The generated show-night part of docs/cost.md (markdown). */
export function renderShowNight(): string {
  const [small, large] = SHOW_NIGHT_VIEWERS.map(showNight) as [
    ReturnType<typeof showNight>,
    ReturnType<typeof showNight>,
  ];
  const money = (x: number) => (x < 10 ? `$${x.toFixed(2)}` : usd(x));
  const rows = small.lines.map((line, i) => {
    const other = large.lines[i] as ShowNightLine;
    return `| ${line.item} | ${money(line.usd)} | ${money(other.usd)} | ${other.basis} |`;
  });
  const perHour = (x: number) => `$${x.toFixed(4)}`;
  const target = SHOW_NIGHT.targetPerViewerHour;
  const verdict = (night: ReturnType<typeof showNight>) =>
    night.perViewerHour <= target ? 'within' : `${(night.perViewerHour / target).toFixed(1)}x`;
  const assumptions = Object.entries(SHOW_NIGHT).map(([key, value]) => `| \`${key}\` | ${value} |`);
  return [
    `### A show night: one room, ${SHOW_NIGHT.hours} hours, ${SHOW_NIGHT.messagesPerSecond} messages a second`,
    '',
    `| Item | ${fmt(small.viewers)} viewers | ${fmt(large.viewers)} viewers | Volumes at ${fmt(large.viewers)} viewers |`,
    '| --- | ---: | ---: | --- |',
    ...rows,
    `| **Total** | **${money(small.totalUsd)}** | **${money(large.totalUsd)}** | the night |`,
    '',
    `Per viewer-hour: ${perHour(small.perViewerHour)} at ${fmt(small.viewers)} viewers, ${perHour(large.perViewerHour)} at ${fmt(large.viewers)} (target $${target.toFixed(2)}: ${verdict(small)} / ${verdict(large)}). ` +
      `Deliveries are ${Math.round(((small.lines[0]?.usd ?? 0) / small.totalUsd) * 100)}% of it: every viewer gets ${SHOW_NIGHT.framesPerSecond} frames a second, each ${small.opsPerFrame === 1 ? 'one operation' : `${small.opsPerFrame} operations`} of ${EVENTS_PRICES.meteredKb} KB. ` +
      `A frame of ${small.messagesPerFrame} messages is ${fmt(small.bytesPerFrame)} bytes as delivered, deflated (${fmt(plainFrameBytes(small.messagesPerFrame))} as plain JSON: ${Math.ceil(plainFrameBytes(small.messagesPerFrame) / (EVENTS_PRICES.meteredKb * 1024))} operations a delivery); ` +
      `one frame stays within one operation up to ${messagesWithinOneOperation()} messages, ${fmt(messagesWithinOneOperation() * SHOW_NIGHT.framesPerSecond)} messages a second.`,
    '',
    '| Show-night assumption | Value |',
    '| --- | ---: |',
    ...assumptions,
  ].join('\n');
}
