/** Counts the DynamoDB requests a client sends (benchmarks read deltas of the running total). */
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
