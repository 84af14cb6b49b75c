/**
 * Logging and metrics with Powertools for AWS Lambda. Logs are one JSON object per line (errors keep
 * their stack), each with the invocation's request id once `observe()` (or the stream consumer
 * shape) wraps the handler, and the caller's id after `logCaller()`. Business metrics go out as
 * CloudWatch embedded metric format (EMF) lines, published at the end of each invocation that
 * counted something (also when the handler fails).
 *
 * Powertools Metrics is a lazy module (lib/lazy/metrics.mts, a file of its own in the asset:
 * lib/lazy.ts), not in the init file: `countMetric` records into this invocation's list, and only
 * at the end of an invocation that counted something is Metrics loaded (once per container), given
 * the counts in the order they were made, and asked to publish them, the same EMF line as when it
 * was created at init. Most requests count nothing and never load it (docs/performance.md, "Lambda
 * bundles and cold start").
 *
 * Service name and namespace come from the runtime contract's POWERTOOLS_SERVICE_NAME and
 * POWERTOOLS_METRICS_NAMESPACE; the local cloud turns metrics off and pretty-prints logs
 * (POWERTOOLS_METRICS_DISABLED, POWERTOOLS_DEV).
 */
import { InvocationScoped } from '@aws-lambda-powertools/commons/utils/invocation-scoped';
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/manifest/runtime';
import { loadMetrics } from './lazy';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });

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
let loading: ReturnType<typeof makeMetrics> | undefined;
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
  }));

/** The business events we count. */
export type BusinessMetric =
  | 'PostsCreated'
  | 'CommentsCreated'
  | 'PopsAdded'
  | 'FollowsCreated'
  | 'FanoutWrites'
  | 'WorkItemsQueued'
  | 'StreamRecordsProcessed'
  | 'StreamRecordsFailed'
  | 'StreamRecordsParked'
  | 'TrendingRankingsWritten';

/**
 * What this invocation counted, in order; emptied when it is published. Scoped to the invocation
 * as Powertools scopes its own stores (the Logger's keys, Metrics' stored metrics): one list per
 * invocation when invocations run side by side in one process (the local cloud), else one list.
 */
const counted = new InvocationScoped<{ name: BusinessMetric; value: number }[]>('ringside.metrics.counted', {
  fresh: () => [],
});

/** Counts a business event; published with the invocation's other counts at its end. */
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
  loading ??= makeMetrics();
  const { metrics, unit } = await loading;
  for (const { name, value } of counts) metrics.addMetric(name, unit, value);
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
 * invocation's counts published as EMF (also when the handler fails; `publishCounted`).
 */
export function observe() {
  return [injectLambdaContext(logger, { resetKeys: true }), publishMetrics];
}

/** Adds the caller's id to every later log line of this invocation. */
export function logCaller(userId: string): void {
  logger.appendKeys({ userId });
}
