/**
 * Fans following catalogue entities (promotions, wrestlers, teams, championships).
 *
 *   USER#{userId} / EFOLLOWS#{entityId}     the edge; "do I follow X" is one GetItem; a fan's list
 *   EFOLLOWERS#{entityId} / {userId}        the same edge under the entity: its followers (the
 *                                           feed fan-out of tagged posts pages it, consistently)
 *
 * Both edges and the entity's `followerCount` change in one transaction guarded by the edge's
 * existence (exact under concurrency). A fan following a big entity (`big` on the entity item) also
 * has its id in `bigEntityFollows` (string set) on their profile, in the same transaction: the home
 * feed merges those entities' newest posts at read time instead of fanning them out.
 */

import type { Db } from './client';
import { idAfter, KEYS } from './keys';
import { queryPages } from './page';

export interface EntityFollowItem {
  PK: string;
  SK: string;
  type: 'entity-follow';
  userId: string;
  entityId: string;
  createdAt: string;
}

export const entityFollowKey = (userId: string, entityId: string) => ({
  PK: `${KEYS.entityFollow.pk}${userId}`,
  SK: `${KEYS.entityFollow.sk}${entityId}`,
});
export const entityFollowersPk = (entityId: string) => `${KEYS.entityFollower.pk}${entityId}`;
export const entityFollowerKey = (entityId: string, userId: string) => ({
  PK: entityFollowersPk(entityId),
  SK: userId,
});
export const followedEntityIdOf = (sk: string) => idAfter(KEYS.entityFollow.sk, sk);

/** An entity's followers, page by page (consistent reads: a follow committed before is seen). */
export function entityFollowerIdPages(db: Db, entityId: string): AsyncGenerator<string[]> {
  return queryPages(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': entityFollowersPk(entityId) },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
    },
    (item) => item.SK as string,
  );
}
