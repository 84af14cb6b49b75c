/** Loads function modules by manifest name and gives them a Lambda-like context. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

// biome-ignore lint/suspicious/noExplicitAny: handlers have many event shapes
type AnyHandler = (event: any, context: Context) => Promise<any>;
const cache = new Map<string, Promise<AnyHandler>>();

/** `module` is a manifest handler such as "http/get-current-user" (functions/http/get-current-user.ts). */
export function loadHandler(module: string): Promise<AnyHandler> {
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

export function lambdaContext(functionName: string, timeoutMs = 10_000): Context {
  const started = Date.now();
  invocation++;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: `local-${Date.now().toString(36)}-${invocation}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export async function invoke(module: string, event: unknown): Promise<unknown> {
  const handler = await loadHandler(module);
  return handler(event, lambdaContext(module.replace(/\//g, '-')));
}
