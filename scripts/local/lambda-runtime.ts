/**
 * Loads function modules by manifest name and runs them as Lambda would: with a Lambda context whose
 * timeout and memory are those of the function's kind in the runtime contract, and, since the local
 * cloud runs many invocations at once in one process, each inside its own invocation store (as
 * Lambda's multi-concurrency runtime does), so Powertools keeps one invocation's request id and log
 * keys apart from another's.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';
import { FUNCTION_SETTINGS, type FunctionKind } from '../../shared/manifest/runtime';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

// biome-ignore lint/suspicious/noExplicitAny: handlers have many event shapes
type AnyHandler = (event: any, context: Context) => Promise<any>;
const cache = new Map<string, Promise<AnyHandler>>();

/** `module` is a manifest handler such as "http/get-current-user" (functions/http/get-current-user.ts). */
function loadHandler(module: string): Promise<AnyHandler> {
  let loaded = cache.get(module);
  if (!loaded) {
    const file = path.join(REPO_ROOT, 'functions', `${module}.ts`);
    loaded = import(pathToFileURL(file).href).then((m: { handler?: AnyHandler }) => {
      if (typeof m.handler !== 'function') throw new Error(`${file} does not export a handler`);
      return m.handler;
    });
    cache.set(module, loaded);
  }
  return loaded;
}

let invocation = 0;

/** A Lambda context for one invocation of a function of `kind`, with that kind's timeout and memory. */
export function lambdaContext(functionName: string, kind: FunctionKind): Context {
  const { timeoutSeconds, memoryMb } = FUNCTION_SETTINGS[kind];
  const started = Date.now();
  invocation++;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: `local-${Date.now().toString(36)}-${invocation}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutSeconds * 1000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

let store: Promise<InvokeStoreBase> | undefined;

/**
 * The invocation store Lambda's runtime sets up when it runs invocations concurrently. The first
 * caller creates it for the whole process, so the local cloud sets it up before its first AWS SDK
 * call (the SDK asks for it too, and would otherwise get the one-invocation-at-a-time kind).
 */
export function invocationStore(): Promise<InvokeStoreBase> {
  store ??= InvokeStore.getInstanceAsync(true).then((created) => {
    // Powertools keeps its state per invocation only when this says invocations overlap.
    process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
    return created;
  });
  return store;
}

/**
 * Runs the handler of manifest module `module`, a function of `kind`. Nothing stops it at its
 * timeout (an in-process call cannot be killed); an overrun is logged, as it would fail in AWS.
 */
export async function invoke(
  module: string,
  kind: FunctionKind,
  event: unknown,
  log: (line: string) => void = () => undefined,
): Promise<unknown> {
  const [handler, invocations] = await Promise.all([loadHandler(module), invocationStore()]);
  const context = lambdaContext(module.replace(/\//g, '-'), kind);
  const scope = { [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId };
  try {
    return await invocations.run(scope, () => handler(event, context));
  } finally {
    if (context.getRemainingTimeInMillis() === 0) {
      log(
        `${module} ran past its ${FUNCTION_SETTINGS[kind].timeoutSeconds} s timeout: it would time out in AWS`,
      );
    }
  }
}
