/**
 * How long copies of a fan's data may outlive their account. The Privacy Policy: "Personal data is
 * deleted within 30 days of account deletion." Every copy is removed by the purge, or bounded by
 * one of these settings (docs/account.md, "What lives where, and for how long"):
 * infra/retention.ts adds them up per stage from the values the CDK deploys, infra tests hold
 * every sum within DELETION_PROMISE_DAYS, and `npm run purge:check` prints them.
 */

/** The Privacy Policy's promise. */
export const DELETION_PROMISE_DAYS = 30;

/**
 * A purge finishes within minutes of the deletion; the account sweeper (daily) re-runs one that
 * stopped and deletes a leftover Cognito user. Two days cover one missed sweep.
 */
export const PURGE_FINISHED_DAYS = 2;

/** DynamoDB point-in-time recovery: the table can be restored to any second of the last N days (1-35). */
export const PITR_RECOVERY_DAYS = 7;

/** Noncurrent versions of uploads (replaced or deleted images) expire after this (S3 lifecycle). */
export const UPLOAD_VERSIONS_KEPT_DAYS = 7;

/**
 * CloudFront's standard logs and the buckets' S3 access logs (viewers' IP addresses, request paths
 * with fan ids) expire this long after they were written (S3 lifecycle of the access-log bucket).
 */
export const ACCESS_LOGS_KEPT_DAYS = 14;

/**
 * Stream records a consumer kept failing on (PARKED#{lane}) hold whole item images, e-mails
 * included: the retention job deletes them this long after they were parked, redriven or not.
 */
export const PARKED_RECORD_KEPT_DAYS = 14;

/**
 * How late AWS's own deletions can be once a retention period ends, as its documentation states:
 * CloudWatch Logs up to 72 hours; S3 lifecycle rounds to the next midnight UTC and then expires
 * asynchronously; AWS Backup deletes expired recovery points within a day; our daily jobs run once
 * a day.
 */
export const DELETION_LAG_DAYS = { logs: 3, s3Lifecycle: 2, backup: 1, dailyJob: 1 } as const;
