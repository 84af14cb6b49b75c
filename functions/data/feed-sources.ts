/**
 * Feed sources: what a fan follows that fills their home feed. An author (a fan: their posts) or a
 * catalogue entity (the posts tagged with it). The fan-out (domain/feed-fanout.ts) runs one machine
 * for both; this module says where each kind of source keeps what that machine reads and writes:
 *
 *   source   item                 big flag / since             follow edge               followers        a fan's set of big ones
 *   author   USER#{id} / PROFILE  bigAccount / bigAccountSince USER#{fan} / FOLLOWS#   FOLLOWERS#{id}   bigFollows
 *   entity   ENTITY#{id} / ENTITY big / bigSince               USER#{fan} / EFOLLOWS#  EFOLLOWERS#{id}  bigEntityFollows
 *
 * A source is big once its followers reach the threshold (one rule for both, domain/feed-fanout.ts):
 * its posts are merged into its followers' feeds at read time (domain/posts.ts readFeed) instead of
 * fanned out, and its id is in each follower's set of big ones.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FEED_BACKFILL_POSTS } from '../../shared/constants';
import { transactWrite } from './batch';
import { getEntity } from './catalogue/entities';
import { entityFollowersPk, isFollowingEntity } from './catalogue/entity-follow';
import { type EntityPostEntry, entityPostsPage } from './catalogue/entity-posts';
import { entityKey } from './catalogue/items';
import { conditionFailedAt, type Db, isConditionFailed } from './client';
import { followersPk, isFollowing } from './follow';
import { type Cursor, queryPage } from './page';
import { postsByAuthor } from './post';
import { getUserById, userKey } from './user';
import { workItem } from './work';

export type FeedSource = { type: 'author' | 'entity'; id: string };

/** What the fan-out needs to know of a source now (consistent reads). */
export interface SourceState {
  big: boolean;
  /** When it became big: its posts since were never fanned out. */
  bigSince?: string;
  followerCount: number;
}

const LAYOUT = {
  author: {
    key: userKey,
    big: 'bigAccount',
    bigSince: 'bigAccountSince',
    bigFollows: 'bigFollows',
    followersPk,
    isFollowing,
  },
  entity: {
    key: entityKey,
    big: 'big',
    bigSince: 'bigSince',
    bigFollows: 'bigEntityFollows',
    followersPk: entityFollowersPk,
    isFollowing: isFollowingEntity,
  },
} as const;

/** The source's state, or null when it is gone. */
export async function sourceState(db: Db, source: FeedSource): Promise<SourceState | null> {
  if (source.type === 'author') {
    const user = await getUserById(db, source.id, true);
    return (
      user && {
        big: Boolean(user.bigAccount),
        bigSince: user.bigAccountSince,
        followerCount: user.followerCount,
      }
    );
  }
  const entity = await getEntity(db, source.id, true);
  const bigSince = typeof entity?.bigSince === 'string' ? entity.bigSince : undefined;
  return entity && { big: Boolean(entity.big), bigSince, followerCount: entity.followerCount };
}

/** Whether the fan follows the source (one GetItem). */
export const followsSource = (db: Db, fanId: string, source: FeedSource, consistent = false) =>
  LAYOUT[source.type].isFollowing(db, fanId, source.id, consistent);

/** One page of a source's followers (consistent read: a follow committed before is seen) from `cursor`. */
export const sourceFollowerPage = (db: Db, source: FeedSource, limit: number, cursor?: Cursor) =>
  queryPage(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': LAYOUT[source.type].followersPk(source.id) },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
      Limit: limit,
    },
    (item) => item.SK as string,
    cursor,
  );

/**
 * The source's newest posts (a consistent read: one committed before a follow is never missed),
 * for the backfill of a new follower; `teen` on an entity's posts by teens.
 */
export const recentPostsOf = (db: Db, source: FeedSource): Promise<EntityPostEntry[]> =>
  source.type === 'author'
    ? postsByAuthor(db, source.id, { limit: FEED_BACKFILL_POSTS }, true)
    : entityPostsPage(db, source.id, { limit: FEED_BACKFILL_POSTS }, true);

/**
 * Marks a source big (once) and, in the same transaction, queues the first page of `big-follows`
 * (its followers learn to merge it): a retry after a failure never leaves it marked with its
 * followers untold. False (nothing written) when it already was big or is gone.
 */
export async function markBig(db: Db, source: FeedSource, now = new Date()): Promise<boolean> {
  const layout = LAYOUT[source.type];
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: layout.key(source.id),
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#big)',
          UpdateExpression: 'SET #big = :true, #since = :now',
          ExpressionAttributeNames: { '#big': layout.big, '#since': layout.bigSince },
          ExpressionAttributeValues: { ':true': true, ':now': now.toISOString() },
        },
      },
      {
        Put: {
          TableName: db.table,
          Item: workItem({ kind: 'big-follows', subject: { source }, page: 0 }, now),
        },
      },
    ]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** Records that a fan follows a big source (merged into their feed at read time). */
export async function addBigFollow(db: Db, fanId: string, source: FeedSource): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: userKey(fanId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD #set :id',
        ExpressionAttributeNames: { '#set': LAYOUT[source.type].bigFollows },
        ExpressionAttributeValues: { ':id': new Set([source.id]) },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}
