/**
 * The copies of a deleted fan's data that no query can check (backups, point-in-time recovery, old
 * upload versions, logs) and the ones kept a while by design (parked stream records, old trending
 * hours), each with the setting that bounds it, as a stage deploys it: how many days after the
 * deletion the last copy is gone at the latest. infra/test/retention.test.ts holds every bound
 * within the Privacy Policy's DELETION_PROMISE_DAYS and checks the synthesized templates use these
 * very settings; `npm run purge:check` prints them; docs/account.md explains them.
 */
import { TIMEFRAME_HOURS, TRENDING_ACTIVITY_TTL_DAYS } from '../shared/constants';
import {
  ACCESS_LOGS_KEPT_DAYS,
  DELETION_LAG_DAYS,
  PARKED_RECORD_KEPT_DAYS,
  PITR_RECOVERY_DAYS,
  PURGE_FINISHED_DAYS,
  UPLOAD_VERSIONS_KEPT_DAYS,
} from '../shared/retention';
import type { StageSettings } from './stage-settings';

export interface BoundedCopy {
  /** What the copy is. */
  readonly copy: string;
  /** The setting that bounds it (days). */
  readonly keptDays: number;
  /** How it goes once its time is up. */
  readonly goneBy: string;
  /** Days after the account's deletion by which the last copy of the fan is gone, at the latest. */
  readonly goneWithinDays: number;
}

const LONGEST_WINDOW_DAYS = TIMEFRAME_HOURS.month / 24;

/**
 * Every bounded copy of a stage. The purge finishes within PURGE_FINISHED_DAYS of the deletion, so
 * the last copy of anything it removes is made then at the latest.
 */
export function boundedCopies(settings: StageSettings): BoundedCopy[] {
  const purge = PURGE_FINISHED_DAYS;
  return [
    {
      copy: 'Daily table backups (AWS Backup, and the copy vault)',
      keptDays: settings.backupRetentionDays,
      goneBy: 'the backup plan deletes each recovery point',
      goneWithinDays: purge + settings.backupRetentionDays + DELETION_LAG_DAYS.backup,
    },
    {
      copy: 'Point-in-time recovery of the table',
      keptDays: PITR_RECOVERY_DAYS,
      goneBy: 'the recovery window moves past the purge',
      goneWithinDays: purge + PITR_RECOVERY_DAYS,
    },
    {
      copy: 'Old versions of uploaded images',
      keptDays: UPLOAD_VERSIONS_KEPT_DAYS,
      goneBy: 'the bucket lifecycle rule expires noncurrent versions',
      goneWithinDays: purge + UPLOAD_VERSIONS_KEPT_DAYS + DELETION_LAG_DAYS.s3Lifecycle,
    },
    {
      copy: 'Lambda logs and API access logs (fan ids)',
      keptDays: settings.logs.retention,
      goneBy: 'CloudWatch Logs retention',
      goneWithinDays: purge + settings.logs.retention + DELETION_LAG_DAYS.logs,
    },
    {
      copy: 'CloudFront and S3 access logs (IP addresses, paths with fan ids)',
      keptDays: ACCESS_LOGS_KEPT_DAYS,
      goneBy: "the access-log bucket's lifecycle rule expires them",
      goneWithinDays: purge + ACCESS_LOGS_KEPT_DAYS + DELETION_LAG_DAYS.s3Lifecycle,
    },
    {
      copy: 'Parked stream records (whole item images)',
      keptDays: PARKED_RECORD_KEPT_DAYS,
      goneBy: 'the retention job',
      goneWithinDays: purge + PARKED_RECORD_KEPT_DAYS + DELETION_LAG_DAYS.dailyJob,
    },
    {
      // A post's removal takes its author out of the hour's hashtag authors while the hour is in
      // the longest window; an older hour is deleted whole once TRENDING_ACTIVITY_TTL_DAYS old.
      copy: 'Hashtag authors of trending hours older than the 30-day window',
      keptDays: TRENDING_ACTIVITY_TTL_DAYS,
      goneBy: 'the retention job deletes the hour',
      goneWithinDays: Math.max(
        purge,
        TRENDING_ACTIVITY_TTL_DAYS - LONGEST_WINDOW_DAYS + DELETION_LAG_DAYS.dailyJob,
      ),
    },
  ];
}
