import { inject } from 'vitest';

// Test files call handlers' data modules directly too: give them the local cloud's environment.
Object.assign(process.env, inject('cloud').env);
