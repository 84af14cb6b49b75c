/**
 * What an entity's page reads about its relations (docs/wrestling.md; keys in ./items.ts):
 *
 *   ENTITY#{id} / LINK#...  and  REIGN#...     its own partition: roster, members, holders, reigns
 *                                              (one Query, the entity item itself skipped); holder
 *                                              links and reigns carry the results that changed them
 *   GSI1 LINKED#{id} / {rel}#{fromId}           who links to it: its promotions (roster), teams
 *                                              (member), titles (holder) and shows (appeared), one
 *                                              Query newest first (with a title's resultMarks): rels sort appeared < holder <
 *                                              member < roster, so backwards the few memberships
 *                                              come first, then the shows by air time (ids are ULIDs
 *                                              of the start)
 *   GSI3 PSHOWS#{promotionId} / {startsAt}#{id} a promotion's shows: latest started first, or the
 *                                              next ones, soonest first
 *   GSI3 PTITLES#{promotionId} / {sortName}#{id} a promotion's championships, by name
 *   ENTITY#{championshipId} / LINK#holder#...   a championship's holder links (with resultMarks)
 *   GSI1 LINKED#{id} / appeared#{showId}         the shows a wrestler or team is booked on in a time
 *                                              window (show ids are ULIDs of the start: the calendar)
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { appearedSince, type EntityItem, entityPk, type LinkItem, linkKey, type ReignItem } from './items';

/** Links and reigns read from an entity's own partition, at most. */
export const OWN_RELATIONS_MAX = 300;

/** The LINK# and REIGN# items of an entity's partition (after its ENTITY item, which sorts first). */
export async function ownRelations(
  db: Db,
  entityId: string,
): Promise<{ links: LinkItem[]; reigns: ReignItem[] }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': entityPk(entityId),
        ':from': KEYS.entityLink.sk,
        ':to': `${KEYS.reign.sk}\uffff`,
      },
      Limit: OWN_RELATIONS_MAX,
    }),
  );
  const items = res.Items ?? [];
  return {
    links: items.filter((i) => i.type === 'entity-link') as LinkItem[],
    reigns: items.filter((i) => i.type === 'reign') as ReignItem[],
  };
}

/** A link as the other end reads it: the relation, who links, and what the page shows of it. */
export type LinkedFrom = Pick<LinkItem, 'rel' | 'fromId' | 'vs' | 'championshipId' | 'resultMarks'>;

/**
 * Who links to an entity, as {rel, fromId} (and a show's `vs` and `championshipId`, a title's
 * `resultMarks`): memberships
 * first, then shows newest first (`limit` in all).
 */
export async function linkedTo(db: Db, entityId: string, limit: number): Promise<LinkedFrom[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.entityLink.gsi1}${entityId}` },
      ScanIndexForward: false,
      ProjectionExpression: 'rel, fromId, vs, championshipId, resultMarks',
      Limit: limit,
    }),
  );
  return (res.Items ?? []) as LinkedFrom[];
}

/** A promotion's latest `limit` shows that started before `now` (full items), latest first. */
export async function promotionShowsBefore(
  db: Db,
  promotionId: string,
  now: Date,
  limit: number,
): Promise<EntityItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :now',
      ExpressionAttributeValues: { ':pk': `${KEYS.entity.gsi3}${promotionId}`, ':now': now.toISOString() },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []) as EntityItem[];
}

/** A promotion's next `limit` shows, starting at or after `now` (full items), soonest first. */
export async function promotionShowsFrom(
  db: Db,
  promotionId: string,
  now: Date,
  limit: number,
): Promise<EntityItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK >= :now',
      ExpressionAttributeValues: { ':pk': `${KEYS.entity.gsi3}${promotionId}`, ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return (res.Items ?? []) as EntityItem[];
}

/** A promotion's championships (full items), by name, at most `limit`. */
export async function promotionChampionships(
  db: Db,
  promotionId: string,
  limit: number,
): Promise<EntityItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.entity.gsi3Titles}${promotionId}` },
      Limit: limit,
    }),
  );
  return (res.Items ?? []) as EntityItem[];
}

/** A championship's holder links, those results kept included (their marks decide what a fan sees). */
export async function holderLinksOf(db: Db, championshipId: string, limit: number): Promise<LinkItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: {
        ':pk': entityPk(championshipId),
        ':sk': linkKey('holder', championshipId, '').SK,
      },
      Limit: limit,
    }),
  );
  return (res.Items ?? []) as LinkItem[];
}

/**
 * The shows a wrestler or team is booked on whose ids (ULIDs of their start) lie in [fromId, toId]:
 * their show ids, oldest first, at most `limit`.
 */
export async function appearancesBetween(
  db: Db,
  entityId: string,
  fromId: string,
  toId: string,
  limit: number,
): Promise<string[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `${KEYS.entityLink.gsi1}${entityId}`,
        ':from': appearedSince(fromId),
        ':to': appearedSince(toId),
      },
      ProjectionExpression: 'fromId',
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map((item) => item.fromId as string);
}
