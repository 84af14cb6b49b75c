/**
 * Logging and metrics with Powertools for AWS Lambda. Logs are one JSON object per line (errors keep
 * their stack), each with the invocation's request id once `observe()` (or the stream consumer
 * shape) wraps the handler, and the caller's id after `logCaller()`. Business metrics go out as
 * CloudWatch embedded metric format (EMF) lines, flushed at the end of each invocation.
 *
 * Service name and namespace come from the runtime contract's POWERTOOLS_SERVICE_NAME and
 * POWERTOOLS_METRICS_NAMESPACE; the local cloud turns metrics off and pretty-prints logs
 * (POWERTOOLS_METRICS_DISABLED, POWERTOOLS_DEV).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/manifest/runtime';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });

/** Metrics' own notices go to the logger; the one on every flush without metrics (most requests add none) is debug. */
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

export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
  logger: {
    debug: noticeAt('debug'),
    info: noticeAt('info'),
    warn: noticeAt('warn'),
    error: noticeAt('error'),
  },
});

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

/** Counts a business event; flushed with the invocation's other metrics. */
export function countMetric(name: BusinessMetric, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/**
 * The middy middlewares every handler chain uses: the Lambda context (request id, function name,
 * cold start) on each log line, keys appended during an invocation cleared at its end, and the
 * invocation's metrics flushed as EMF (also when the handler fails).
 */
export function observe() {
  return [injectLambdaContext(logger, { resetKeys: true }), logMetrics(metrics)];
}

/** Adds the caller's id to every later log line of this invocation. */
export function logCaller(userId: string): void {
  logger.appendKeys({ userId });
}
