/**
 * An entity's reads and writes (its item and markers: data/catalogue/items.ts): one by id, by slug or
 * by external id, many by id, and the transaction items that write one.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityKind } from '../../../shared/schemas/wrestling';
import { batchGet, keyOf, putNew, type TransactItems } from '../batch';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { type UserItem, userKey } from '../user';
import {
  type EntityItem,
  entityIndexKeys,
  entityKey,
  externalIdKey,
  type LinkItem,
  linkKey,
  slugKey,
} from './items';
import { ENTITY_SEARCH_VERSION, entitySearchWrites } from './search';

export async function getEntity(db: Db, id: string, consistent = false): Promise<EntityItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: entityKey(id), ConsistentRead: consistent }),
  );
  return (res.Item as EntityItem | undefined) ?? null;
}

/** The entity id a slug names, or null. */
export async function entityIdBySlug(db: Db, slug: string): Promise<string | null> {
  const res = await db.doc.send(new GetCommand({ TableName: db.table, Key: slugKey(slug) }));
  return (res.Item?.entityId as string | undefined) ?? null;
}

/** The entity id an external id names (what an earlier import wrote), or null. */
export async function entityIdByExternalId(
  db: Db,
  source: string,
  externalId: string,
): Promise<string | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: externalIdKey(source, externalId), ConsistentRead: true }),
  );
  return (res.Item?.entityId as string | undefined) ?? null;
}

/**
 * The transaction items that write an entity: the item itself and its markers. A new entity's
 * markers are new (a slug or external id taken refuses it); a changed one moves its slug marker,
 * and its facts are an Update that leaves the follower count alone. `previous` is the stored item
 * (null: new), and the entity's write is conditioned on its `updatedAt`, so two admins' edits
 * never both land. Its search words (data/catalogue/search.ts) change in the same transaction.
 */
export function entityWrites(db: Db, item: EntityItem, previous: EntityItem | null): TransactItems {
  const full = {
    ...item,
    ...entityKey(item.id),
    ...entityIndexKeys(item),
    searchVersion: ENTITY_SEARCH_VERSION,
  };
  const writes: TransactItems = [];
  writes.push(previous ? factsUpdate(db, full, previous) : putNew(db, full));
  if (!previous || previous.slug !== item.slug) {
    writes.push(putNew(db, { ...slugKey(item.slug), type: 'entity-slug', entityId: item.id }));
    if (previous) writes.push({ Delete: { TableName: db.table, Key: slugKey(previous.slug) } });
  }
  for (const [source, externalId] of Object.entries(item.externalIds)) {
    if (previous?.externalIds[source] === externalId) continue;
    writes.push(
      putNew(db, { ...externalIdKey(source, externalId), type: 'entity-external', entityId: item.id }),
    );
  }
  // The words it is found by (data/catalogue/search.ts), in step with its names.
  writes.push(...entitySearchWrites(db, item, previous));
  return writes;
}

/**
 * What the fans' side and the consumers keep on an entity item: never written by an edit of its
 * facts (a follow between the edit's read and its write still counts).
 */
const KEPT_ON_EDIT = new Set(['PK', 'SK', 'followerCount', 'big', 'bigSince', 'cardVersion']);

/**
 * An edit of a stored entity's facts: SET what the new facts say, REMOVE what they dropped, leave
 * the counters alone, conditioned on the `updatedAt` that was read (two edits never both land).
 */
function factsUpdate(db: Db, full: Record<string, unknown>, previous: EntityItem) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':seen': previous.updatedAt };
  const sets: string[] = [];
  const removes: string[] = [];
  let n = 0;
  for (const [name, value] of Object.entries(full)) {
    if (KEPT_ON_EDIT.has(name) || value === undefined) continue;
    names[`#a${n}`] = name;
    values[`:v${n}`] = value;
    sets.push(`#a${n} = :v${n}`);
    n++;
  }
  for (const name of Object.keys(previous)) {
    if (KEPT_ON_EDIT.has(name) || full[name] !== undefined) continue;
    names[`#a${n}`] = name;
    removes.push(`#a${n}`);
    n++;
  }
  names['#updatedAt'] = 'updatedAt';
  return {
    Update: {
      TableName: db.table,
      Key: { PK: full.PK as string, SK: full.SK as string },
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: '#updatedAt = :seen',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Entity items by id (missing ones absent). */
export async function entitiesById(db: Db, ids: readonly string[]): Promise<Map<string, EntityItem>> {
  const found = await batchGet(db, ids.map(entityKey));
  const byId = new Map<string, EntityItem>();
  for (const item of found.values()) byId.set(item.id as string, item as EntityItem);
  return byId;
}

/**
 * Entities by id and the holder links of the given championship / holder pairs, in one BatchGet
 * (nothing read for none): who of a title match's sides holds the title at stake ("(c)").
 * `entities` is in the order the items came.
 */
export async function entitiesAndHolderLinks(
  db: Db,
  ids: readonly string[],
  pairs: readonly { championshipId: string; holderId: string }[],
): Promise<{
  entities: Map<string, EntityItem>;
  holderLink: (championshipId: string, holderId: string) => LinkItem | undefined;
}> {
  const found =
    ids.length || pairs.length
      ? await batchGet(db, [
          ...ids.map(entityKey),
          ...pairs.map((p) => linkKey('holder', p.championshipId, p.holderId)),
        ])
      : new Map<string, Record<string, unknown>>();
  const entities = new Map<string, EntityItem>();
  for (const item of found.values())
    if (item.type === 'entity') entities.set(item.id as string, item as EntityItem);
  return {
    entities,
    holderLink: (championshipId, holderId) =>
      found.get(keyOf(linkKey('holder', championshipId, holderId))) as LinkItem | undefined,
  };
}

/** A fan's user item and entities by id, in one BatchGet (a profile's list of what it follows). */
export async function userAndEntities(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<{ user: UserItem | undefined; entities: Map<string, EntityItem> }> {
  const found = await batchGet(db, [userKey(userId), ...ids.map(entityKey)]);
  const entities = new Map<string, EntityItem>();
  for (const id of ids) {
    const item = found.get(keyOf(entityKey(id))) as EntityItem | undefined;
    if (item) entities.set(id, item);
  }
  return { user: found.get(keyOf(userKey(userId))) as UserItem | undefined, entities };
}

/** One page of a kind's entities by name; `prefix` (folded) keeps names starting with it. */
export async function entityPageOfKind(
  db: Db,
  kind: EntityKind,
  prefix: string,
  limit: number,
  cursor?: Record<string, unknown>,
): Promise<{ items: EntityItem[]; next: Record<string, unknown> | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: prefix ? 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)' : 'GSI1PK = :pk',
      ExpressionAttributeValues: prefix
        ? { ':pk': `${KEYS.entity.gsi1}${kind}`, ':prefix': prefix }
        : { ':pk': `${KEYS.entity.gsi1}${kind}` },
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: (res.Items ?? []) as EntityItem[], next: res.LastEvaluatedKey };
}
