/**
 * The Powertools Tracer (and with it the X-Ray SDK, about 120 KB of the bundle) for lib/tracing.ts,
 * which imports this module only on the first invocation of a function whose tracing is on.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';
import { SERVICE_NAME } from '../../shared/manifest/runtime';
import { getDb } from '../data/client';

export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });

/** The invocation's segment (no response recorded), and the DynamoDB client's calls as subsegments. */
export function tracerMiddleware(): MiddlewareObj {
  if (tracer.isTracingEnabled()) {
    // The document client shares its client's middleware stack: one capture covers both.
    tracer.captureAWSv3Client(getDb().doc);
  }
  return captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj;
}
