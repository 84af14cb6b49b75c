/**
 * `npm run migrate:followed-promotions` (scripts/migrate-followed-promotions.ts): the promotions fans
 * followed before Spoiler Guard kept them on the controls item (./promotions.ts) go into their
 * `promotions` set, a promotion at a time (GSI1 ENTITIES#promotion, then each one's followers
 * EFOLLOWERS#{promotionId}: no Scan).
 *
 * Stream consumers: as data/controls.ts (unread-recount; a followed promotion hides no fan).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { transactWrite } from '../batch';
import { entityFollowersPk, entityFollowKey } from '../catalogue/entity-follow';
import { conditionFailedAt, type Db } from '../client';
import { KEYS } from '../keys';
import type { Cursor } from '../page';
import { userKey } from '../user';
import { addFollowedPromotion } from './promotions';

/** What one page of the migration did: follows read, ids added, already there, edges gone meanwhile. */
export interface FollowedPromotionsPage {
  follows: number;
  added: number;
  already: number;
  gone: number;
  next: Cursor | undefined;
}

/**
 * One page of a promotion's followers (EFOLLOWERS#{promotionId}, consistent): each fan's set gets the
 * promotion, each in a transaction that checks the fan's follow edge and profile still exist (an
 * unfollow or an account closed meanwhile is not undone) and that the set lacks it (so the counts say
 * what changed). Idempotent: a second run adds nothing.
 */
export async function followedPromotionsPage(
  db: Db,
  promotionId: string,
  cursor?: Cursor,
  limit = 100,
): Promise<FollowedPromotionsPage> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': entityFollowersPk(promotionId) },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  const fans = (res.Items ?? []).map((item) => String(item.SK));
  const page: FollowedPromotionsPage = {
    follows: fans.length,
    added: 0,
    already: 0,
    gone: 0,
    next: res.LastEvaluatedKey,
  };
  for (let i = 0; i < fans.length; i += 10)
    await Promise.all(
      fans.slice(i, i + 10).map(async (userId) => {
        const add = addFollowedPromotion(db, userId, promotionId);
        add.Update.ConditionExpression = 'NOT contains(promotions, :id)';
        add.Update.ExpressionAttributeValues = {
          ...add.Update.ExpressionAttributeValues,
          ':id': promotionId,
        };
        try {
          await transactWrite(db, [
            {
              ConditionCheck: {
                TableName: db.table,
                Key: entityFollowKey(userId, promotionId),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            {
              ConditionCheck: {
                TableName: db.table,
                Key: userKey(userId),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            add,
          ]);
          page.added++;
        } catch (err) {
          if (conditionFailedAt(err, 2)) page.already++;
          else if (conditionFailedAt(err, 0) || conditionFailedAt(err, 1)) page.gone++;
          else throw err;
        }
      }),
    );
  return page;
}

/** One page of the catalogue's promotions (GSI1 ENTITIES#promotion), by id. */
export async function promotionIdPage(
  db: Db,
  cursor?: Cursor,
): Promise<{ ids: string[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.entity.gsi1}promotion` },
      ProjectionExpression: 'id',
      Limit: 100,
      ExclusiveStartKey: cursor,
    }),
  );
  return { ids: (res.Items ?? []).map((item) => String(item.id)), next: res.LastEvaluatedKey };
}
