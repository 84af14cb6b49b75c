/**
 * The promotions a fan follows, kept on their controls item for Spoiler Guard (issue 37,
 * docs/spoilers.md "Watch status and settings"), so the viewer's one read knows them:
 *
 *   USER#{userId} / FILTERS   `promotions` (string set of promotion ids)
 *
 * Written by the entity follow's transaction (data/catalogue/entity-follow.ts: ADD on a follow,
 * DELETE on an unfollow, the same transaction as the edges), and once for the follows made before it
 * by `npm run migrate:followed-promotions` (./promotions-migration.ts). The item goes with the account
 * purge (purge-blocks deletes it whole; the purge's unfollows leave it alone).
 *
 * Stream consumers: as data/controls.ts (unread-recount; a followed promotion hides no fan).
 */
import type { TransactItems } from '../batch';
import type { Db } from '../client';
import { controlsKey } from '../controls';

type Update = { Update: NonNullable<TransactItems[number]['Update']> };

/** The transaction item that adds a followed promotion to the fan's set (the item made if need be). */
export const addFollowedPromotion = (db: Db, userId: string, promotionId: string): Update => ({
  Update: {
    TableName: db.table,
    Key: controlsKey(userId),
    UpdateExpression: 'ADD promotions :p SET #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':p': new Set([promotionId]), ':type': 'filters' },
  },
});

/**
 * The transaction item that takes a promotion out of the fan's set, conditioned on the set holding it:
 * an update of a missing item would make an empty one, so a transaction refused here (a follow from
 * before the set was kept) is sent again without it.
 */
export const dropFollowedPromotion = (db: Db, userId: string, promotionId: string): Update => ({
  Update: {
    TableName: db.table,
    Key: controlsKey(userId),
    UpdateExpression: 'DELETE promotions :p',
    ConditionExpression: 'contains(promotions, :id)',
    ExpressionAttributeValues: { ':p': new Set([promotionId]), ':id': promotionId },
  },
});
