/**
 * What the catalogue import (domain/catalogue/import.ts) reads and writes beside the entities module
 * (./entities.ts): the markers and items it looks up in bulk, an entity's partition and roster
 * links, the writes that make the stored relations match the file, the writes themselves, and the
 * one audit entry per run.
 *
 *   CATALOGUE#AUDIT / {entryId}             one entry per import run (actor, counts), newest last
 *
 * (The other keys it touches are data/catalogue/items.ts's: ENTITY#, ESLUG#, EXTID#, MATCH#, LINK#, REIGN#.)
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityKind } from '../../../shared/schemas/wrestling';
import { ulid } from '../../lib/ulid';
import { batchGet, batchWrite, keyOf, type TransactItems, transactWrite, type WriteRequest } from '../batch';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { entityKey, entityPk, externalIdKey, type LinkItem, slugKey } from './items';
import { sharedSearchEntryKey } from './search';

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

export type RelationKind = 'match' | 'link' | 'reign';

/**
 * The relations stored entities own, as the import keeps them (16 reads at a time): a wrestler's or
 * team's roster links (GSI1), a team's member links, a championship's holder links, a show's
 * matches and appeared links (their partitions), and the reigns of `reignsOf` (championships).
 */
export async function ownedRelations(
  db: Db,
  owners: readonly { id: string; kind: EntityKind }[],
  reignsOf: readonly string[],
): Promise<Counted<RelationKind>[]> {
  const owned: Counted<RelationKind>[] = [];
  const partitions = new Map<string, Promise<Record<string, unknown>[]>>();
  const partition = (id: string) => {
    if (!partitions.has(id)) partitions.set(id, entityPartition(db, id));
    return partitions.get(id) as Promise<Record<string, unknown>[]>;
  };
  const reads: (() => Promise<void>)[] = [];
  for (const { id, kind } of owners) {
    if (kind === 'wrestler' || kind === 'team')
      reads.push(async () => {
        for (const link of await rosterLinksOf(db, id)) owned.push({ kind: 'link', item: link });
      });
    if (kind === 'team' || kind === 'championship' || kind === 'show')
      reads.push(async () => {
        for (const item of await partition(id)) {
          const rel = item.type === 'entity-link' ? (item as unknown as LinkItem).rel : null;
          const mine =
            (kind === 'team' && rel === 'member') ||
            (kind === 'championship' && rel === 'holder') ||
            (kind === 'show' && (rel === 'appeared' || item.type === 'match'));
          if (mine) owned.push({ kind: item.type === 'match' ? 'match' : 'link', item });
        }
      });
  }
  for (const championshipId of reignsOf)
    reads.push(async () => {
      for (const item of await partition(championshipId))
        if (item.type === 'reign') owned.push({ kind: 'reign', item });
    });
  for (let i = 0; i < reads.length; i += 16) await Promise.all(reads.slice(i, i + 16).map((read) => read()));
  return owned;
}

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

/** A JSON value with its object keys sorted: equal facts give equal strings. */
export function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** An item the import wants stored, or found stored, counted under `kind`. */
export interface Counted<K extends string> {
  kind: K;
  item: Record<string, unknown>;
}
export type Change = 'created' | 'updated' | 'unchanged' | 'deleted';

/**
 * The writes that make the stored items `owned` what the file describes (`desired`: by key, the
 * last wins): new or changed ones put, the same ones (but for `updatedAt`) left alone, those the
 * file no longer gives deleted. `count` hears of each item's change.
 */
export function relationWrites<K extends string>(
  desired: readonly Counted<K>[],
  owned: readonly Counted<K>[],
  count: (kind: K, change: Change) => void,
): WriteRequest[] {
  const wanted = new Map<string, Counted<K>>();
  for (const d of desired) wanted.set(keyOf(d.item as { PK: string; SK: string }), d);
  const storedByKey = new Map(owned.map((o) => [keyOf(o.item as { PK: string; SK: string }), o]));
  const requests: WriteRequest[] = [];
  const sameItem = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const { updatedAt: _a, ...restA } = a;
    const { updatedAt: _b, ...restB } = b;
    return stable(restA) === stable(restB);
  };
  for (const [key, { kind, item }] of wanted) {
    const before = storedByKey.get(key)?.item;
    if (before && sameItem(before, item)) count(kind, 'unchanged');
    else {
      count(kind, before ? 'updated' : 'created');
      requests.push({ put: item });
    }
  }
  for (const [key, { kind, item }] of storedByKey)
    if (!wanted.has(key)) {
      count(kind, 'deleted');
      requests.push({ delete: { PK: item.PK as string, SK: item.SK as string } });
    }
  return requests;
}

/** DynamoDB's limit of items in one TransactWriteItems. */
const TRANSACTION_ITEMS = 100;

/**
 * Writes an import: the entities first (their markers refuse a slug taken meanwhile), then the
 * relation `requests`. Many entities to one transaction (up to its 100 items): far fewer round
 * trips, each entity's markers still conditioned (a slug or external id taken meanwhile refuses its
 * group). `freshTable` (a table nothing else writes to, its absence checked): new entities go in
 * batches instead.
 */
export async function writeImport(
  db: Db,
  entityTransactions: readonly TransactItems[],
  requests: readonly WriteRequest[],
  freshTable: boolean,
): Promise<void> {
  const groups: TransactItems[] = [];
  const unconditioned: WriteRequest[] = [];
  // A series' search entries are shared by its shows (every "WWE Raw"): one Put per run, since a
  // transaction or a batch refuses the same item twice.
  const shared = new Set<string>();
  const firstOfShared = (w: TransactItems[number]) => {
    const key = sharedSearchEntryKey(w);
    if (!key) return true;
    if (shared.has(key)) return false;
    shared.add(key);
    return true;
  };
  for (const all of entityTransactions) {
    const items = all.filter(firstOfShared);
    if (freshTable && items.every((w) => w.Put)) {
      for (const w of items) unconditioned.push({ put: w.Put?.Item as Record<string, unknown> });
      continue;
    }
    const last = groups.at(-1);
    if (last && last.length + items.length <= TRANSACTION_ITEMS) last.push(...items);
    else groups.push([...items]);
  }
  for (let i = 0; i < groups.length; i += 4)
    await Promise.all(groups.slice(i, i + 4).map((items) => transactWrite(db, items)));
  await batchWrite(db, [...unconditioned, ...requests]);
}
