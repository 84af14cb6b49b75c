/**
 * The transaction items of a show's card changes (the admin Catalogue tab, docs/wrestling.md): a
 * match put or deleted, its result, the show's card version and its status. Every card change moves
 * the show's `cardVersion` on, conditioned on the one read (two changes from one read: one wins).
 */
import type { MatchResult } from '../../../shared/schemas/wrestling';
import type { TransactItems } from '../batch';
import type { Db } from '../client';
import { type EntityItem, entityKey, type MatchItem, matchItem, matchKey } from './items';

type Write = TransactItems[number];

/** The show's card version moves on with every card change (two changes from one read: one wins). */
export function bumpCard(db: Db, show: EntityItem): Write {
  const seen = (show.cardVersion as number | undefined) ?? 0;
  return {
    Update: {
      TableName: db.table,
      Key: entityKey(show.id),
      UpdateExpression: 'SET cardVersion = :next',
      ConditionExpression: seen ? 'cardVersion = :seen' : 'attribute_not_exists(cardVersion)',
      ExpressionAttributeValues: seen ? { ':next': seen + 1, ':seen': seen } : { ':next': 1 },
    },
  };
}

/** A new match on a show's card: upcoming, no result. */
export function newMatchItem(
  match: Pick<
    MatchItem,
    'id' | 'showId' | 'position' | 'sides' | 'stipulation' | 'championshipId' | 'updatedAt'
  >,
): MatchItem {
  return matchItem({ ...match, status: 'upcoming', result: null, demo: false });
}

export const putMatch = (db: Db, item: MatchItem): Write => ({ Put: { TableName: db.table, Item: item } });

export const deleteMatchItem = (db: Db, showId: string, matchId: string): Write => ({
  Delete: { TableName: db.table, Key: matchKey(showId, matchId) },
});

/** A match finished with `result`, conditioned on the `updatedAt` read (two results: one wins). */
export function putResult(db: Db, stored: MatchItem, result: MatchResult, updatedAt: string) {
  const item: MatchItem = { ...stored, status: 'finished', result, updatedAt };
  const write: Write = {
    Put: {
      TableName: db.table,
      Item: item,
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': stored.updatedAt },
    },
  };
  return { item, write };
}

/**
 * A show's new status, conditioned on its `updatedAt` and on the card read too: a match added
 * meanwhile (the card's version moved) is not left open.
 */
export function showStatusUpdate(db: Db, show: EntityItem, status: string, updatedAt: string): Write {
  const card = (show.cardVersion as number | undefined) ?? 0;
  return {
    Update: {
      TableName: db.table,
      Key: entityKey(show.id),
      UpdateExpression: 'SET #status = :status, updatedAt = :now',
      ConditionExpression: card
        ? 'updatedAt = :seen AND cardVersion = :card'
        : 'updatedAt = :seen AND attribute_not_exists(cardVersion)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':now': updatedAt,
        ':seen': show.updatedAt,
        ...(card ? { ':card': card } : {}),
      },
    },
  };
}
