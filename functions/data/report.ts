/**
 * Reports (moderation) and the admin audit log.
 *
 *   REPORT#{reportId} / REPORT                  a report; GSI1 REPORTS / {id}, GSI3 REPORTS#{status} / {id}
 *   REPORTED#{post|comment|roomMessage}#{id} / {reporterId} one report per member per item (and an
 *                                               item's reports; a room message's id: {showId}:{seq})
 *   REPORTSTATS#ALL / STATS                     exact counts: total, pending, reviewed, resolved
 *   RATE#{userId} / report#{hour}               reports a member filed this hour (data/rate.ts)
 *   AUDIT#LOG / {entryId}                       an admin action (ids are ULIDs: newest last)
 *
 * Filing a report is one transaction: the report, the member's marker on the item (absent), the
 * hourly counter (below the limit) and the stats. A status change is one transaction too: the
 * report (still pending), the stats and the audit entry. Counts are exact under any concurrency.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REPORTS_PER_HOUR } from '../../shared/constants';
import type { AuditEntry, ReportReason, ReportStats, ReportStatus } from '../../shared/schemas/moderation';
import { batchGet, batchWrite, keyOf, transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { KEYS } from './keys';
import { newestFirst, type Page, queryPages } from './page';
import { rateKey } from './rate';

/** A post, a comment, or a show room's message (its id: `{showId}:{seq}`, ./rooms/report.ts). */
export type ReportTargetKind = 'post' | 'comment' | 'roomMessage';

/** What was reported, as it read when it was reported (kept after a takedown). */
export interface ReportedContent {
  kind: ReportTargetKind;
  id: string;
  content: string;
  authorId: string;
  /** The post a reported comment is on. */
  postId: string | null;
  /** A room message's room: the show, its name then, and the message's sequence number. */
  room?: { showId: string; showName: string; seq: number };
}

export interface ReportItem {
  PK: string;
  SK: typeof KEYS.report.sk;
  type: 'report';
  id: string;
  status: ReportStatus;
  createdAt: string;
  reason: ReportReason;
  description: string | null;
  reporterId: string;
  target: ReportedContent;
  /** When an admin took the content down, and who. */
  removedAt: string | null;
  removedBy: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  GSI1PK: string;
  GSI1SK: string;
  GSI3PK: string;
  GSI3SK: string;
}

export type NewReport = Pick<
  ReportItem,
  'id' | 'reason' | 'description' | 'reporterId' | 'target' | 'createdAt'
>;

export const reportKey = (reportId: string) => ({ PK: `${KEYS.report.pk}${reportId}`, SK: KEYS.report.sk });
const reportedItemPk = (kind: ReportTargetKind, id: string) => `${KEYS.reportedItem.pk}${kind}#${id}`;
export const reportedItemKey = (kind: ReportTargetKind, id: string, reporterId: string) => ({
  PK: reportedItemPk(kind, id),
  SK: reporterId,
});
/** The reports a fan filed: REPORTER#{userId} / {reportId} (anonymised by the account purge). */
export const reporterReportKey = (reporterId: string, reportId: string) => ({
  PK: `${KEYS.reporterReport.pk}${reporterId}`,
  SK: reportId,
});
const STATS_KEY = { PK: `${KEYS.reportStats.pk}ALL`, SK: KEYS.reportStats.sk };
const AUDIT_PK = `${KEYS.audit.pk}LOG`;
const byStatus = (status: ReportStatus) => `${KEYS.report.gsi3}${status}`;

export type FileResult = { created: true; report: ReportItem } | { created: false; reportId: string };

/** The member has reported too much this hour. */
export class ReportRateLimitError extends Error {
  constructor() {
    super('report rate limit');
    this.name = 'ReportRateLimitError';
  }
}

/**
 * Files a report, once per member per item: a repeat returns the first report's id and changes
 * nothing. Beyond REPORTS_PER_HOUR in the current hour throws ReportRateLimitError.
 */
export async function fileReport(db: Db, input: NewReport): Promise<FileResult> {
  const marker = reportedItemKey(input.target.kind, input.target.id, input.reporterId);
  const hour = input.createdAt.slice(0, 13);
  const item: ReportItem = {
    ...reportKey(input.id),
    type: 'report',
    ...input,
    status: 'pending',
    removedAt: null,
    removedBy: null,
    reviewedAt: null,
    reviewedBy: null,
    GSI1PK: KEYS.report.gsi1,
    GSI1SK: input.id,
    GSI3PK: byStatus('pending'),
    GSI3SK: input.id,
  };
  try {
    await transactWrite(db, [
      {
        Put: {
          TableName: db.table,
          Item: { ...marker, reportId: input.id, createdAt: input.createdAt },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: rateKey('report', input.reporterId, hour),
          UpdateExpression: 'ADD filed :one SET expiresAt = :ttl',
          ConditionExpression: 'attribute_not_exists(filed) OR filed < :max',
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': REPORTS_PER_HOUR,
            ':ttl': Math.floor(Date.parse(input.createdAt) / 1000) + 2 * 3600,
          },
        },
      },
      {
        Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
      },
      {
        Put: {
          TableName: db.table,
          Item: { ...reporterReportKey(input.reporterId, input.id), type: 'reporter-report' },
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: STATS_KEY,
          UpdateExpression: 'ADD #total :one, #pending :one',
          ExpressionAttributeNames: { '#total': 'total', '#pending': 'pending' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    return { created: true, report: item };
  } catch (err) {
    if (conditionFailedAt(err, 0)) {
      const res = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: marker, ConsistentRead: true }),
      );
      return { created: false, reportId: String(res.Item?.reportId ?? '') };
    }
    if (conditionFailedAt(err, 1)) throw new ReportRateLimitError();
    throw err;
  }
}

export async function getReport(db: Db, reportId: string): Promise<ReportItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: reportKey(reportId), ConsistentRead: true }),
  );
  return (res.Item as ReportItem | undefined) ?? null;
}

/** Reports newest first, all or of one status (GSI1 / GSI3), a page before `before`. */
export async function reportsPage(db: Db, page: Page & { status?: ReportStatus }): Promise<ReportItem[]> {
  const [index, pk] = page.status ? ['GSI3', byStatus(page.status)] : ['GSI1', KEYS.report.gsi1];
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: index,
      ...newestFirst(`${index}PK`, `${index}SK`, pk as string, page),
    }),
  );
  return (res.Items ?? []) as ReportItem[];
}

export async function reportStats(db: Db): Promise<ReportStats> {
  const res = await db.doc.send(new GetCommand({ TableName: db.table, Key: STATS_KEY }));
  const n = (name: string) => Math.max(0, Number(res.Item?.[name] ?? 0));
  return { total: n('total'), pending: n('pending'), reviewed: n('reviewed'), resolved: n('resolved') };
}

export interface AuditItem extends Omit<AuditEntry, 'admin'> {
  PK: string;
  SK: string;
  type: 'audit';
  adminId: string;
}

/** The Put of an audit entry, for the transaction of the action it records. */
export function auditPut(db: Db, entry: Omit<AuditItem, 'PK' | 'SK' | 'type'>) {
  return {
    Put: {
      TableName: db.table,
      Item: { PK: AUDIT_PK, SK: entry.id, type: 'audit', ...entry },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function auditPage(db: Db, page: Page): Promise<AuditItem[]> {
  const res = await db.doc.send(
    new QueryCommand({ TableName: db.table, ...newestFirst('PK', 'SK', AUDIT_PK, page) }),
  );
  return (res.Items ?? []) as AuditItem[];
}

/** The report is no longer pending (someone else decided first). */
export class ReportNotPendingError extends Error {
  constructor() {
    super('report not pending');
    this.name = 'ReportNotPendingError';
  }
}

/** pending -> reviewed | resolved, with the stats and the audit entry, in one transaction. */
export async function decideReport(
  db: Db,
  reportId: string,
  status: Exclude<ReportStatus, 'pending'>,
  audit: Omit<AuditItem, 'PK' | 'SK' | 'type'>,
): Promise<void> {
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: reportKey(reportId),
          ConditionExpression: '#status = :pending',
          UpdateExpression: 'SET #status = :status, GSI3PK = :gsi3, reviewedAt = :at, reviewedBy = :by',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending': 'pending',
            ':status': status,
            ':gsi3': byStatus(status),
            ':at': audit.createdAt,
            ':by': audit.adminId,
          },
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: STATS_KEY,
          UpdateExpression: 'ADD #pending :minus, #decided :one',
          ExpressionAttributeNames: { '#pending': 'pending', '#decided': status },
          ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
        },
      },
      auditPut(db, audit),
    ]);
  } catch (err) {
    if (conditionFailedAt(err, 0)) throw new ReportNotPendingError();
    throw err;
  }
}

/** The ids of the reports filed on an item. */
export async function reportIdsOf(db: Db, kind: ReportTargetKind, id: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of queryPages(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': reportedItemPk(kind, id) },
      ConsistentRead: true,
    },
    (item) => String(item.reportId),
  ))
    ids.push(...page);
  return ids;
}

/** Marks reports as taken down (their snapshot of the content stays). */
export async function markReportsRemoved(db: Db, reportIds: readonly string[], at: string, by: string) {
  await Promise.all(
    reportIds.map((id) =>
      db.doc
        .send(
          new UpdateCommand({
            TableName: db.table,
            Key: reportKey(id),
            ConditionExpression: 'attribute_exists(PK) AND attribute_type(removedAt, :null)',
            UpdateExpression: 'SET removedAt = :at, removedBy = :by',
            ExpressionAttributeValues: { ':at': at, ':by': by, ':null': 'NULL' },
          }),
        )
        .catch((err: Error) => {
          if (err.name !== 'ConditionalCheckFailedException') throw err;
        }),
    ),
  );
}

/** Reports by id, in one BatchGet (those that do not exist are left out). */
export async function reportsById(db: Db, reportIds: readonly string[]): Promise<Map<string, ReportItem>> {
  const found = reportIds.length ? await batchGet(db, reportIds.map(reportKey)) : new Map();
  const out = new Map<string, ReportItem>();
  for (const id of reportIds) {
    const report = found.get(keyOf(reportKey(id))) as ReportItem | undefined;
    if (report) out.set(id, report);
  }
  return out;
}

/**
 * A purged fan's reports stay for the admins without who filed them: each names `anonymous` as its
 * reporter, and the fan's entries (their list of reports, their marker on the reported item) go.
 */
export async function forgetReporter(
  db: Db,
  reporterId: string,
  reportIds: readonly string[],
  anonymous: string,
): Promise<void> {
  const found = await reportsById(db, reportIds);
  const forget = async (id: string) => {
    const report = found.get(id);
    if (report?.reporterId === reporterId) {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: reportKey(id),
          UpdateExpression: 'SET reporterId = :anon',
          ExpressionAttributeValues: { ':anon': anonymous },
        }),
      );
    }
    await batchWrite(db, [
      { delete: reporterReportKey(reporterId, id) },
      ...(report ? [{ delete: reportedItemKey(report.target.kind, report.target.id, reporterId) }] : []),
    ]);
  };
  for (let i = 0; i < reportIds.length; i += 5) await Promise.all(reportIds.slice(i, i + 5).map(forget));
}
