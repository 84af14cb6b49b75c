/** Scheduled jobs (trending and the purge sweeper arrive with their issues). */
import type { Grant } from './access';

export interface ScheduledJob {
  readonly name: string;
  readonly handler: `jobs/${string}`;
  /** EventBridge schedule expression in AWS. */
  readonly schedule: `rate(${string})`;
  /** How often the local scheduler runs it. */
  readonly localEverySeconds: number;
  readonly grants: readonly Grant[];
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [];
