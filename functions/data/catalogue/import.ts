/**
 * What the catalogue import reads and writes beside the entity module (data/catalogue.ts): the
 * markers and items it looks up in bulk, an entity's partition and roster links, and the one audit
 * entry per run.
 *
 *   CATALOGUE#AUDIT / {entryId}             one entry per import run (actor, counts), newest last
 *
 * (The other keys it touches are data/catalogue.ts's: ENTITY#, ESLUG#, EXTID#, MATCH#, LINK#, REIGN#.)
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from '../../lib/ulid';
import { batchGet, keyOf } from '../batch';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { entityKey, entityPk, externalIdKey, slugKey } from './items';

/** The entity ids the given slugs name (absent: none). */
export async function entityIdsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, string>> {
  const found = await batchGet(db, slugs.map(slugKey));
  const ids = new Map<string, string>();
  for (const slug of slugs) {
    const marker = found.get(keyOf(slugKey(slug)));
    if (marker) ids.set(slug, marker.entityId as string);
  }
  return ids;
}

/** The entity ids the given external ids name, keyed `{source}:{id}` (absent: none). */
export async function entityIdsByExternalId(
  db: Db,
  refs: readonly { source: string; externalId: string }[],
): Promise<Map<string, string>> {
  const found = await batchGet(
    db,
    refs.map((r) => externalIdKey(r.source, r.externalId)),
  );
  const ids = new Map<string, string>();
  for (const r of refs) {
    const marker = found.get(keyOf(externalIdKey(r.source, r.externalId)));
    if (marker) ids.set(`${r.source}:${r.externalId}`, marker.entityId as string);
  }
  return ids;
}

/** The stored entity items of the given ids, by id. */
export async function entitiesById(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const found = await batchGet(db, ids.map(entityKey));
  return new Map([...found.values()].map((item) => [item.id as string, item]));
}

async function queryAll(db: Db, input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.doc.send(
      new QueryCommand({ ...input, TableName: db.table, ExclusiveStartKey: start }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every item of an entity's partition (the entity, its links, matches and reigns). */
export const entityPartition = (db: Db, id: string) =>
  queryAll(db, {
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': entityPk(id) },
    ConsistentRead: true,
  });

/** The roster links naming a wrestler or team (GSI1 LINKED#{id} / roster#{promotionId}). */
export const rosterLinksOf = (db: Db, id: string) =>
  queryAll(db, {
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :rel)',
    ExpressionAttributeValues: { ':pk': `${KEYS.entityLink.gsi1}${id}`, ':rel': 'roster#' },
  });

/** Writes one import run's audit entry (who ran it, from which file, its counts). */
export async function putImportAudit(
  db: Db,
  entry: { actorId: string; source: string; at: string; counts: unknown },
): Promise<string> {
  const id = ulid(Date.parse(entry.at));
  await db.doc.send(
    new PutCommand({
      TableName: db.table,
      Item: {
        PK: KEYS.catalogueAudit.pk,
        SK: id,
        type: 'catalogue-audit',
        id,
        action: 'import',
        entityId: null,
        kind: null,
        ...entry,
      },
    }),
  );
  return id;
}

/** The catalogue audit entries, newest first (the import's test and the script's report). */
export const catalogueAuditEntries = (db: Db, limit = 20) =>
  db.doc
    .send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': KEYS.catalogueAudit.pk },
        ScanIndexForward: false,
        Limit: limit,
      }),
    )
    .then((res) => res.Items ?? []);
