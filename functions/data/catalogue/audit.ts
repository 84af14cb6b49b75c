/**
 * The catalogue's audit log and a championship's history (issue 28, docs/wrestling.md). The admin
 * tab's lists are read in entities.ts (`entityPageOfKind`) and shows.ts (`showsNewestFirst`).
 *
 *   CATALOGUE#AUDIT / {entryId}             one catalogue change (who, what, before and after),
 *                                           written in the change's own transaction; ids are ULIDs,
 *                                           so newest first is ScanIndexForward false
 *   ENTITY#{championshipId} / LINK#holder#{holderId}  and  REIGN#{from}#{n}
 *                                           a championship's holder links and reigns, with the marks
 *                                           results left on them (data/catalogue/items.ts): one Query
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CatalogueAction } from '../../../shared/schemas/catalogue-admin';
import type { EntityKind } from '../../../shared/schemas/wrestling';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { newestFirst, type Page } from '../page';
import type { LinkItem, ReignItem } from './items';
import { entityPk } from './items';

export interface CatalogueAuditItem {
  PK: string;
  SK: string;
  type: 'catalogue-audit';
  id: string;
  actorId: string;
  action: CatalogueAction;
  entityId: string;
  kind: EntityKind;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** An import run's entry (data/catalogue/import.ts `putImportAudit`): no one entity, the file's counts. */
export interface ImportAuditItem {
  PK: string;
  SK: string;
  type: 'catalogue-audit';
  id: string;
  actorId: string;
  action: 'import';
  entityId: null;
  kind: null;
  at: string;
  source: string;
  counts: unknown;
}

export function catalogueAuditItem(
  entry: Omit<CatalogueAuditItem, 'PK' | 'SK' | 'type'>,
): CatalogueAuditItem {
  return { PK: KEYS.catalogueAudit.pk, SK: entry.id, type: 'catalogue-audit', ...entry };
}

/** The audit entry's Put, written in the change's own transaction. */
export const auditPut = (db: Db, entry: Omit<CatalogueAuditItem, 'PK' | 'SK' | 'type'>) => ({
  Put: { TableName: db.table, Item: catalogueAuditItem(entry) },
});

/** A page of the audit log, newest first (`before`: the id of the last entry already shown). */
export async function catalogueAuditPage(
  db: Db,
  page: Page,
): Promise<(CatalogueAuditItem | ImportAuditItem)[]> {
  const res = await db.doc.send(
    new QueryCommand({ TableName: db.table, ...newestFirst('PK', 'SK', KEYS.catalogueAudit.pk, page) }),
  );
  return (res.Items ?? []) as (CatalogueAuditItem | ImportAuditItem)[];
}

/**
 * A championship's holder links (those that hold it and those results took it from) and its reigns,
 * oldest first (a title has tens, not thousands): one consistent Query from LINK#holder# to the last
 * REIGN# (a championship's partition holds nothing else between them).
 */
export async function titleHistory(
  db: Db,
  championshipId: string,
): Promise<{ holderLinks: LinkItem[]; reigns: ReignItem[] }> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': entityPk(championshipId),
          ':from': `${KEYS.entityLink.sk}holder#`,
          ':to': `${KEYS.reign.sk}\uffff`,
        },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return {
    holderLinks: items.filter((i) => i.type === 'entity-link' && i.rel === 'holder') as unknown as LinkItem[],
    reigns: items.filter((i) => i.type === 'reign') as unknown as ReignItem[],
  };
}
