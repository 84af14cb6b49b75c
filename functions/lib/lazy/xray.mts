/**
 * The Powertools Tracer (and with it the X-Ray SDK, about 120 KB) for lib/tracing.ts, which loads
 * this lazy module (../lazy.ts) only on the first invocation of a function whose tracing is on.
 * Bundled on its own: the DynamoDB client to capture is passed in, never imported here (an import
 * would be a second client, not the one the function uses).
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MiddlewareObj } from '@middy/core';
import { SERVICE_NAME } from '../../../shared/manifest/runtime';

/**
 * Outgoing HTTPS calls are not traced: a subsegment keeps the request's whole URL for X-Ray's 30
 * days, and an S3 URL holds the object key, `uploads/{userId}/...`, which would outlive a deleted
 * fan's 30 days (docs/account.md, "What lives where"). Their time stays in the invocation's segment.
 */
export const tracer = new Tracer({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
  captureHTTPsRequests: false,
});

/**
 * The invocation's segment (no response recorded), and the calls of `dynamoDb` (the function's
 * DynamoDB client) as subsegments.
 */
export function tracerMiddleware(dynamoDb: DynamoDBDocumentClient): MiddlewareObj {
  if (tracer.isTracingEnabled()) {
    // The document client shares its client's middleware stack: one capture covers both.
    tracer.captureAWSv3Client(dynamoDb);
  }
  return captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj;
}
