/** Counts the DynamoDB requests a client sends (benchmarks read deltas of the running total). */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../functions/data/client';

export function countRequests(db: Db): () => number {
  let requests = 0;
  db.doc.middlewareStack.add(
    (next) => (args) => {
      requests++;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  return () => requests;
}

/**
 * Counts only the DynamoDB requests `call` makes (its async context), not those the local cloud's
 * stream lanes send through the same client at the same time (a bench that runs the cloud in its
 * own process shares one client with them).
 */
export function requestsOf(db: Db): <T>(call: () => Promise<T>) => Promise<{ result: T; requests: number }> {
  const scope = new AsyncLocalStorage<{ requests: number }>();
  db.doc.middlewareStack.add(
    (next) => (args) => {
      const counter = scope.getStore();
      if (counter) counter.requests++;
      return next(args);
    },
    { step: 'initialize', name: 'requestsOf' },
  );
  return async (call) => {
    const counter = { requests: 0 };
    const result = await scope.run(counter, call);
    return { result, requests: counter.requests };
  };
}
