/**
 * X-Ray tracing with Powertools Tracer, for the HTTP routes and the stream lanes (the kinds the
 * runtime contract deploys with active tracing). Used only by those chains (http/wiring.ts,
 * lib/lane.ts), so the other functions carry none of it.
 *
 * Each invocation is a segment with the cold start and service as annotations; calls through the
 * DynamoDB client are subsegments named by operation (captureAWSv3Client). Other outgoing HTTPS calls
 * (S3, Cognito, @connections) are not traced: their URLs can hold a fan's id (an S3 object key), and
 * X-Ray keeps traces 30 days. Responses are not recorded (they hold fans' data).
 *
 * The Tracer and the X-Ray SDK (lib/lazy/xray.mts, a file of its own in the asset: lib/lazy.ts) are
 * loaded on the first invocation, not at module init, and only inside Lambda with tracing not switched off (POWERTOOLS_TRACE_ENABLED=false): outside
 * Lambda (unit tests, the local cloud) Tracer would turn itself off anyway, so there nothing is
 * loaded. The first invocation still opens the handler's subsegment before the handler runs and
 * annotates the cold start (docs/performance.md, "Lambda bundles and cold start").
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MiddlewareObj, Request } from '@middy/core';
import { loadXray } from './lazy';

/** Whether Powertools Tracer can be on here: inside Lambda, and not switched off. */
export const tracingPossible = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.AWS_EXECUTION_ENV) && env.POWERTOOLS_TRACE_ENABLED !== 'false';

let loading: Promise<MiddlewareObj> | undefined;

/** The Tracer's middleware, loaded once per container on first use. */
const tracerMiddleware = (client: () => DynamoDBDocumentClient) => {
  loading ??= loadXray().then((m) => m.tracerMiddleware(client()));
  return loading;
};

/**
 * The middy middleware of a traced chain: the invocation's segment, and the calls of the AWS client
 * `client` gives (the table's DynamoDB client, from the chain that knows it: http/wiring.ts, the lanes).
 */
export function traced(client: () => DynamoDBDocumentClient): MiddlewareObj {
  let inner: MiddlewareObj | undefined;
  return {
    name: 'traced',
    before: async (request: Request) => {
      if (!inner && tracingPossible()) inner = await tracerMiddleware(client);
      return inner?.before?.(request);
    },
    after: async (request: Request) => inner?.after?.(request),
    onError: async (request: Request) => inner?.onError?.(request),
  };
}
