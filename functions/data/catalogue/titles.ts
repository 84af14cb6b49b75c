/**
 * The transaction items of a championship changing hands (a crowning, a vacating or a title change
 * by a result, docs/wrestling.md): the open reign ends, a new one starts (none when vacated), the
 * championship's holders change (on the `updatedAt` read) and its holder links move
 * (./links.ts `holderLinkWrites`).
 *
 * By a result (`byResult`): results are spoilers, so what it changes is marked with it rather than
 * overwritten: the reign it ends gets `lostAt`, the one it begins `wonAt`, and the holder links keep
 * their marks.
 */
import type { TransactItems } from '../batch';
import type { Db } from '../client';
import { entityWrites } from './entities';
import { type EntityItem, type LinkItem, type ReignItem, type ResultMark, reignKey } from './items';
import { holderLinkWrites } from './links';

export interface TitleChange {
  championship: EntityItem;
  holderIds: string[];
  /** YYYY-MM-DD: the new reign's start, the open one's end. */
  from: string;
  updatedAt: string;
  /** Where the new reign was won (a result's show and match), if anywhere. */
  where: { showId: string | null; matchId: string | null; demo: boolean };
  byResult: ResultMark | null;
  /** The championship's stored holder links and reigns (data/catalogue/audit.ts `titleHistory`). */
  holderLinks: LinkItem[];
  reigns: ReignItem[];
}

export function titleChangeWrites(
  db: Db,
  change: TitleChange,
  holds: (link: LinkItem) => boolean,
): { writes: TransactItems; reign: ReignItem | null; after: EntityItem } {
  const { championship, holderIds, from, updatedAt, where, byResult, reigns } = change;
  const writes: TransactItems = [];
  for (const current of reigns.filter((r) => r.to === null))
    writes.push({
      Update: {
        TableName: db.table,
        Key: { PK: current.PK, SK: current.SK },
        UpdateExpression: byResult ? 'SET #to = :to, lostAt = :mark' : 'SET #to = :to',
        ExpressionAttributeNames: { '#to': 'to' },
        ExpressionAttributeValues: byResult ? { ':to': from, ':mark': byResult } : { ':to': from },
      },
    });
  const reign: ReignItem | null = holderIds.length
    ? {
        ...reignKey(championship.id, from, reigns.length + 1),
        type: 'reign',
        championshipId: championship.id,
        holderIds,
        from,
        to: null,
        ...where,
        ...(byResult ? { wonAt: byResult } : {}),
      }
    : null;
  if (reign) writes.push({ Put: { TableName: db.table, Item: reign } });
  const after: EntityItem = { ...championship, holderIds, updatedAt };
  writes.unshift(...entityWrites(db, after, championship));
  writes.push(...holderLinkWrites(db, change.holderLinks, after, byResult, holds));
  return { writes, reign, after };
}
