/**
 * Logging and metrics with Powertools for AWS Lambda. Logs are one JSON object per line (errors keep
 * their stack), each with the invocation's request id once `observe()` (or the stream consumer
 * shape) wraps the handler, and the caller's id after `logCaller()`. Business metrics go out as
 * CloudWatch embedded metric format (EMF) lines, published at the end of each invocation that
 * counted something (also when the handler fails).
 *
 * Powertools Logger and Metrics are lazy modules (lib/lazy/logger.mts, lib/lazy/metrics.mts, files
 * of their own in the asset: lib/lazy.ts), not in the init file (docs/performance.md, "Lambda
 * bundles and cold start"):
 * - `logger` takes the calls the code makes (debug/info/warn/error, appendKeys). The first line
 *   written in the container loads Powertools Logger (once per container); the lines and keys of
 *   the invocations under way wait for it and are then given to it in the order they were made, and
 *   `observe()` waits for them before the invocation returns. Once it is loaded, calls go straight
 *   to it. The Lambda context and the keys of an invocation that has written nothing are kept for
 *   it, and dropped at its end: a successful request writes no line and never loads the Logger.
 * - `countMetric` records into this invocation's list, and only at the end of an invocation that
 *   counted something is Metrics loaded (once per container), given the counts in the order they
 *   were made, and asked to publish them, the same EMF line as when it was created at init. Most
 *   requests count nothing and never load it.
 *
 * Service name and namespace come from the runtime contract's POWERTOOLS_SERVICE_NAME and
 * POWERTOOLS_METRICS_NAMESPACE; the local cloud turns metrics off and pretty-prints logs
 * (POWERTOOLS_METRICS_DISABLED, POWERTOOLS_DEV).
 */
import { InvocationScoped } from '@aws-lambda-powertools/commons/utils/invocation-scoped';
import type { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage } from '@aws-lambda-powertools/logger/types';
import type { MiddlewareObj, Request } from '@middy/core';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/manifest/runtime';
import { loadLogger, loadMetrics } from './lazy';

/** The Logger's methods the code calls, with Powertools' signatures. */
export type Log = Pick<PowertoolsLogger, 'debug' | 'info' | 'warn' | 'error' | 'appendKeys'>;

/** Powertools Logger made (as it was at init) and its context middleware, once per container. */
const makeLogger = () =>
  loadLogger().then(({ Logger, injectLambdaContext }) => {
    const made = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });
    return { logger: made, context: injectLambdaContext(made, { resetKeys: true }) };
  });
type Loaded = Awaited<ReturnType<typeof makeLogger>>;
/** One call made on `logger` (or by `observe()`), given to the real Logger. */
type Step = (loaded: Loaded) => void;

let loggerLoading: Promise<Loaded> | undefined;
/** The Logger, once loaded. */
let loaded: Loaded | undefined;
/** The steps waiting for the Logger, in the order they were made; settled when all are done. */
let written: Promise<void> = Promise.resolve();
/** How many batches of steps wait in `written`: while any do, a new step waits behind them. */
let waiting = 0;

/**
 * This invocation's steps not yet given to the Logger (its Lambda context, its keys): kept until it
 * writes a line, dropped at its end. Scoped to the invocation as `counted` is (below).
 */
const kept = new InvocationScoped<Step[]>('ringside.logger.kept', { fresh: () => [] });

/**
 * Gives `step` to the Logger after this invocation's kept steps: now if it is loaded and nothing
 * waits, else once it is (loading it if `writes`). A step that writes nothing, while the Logger is
 * neither loaded nor loading, is kept.
 */
function run(step: Step, writes: boolean): void {
  const steps = kept.get();
  steps.push(step);
  if (!writes && !loggerLoading) return;
  const now = steps.splice(0);
  if (loaded && waiting === 0) {
    for (const s of now) s(loaded);
    return;
  }
  loggerLoading ??= makeLogger().then((made) => {
    loaded = made;
    return made;
  });
  const loading = loggerLoading;
  waiting++;
  written = written
    .then(async () => {
      const made = await loading;
      for (const s of now) s(made);
    })
    .catch((error: unknown) => console.error('Powertools Logger failed: log lines lost', error))
    .finally(() => {
      waiting--;
    });
}

/** Settles once every line logged so far is written. `observe()` waits for it at each invocation's end. */
export const logsWritten = (): Promise<void> => written;

const writeAt =
  (level: 'debug' | 'info' | 'warn' | 'error') =>
  (input: LogItemMessage, ...extra: LogItemExtraInput): void =>
    run(({ logger: real }) => real[level](input, ...extra), true);

/**
 * The logger: Powertools Logger's calls, made on the real Logger once it is loaded (the module's
 * comment). A line is written before the invocation that logged it returns.
 */
export const logger: Log = {
  debug: writeAt('debug'),
  info: writeAt('info'),
  warn: writeAt('warn'),
  error: writeAt('error'),
  appendKeys: (attributes) => run(({ logger: real }) => real.appendKeys(attributes), false),
};

/** Whether no invocation has started in this container yet (its first is the cold start). */
let firstInvocation = true;

/**
 * Powertools' `injectLambdaContext(logger, { resetKeys: true })`, run on the Logger when there is
 * one: the Lambda context (request id, function name, cold start) on each line, keys appended
 * during the invocation cleared at its end. The end waits until the invocation's lines are written.
 */
const logContext: MiddlewareObj = {
  before: (request: Request) => {
    const coldStart = firstInvocation;
    firstInvocation = false;
    run(({ logger: real, context }) => {
      real.setColdStart(coldStart);
      context.before?.(request);
    }, false);
  },
  after: (request: Request) => endInvocation(request),
  onError: (request: Request) => endInvocation(request),
};

async function endInvocation(request: Request): Promise<void> {
  if (loggerLoading) run(({ context }) => context.after?.(request), false);
  else kept.get().length = 0;
  await written;
}

/**
 * Metrics' own notices go to the logger. The one about a flush without metrics is debug: we publish
 * only when something was counted, so it comes only after Metrics published on its own (at its
 * limit of 100 values of one metric) and found nothing left.
 */
const NO_METRICS_NOTICE = 'No application metrics to publish';
const noticeAt =
  (level: 'debug' | 'info' | 'warn' | 'error') =>
  (...content: unknown[]) => {
    const [first, ...details] = content;
    const message = String(first);
    const at = level === 'warn' && message.startsWith(NO_METRICS_NOTICE) ? 'debug' : level;
    if (details.length) logger[at](message, { details });
    else logger[at](message);
  };

/** Powertools Metrics, loaded and made on first use (the first invocation that counted something). */
let metricsLoading: ReturnType<typeof makeMetrics> | undefined;
const makeMetrics = () =>
  loadMetrics().then(({ Metrics, MetricUnit }) => ({
    metrics: new Metrics({
      namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
      serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
      logger: {
        debug: noticeAt('debug'),
        info: noticeAt('info'),
        warn: noticeAt('warn'),
        error: noticeAt('error'),
      },
    }),
    unit: MetricUnit.Count,
    msUnit: MetricUnit.Milliseconds,
  }));

/** The business events we count. */
export type BusinessMetric =
  | 'PostsCreated'
  | 'PostsEdited'
  | 'CommentsCreated'
  | 'PopsAdded'
  | 'FollowsCreated'
  | 'FanoutWrites'
  | 'WorkItemsQueued'
  | 'StreamRecordsProcessed'
  | 'StreamRecordsFailed'
  | 'StreamRecordsParked'
  | 'TrendingRankingsWritten'
  /** A room's frame the Events API refused or did not take in time (docs/rooms.md). */
  | 'RoomPublishErrors'
  /** A room frame's publish time minus its oldest message's createdAt, in milliseconds. */
  | 'RoomDeliveryLagMs';

/** The metrics measured in milliseconds (the others are counts). */
const MILLISECOND_METRICS: ReadonlySet<BusinessMetric> = new Set(['RoomDeliveryLagMs']);

/**
 * What this invocation counted, in order; emptied when it is published. Scoped to the invocation
 * as Powertools scopes its own stores (the Logger's keys, Metrics' stored metrics): one list per
 * invocation when invocations run side by side in one process (the local cloud), else one list.
 */
const counted = new InvocationScoped<{ name: BusinessMetric; value: number }[]>('ringside.metrics.counted', {
  fresh: () => [],
});

/**
 * Counts a business event (or records a measure in milliseconds: MILLISECOND_METRICS); published
 * with the invocation's other counts at its end.
 */
export function countMetric(name: BusinessMetric, value = 1): void {
  counted.get().push({ name, value });
}

/**
 * Publishes what was counted since the last call as EMF, through Powertools Metrics (loaded on the
 * first call that has counts); with nothing counted it loads and writes nothing. Called by
 * `observe()` at the end of every invocation.
 */
async function publishCounted(): Promise<void> {
  const counts = counted.get().splice(0);
  if (counts.length === 0) return;
  metricsLoading ??= makeMetrics();
  const { metrics, unit, msUnit } = await metricsLoading;
  for (const { name, value } of counts)
    metrics.addMetric(name, MILLISECOND_METRICS.has(name) ? msUnit : unit, value);
  metrics.publishStoredMetrics();
}

/** The middleware publishing the invocation's counts after the handler, also when it fails. */
const publishMetrics: MiddlewareObj = {
  after: publishCounted,
  onError: publishCounted,
};

/**
 * The middy middlewares every handler chain uses: the Lambda context (request id, function name,
 * cold start) on each log line, keys appended during an invocation cleared at its end, and the
 * invocation's counts published as EMF (also when the handler fails; `publishCounted`). middy runs
 * `after` and `onError` in reverse order: the invocation's lines are awaited last, after the
 * notices of Metrics and the errors the chain's later middlewares log (lib/http.ts errorMapping).
 */
export function observe() {
  return [logContext, publishMetrics];
}

/** Adds the caller's id to every later log line of this invocation. */
export function logCaller(userId: string): void {
  logger.appendKeys({ userId });
}
