/**
 * Where a fan is mentioned: the posts and comments whose `mentions` name them, so the account purge
 * finds them without a Scan.
 *
 *   MENTIONED#{userId} / {the post's or comment's PK}   the fan is in that item's `mentions`
 *
 * An entry is written and deleted in the transaction of the post or comment that mentions the fan:
 * its create, the edit that adds or drops the mention (an edit puts the entries of every mention it
 * keeps, which also indexes a post from before the index), its delete (data/post.ts,
 * data/comment.ts). A comment swept with its post loses its entries in post-cascade, as its author's
 * index entry. Items written before the index existed are indexed once by `npm run
 * migrate:mention-index` (mentioningItemsPage, the one Scan, an operator's migration).
 *
 * The account purge (purge-mentions, domain/purge.ts) reads a deleted fan's partition and, for each
 * entry, takes the fan out of the item's `mentions` (the text stays as written), deletes the mention
 * notification's source marker that names the fan (`NOTIFSRC#mention:{post|comment}:{id}:{userId}`)
 * and the entry, in one transaction.
 *
 * Stream consumers: none of their own. The purge's change of a post is a post MODIFY
 * (mention-notifications adds nothing for a mention taken out; trending-activity counts nothing).
 */
import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Mention } from '../../shared/mentions';
import { batchWrite, type TransactItems, transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { idAfter, KEYS } from './keys';
import { mentionSource, sourceKey } from './notification';
import type { Cursor } from './page';

/** The post or comment that mentions a fan, by its key. */
export interface MentioningItem {
  PK: string;
  SK: string;
}

const mentionedPk = (userId: string) => `${KEYS.mentionedIn.pk}${userId}`;

/** The entry saying that the post or comment whose PK is `itemPk` mentions `userId`. */
export const mentionedInKey = (userId: string, itemPk: string) => ({ PK: mentionedPk(userId), SK: itemPk });

/** The fans of `mentions`, each once (a transaction may touch an item only once). */
const fansOf = (mentions: readonly Mention[] | undefined) => [
  ...new Set((mentions ?? []).map((m) => m.userId)),
];

/** A transaction's Puts of the entries of `mentions` for the item whose PK is `itemPk`. */
export const putMentionEntries = (db: Db, itemPk: string, mentions: readonly Mention[] | undefined) =>
  fansOf(mentions).map((userId) => ({
    Put: { TableName: db.table, Item: { ...mentionedInKey(userId, itemPk), type: 'mentioned-in', userId } },
  }));

/** A transaction's Deletes of the entries of `mentions` for the item whose PK is `itemPk`. */
export const deleteMentionEntries = (db: Db, itemPk: string, mentions: readonly Mention[] | undefined) =>
  fansOf(mentions).map((userId) => ({
    Delete: { TableName: db.table, Key: mentionedInKey(userId, itemPk) },
  }));

/** The post or comment an entry's sort key names (its key), or null for anything else. */
export function mentioningItem(entrySk: string): MentioningItem | null {
  if (idAfter(KEYS.post.pk, entrySk)) return { PK: entrySk, SK: KEYS.post.sk };
  if (idAfter(KEYS.comment.pk, entrySk)) return { PK: entrySk, SK: KEYS.comment.sk };
  return null;
}

/** The mention notification source of `userId` in that post or comment. */
const sourceOfItem = (item: MentioningItem, userId: string) =>
  item.SK === KEYS.post.sk
    ? mentionSource('post', idAfter(KEYS.post.pk, item.PK) ?? '', userId)
    : mentionSource('comment', idAfter(KEYS.comment.pk, item.PK) ?? '', userId);

/** One page of the posts and comments that mention a fan (consistent read), as entry sort keys. */
export async function mentionedInPage(
  db: Db,
  userId: string,
  limit: number,
  cursor?: Cursor,
): Promise<{ items: string[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': mentionedPk(userId) },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: (res.Items ?? []).map((i) => String(i.SK)), next: res.LastEvaluatedKey };
}

const ATTEMPTS = 5;

/**
 * Takes `userId` out of the mentions of the post or comment an entry names (the text stays), with
 * the mention's notification source marker and the entry, in one transaction: the list element is
 * removed by its position, on the condition that it still names the fan (another fan's purge or an
 * edit moved it meanwhile: read again). An item that is gone or no longer names the fan leaves only
 * the marker and the entry to delete. Idempotent: a replay finds nothing and deletes nothing twice.
 */
export async function dropMention(db: Db, userId: string, entrySk: string): Promise<void> {
  const entry = { Delete: { TableName: db.table, Key: mentionedInKey(userId, entrySk) } };
  const item = mentioningItem(entrySk);
  if (!item) {
    await transactWrite(db, [entry]);
    return;
  }
  const marker = { Delete: { TableName: db.table, Key: sourceKey(sourceOfItem(item, userId)) } };
  for (let moved = 0; moved < ATTEMPTS; ) {
    const res = await db.doc.send(
      new GetCommand({
        TableName: db.table,
        Key: item,
        ConsistentRead: true,
        ProjectionExpression: 'mentions',
      }),
    );
    const mentions = (res.Item?.mentions ?? []) as Mention[];
    const at = mentions.findIndex((m) => m.userId === userId);
    // The fan named twice (never written so, but cheap to cover): the marker and the entry go with the last.
    const last = mentions.filter((m) => m.userId === userId).length <= 1;
    const items: TransactItems =
      at < 0
        ? [marker, entry]
        : [
            {
              Update: {
                TableName: db.table,
                Key: item,
                ConditionExpression: `mentions[${at}].userId = :me`,
                UpdateExpression: `REMOVE mentions[${at}]`,
                ExpressionAttributeValues: { ':me': userId },
              },
            },
            ...(last ? [marker, entry] : []),
          ];
    try {
      await transactWrite(db, items);
      if (last) return;
    } catch (err) {
      if (at < 0 || !conditionFailedAt(err, 0)) throw err;
      moved++;
    }
  }
  throw new Error(`The mentions of ${item.PK} kept changing`);
}

/**
 * One page of a Scan for the posts and comments that mention anyone: only for the operator's
 * migration that indexes the items written before the index existed (`npm run
 * migrate:mention-index`), never in a request or a stream consumer.
 */
export async function mentioningItemsPage(
  db: Db,
  cursor?: Cursor,
): Promise<{ items: { PK: string; mentions: Mention[] }[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new ScanCommand({
      TableName: db.table,
      FilterExpression: '(SK = :post OR SK = :comment) AND size(mentions) > :none',
      ExpressionAttributeValues: { ':post': KEYS.post.sk, ':comment': KEYS.comment.sk, ':none': 0 },
      ProjectionExpression: 'PK, mentions',
      ExclusiveStartKey: cursor,
    }),
  );
  const items = (res.Items ?? []).map((i) => ({
    PK: String(i.PK),
    mentions: (i.mentions ?? []) as Mention[],
  }));
  return { items, next: res.LastEvaluatedKey };
}

/**
 * Indexes one Scan page of posts and comments (the migration): an entry per fan each one mentions
 * (Puts: a page run twice writes the same). An entry put for an item that lost the mention or went
 * meanwhile is a stale one: the purge's dropMention finds the item no longer naming the fan and
 * deletes just the entry (and the sweeper re-runs a purge that left one).
 */
export async function indexMentionsPage(
  db: Db,
  cursor?: Cursor,
): Promise<{ items: number; entries: number; next: Cursor | undefined }> {
  const page = await mentioningItemsPage(db, cursor);
  const puts = page.items.flatMap((item) =>
    fansOf(item.mentions).map((userId) => ({
      put: { ...mentionedInKey(userId, item.PK), type: 'mentioned-in', userId },
    })),
  );
  if (puts.length) await batchWrite(db, puts);
  return { items: page.items.length, entries: puts.length, next: page.next };
}
