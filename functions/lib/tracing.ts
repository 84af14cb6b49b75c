/**
 * X-Ray tracing with Powertools Tracer, for the HTTP routes and the stream lanes (the kinds the
 * runtime contract deploys with active tracing). Imported only by those chains (lib/http.ts,
 * lib/lane.ts), so the other functions carry none of it.
 *
 * Each invocation is a segment with the cold start and service as annotations; calls through the
 * DynamoDB client are subsegments named by operation (captureAWSv3Client), other outgoing HTTPS calls
 * (S3, Cognito, @connections) subsegments by host (Tracer patches https). Responses are not recorded
 * (they hold fans' data). Outside Lambda (unit tests, the local cloud) Tracer turns itself off.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { SERVICE_NAME } from '../../shared/manifest/runtime';
import { getDb } from '../data/client';

export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });

let dbTraced = false;

/** The middy middlewares of a traced chain: the invocation's segment, and the DynamoDB client's calls. */
export function traced() {
  return [
    captureLambdaHandler(tracer, { captureResponse: false }),
    {
      before: () => {
        if (dbTraced || !tracer.isTracingEnabled()) return;
        // The document client shares its client's middleware stack: one capture covers both.
        tracer.captureAWSv3Client(getDb().doc);
        dbTraced = true;
      },
    },
  ];
}
