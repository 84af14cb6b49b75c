import { inject } from 'vitest';

// Test files call handlers' data modules directly too: give them the local cloud's environment.
Object.assign(process.env, inject('cloud').env);
// The cloud's process runs invocations side by side and says so (AWS_LAMBDA_MAX_CONCURRENCY, see
// scripts/local/lambda-runtime.ts); this worker inherited that variable but calls handlers one at a
// time, without that runtime's invocation store, as a single-concurrency Lambda does.
delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
