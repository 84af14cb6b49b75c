/**
 * Powertools Metrics, for lib/observability.ts, a lazy module (../lazy.ts): loaded at the end of the
 * first invocation that counted something, so the many requests that count nothing never load it.
 * Static re-exports (see ./s3.mts); observability.ts makes the one Metrics instance, with its logger.
 */
export { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
