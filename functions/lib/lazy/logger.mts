/**
 * Powertools Logger, for lib/observability.ts, a lazy module (../lazy.ts): loaded by the first line
 * written in the container (a successful request writes none), so the invocations that log nothing
 * never load it. observability.ts makes the one Logger, as it did at init, and runs Powertools'
 * `injectLambdaContext` middleware on it for each invocation that writes a line.
 */
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';

export { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';

/**
 * Powertools Logger, told whether the invocation whose context it adds next is the container's
 * first: it is made on the first invocation that logs, maybe a later one, and Powertools' own
 * cold start is true on the first `addContext()` of the instance.
 */
export class Logger extends PowertoolsLogger {
  /** What the next `addContext()` writes as cold_start (Powertools: only on an on-demand init). */
  setColdStart(coldStart: boolean): void {
    this.coldStart = coldStart;
  }
}
