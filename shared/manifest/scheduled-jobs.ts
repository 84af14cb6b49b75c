/** Scheduled jobs: EventBridge rules in AWS, the local scheduler in `npm run dev`. */
import { type Grant, TABLE_RW } from './access';

export interface ScheduledJob {
  readonly name: string;
  readonly handler: `jobs/${string}`;
  /** EventBridge schedule expression in AWS. */
  readonly schedule: `rate(${string})`;
  /** How often the local scheduler runs it. */
  readonly localEverySeconds: number;
  readonly grants: readonly Grant[];
}

export const SCHEDULED_JOBS = [
  {
    // Ranks hashtags, posts and creators of each timeframe from the hourly activity counters and
    // writes one snapshot per ranking (docs/trending.md). `npm run job -- trending` runs it once.
    name: 'trending',
    handler: 'jobs/trending',
    schedule: 'rate(5 minutes)',
    localEverySeconds: 30,
    grants: TABLE_RW,
  },
  {
    // Verifies or re-runs the purge of deleted accounts, deletes the Cognito user a closed account
    // still has, and closes accounts whose Cognito user was deleted some other way (docs/account.md).
    name: 'account-sweeper',
    handler: 'jobs/account-sweeper',
    schedule: 'rate(1 day)',
    localEverySeconds: 120,
    grants: [...TABLE_RW, 'uploads:read', 'userpool:admin'],
  },
  {
    // Deletes parked stream records and trending hours whose retention is over, so no copy of a
    // deleted fan's data waits for DynamoDB's TTL (docs/account.md).
    name: 'retention',
    handler: 'jobs/retention',
    schedule: 'rate(1 day)',
    localEverySeconds: 600,
    grants: TABLE_RW,
  },
  {
    // Show-night alerts (issue 38, docs/rooms.md): the shows starting within the next 15 minutes get
    // their "starts in 15 minutes" alert, once per show, as pages of work (followers, bell ringers).
    name: 'show-alerts',
    handler: 'jobs/show-alerts',
    schedule: 'rate(1 minute)',
    localEverySeconds: 60,
    grants: TABLE_RW,
  },
] as const satisfies readonly ScheduledJob[];

export type ScheduledJobName = (typeof SCHEDULED_JOBS)[number]['name'];

/**
 * The origin-verify secret's rotation (docs/safety.md, "Only through CloudFront"): Secrets Manager
 * calls the handler with each of its four steps every `everyDays` days; no EventBridge rule. Not
 * run locally: the local cloud has no CloudFront and no secret (the origin-verify check is off).
 */
export const ORIGIN_SECRET_ROTATION = {
  name: 'rotate-origin-secret',
  handler: 'jobs/rotate-origin-secret',
  everyDays: 30,
} as const;
