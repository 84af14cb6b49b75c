/**
 * Posts and their hashtag index.
 *
 *   POST#{postId} / POST           the post (popCount and commentCount live on it)
 *   POSTS#{authorId} / {postId}    a fan's posts, newest first (consistent reads possible)
 *   TAG#{hashtag} / {postId}       hashtag index (lowercase tag), newest first
 *
 * A post, its author-list entry, its hashtag entries and the pointer in the author's own feed are
 * written and deleted in one transaction, so the author sees their post at once and a hashtag never points at nothing.
 * Followers' feeds are filled by the feed-fanout stream consumer.
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  feed-fanout (followers' feeds), trending-activity, mention-notifications
 *   MODIFY  mention-notifications (a mention added later)
 *   REMOVE  feed-fanout, post-cascade (its comments and Pops), trending-activity,
 *           media-cleanup (its image), mention-notifications (taken back)
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_ERRORS } from '../../shared/messages';
import { DomainError } from '../lib/errors';
import { putNew, type TransactItems, transactWrite } from './batch';
import { conditionFailedAt, type Db, foundAt, isConditionFailed } from './client';
import { type FeedEntry, feedItem, feedKey } from './feed';
import { idAfter, KEYS, type KeyLike } from './keys';
import { newestFirst, type Page } from './page';

export interface PostItem {
  PK: string;
  SK: typeof KEYS.post.sk;
  type: 'post';
  id: string;
  authorId: string;
  content: string;
  imageUrl: string | null;
  /** The processed image's size (absent on posts from before re-encoding). */
  imageWidth?: number | null;
  imageHeight?: number | null;
  linkPreviewUrl: string | null;
  linkPreviewTitle: string | null;
  linkPreviewDescription: string | null;
  hashtags: string[];
  /** Who may comment (absent: everyone). */
  replyPolicy?: 'everyone' | 'following' | 'mentioned';
  /** The fans its text mentions (absent: none). */
  mentions?: { handle: string; userId: string }[];
  popCount: number;
  commentCount: number;
  createdAt: string;
}

export type NewPost = Pick<
  PostItem,
  | 'id'
  | 'authorId'
  | 'content'
  | 'imageUrl'
  | 'imageWidth'
  | 'imageHeight'
  | 'linkPreviewUrl'
  | 'linkPreviewTitle'
  | 'linkPreviewDescription'
  | 'hashtags'
  | 'replyPolicy'
  | 'mentions'
  | 'createdAt'
>;

export const postKey = (postId: string) => ({ PK: `${KEYS.post.pk}${postId}`, SK: KEYS.post.sk });
const hashtagPk = (tag: string) => `${KEYS.hashtagPost.pk}${tag}`;
const hashtagKey = (tag: string, postId: string) => ({ PK: hashtagPk(tag), SK: postId });
const authorPostsPk = (authorId: string) => `${KEYS.authorPost.pk}${authorId}`;
const authorPostKey = (authorId: string, postId: string) => ({ PK: authorPostsPk(authorId), SK: postId });

/** The post a post key names, or null for any other key. */
export function parsePostKey(key: KeyLike): { postId: string } | null {
  const postId = key.SK === KEYS.post.sk ? idAfter(KEYS.post.pk, key.PK) : null;
  return postId ? { postId } : null;
}

export class NotPostAuthorError extends DomainError {
  constructor() {
    super('notYours', API_ERRORS.notYourPost);
    this.name = 'NotPostAuthorError';
  }
}

export async function getPost(db: Db, postId: string, consistent = false): Promise<PostItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: postKey(postId), ConsistentRead: consistent }),
  );
  return (res.Item as PostItem | undefined) ?? null;
}

/**
 * Writes the post, its hashtag entries and the author's own feed pointer in one transaction. A post
 * of that id by that author that exists already is returned as it is (a create run again with its
 * seed, domain/idempotency.ts), nothing written twice.
 */
export async function createPost(db: Db, input: NewPost): Promise<PostItem> {
  const item: PostItem = {
    ...postKey(input.id),
    type: 'post',
    ...input,
    popCount: 0,
    commentCount: 0,
  };
  const entry: FeedEntry = { postId: input.id, authorId: input.authorId };
  try {
    await transactWrite(db, [
      putNew(db, item),
      ...input.hashtags.map((tag) => ({
        Put: {
          TableName: db.table,
          Item: {
            ...hashtagKey(tag, input.id),
            type: 'hashtag-post',
            postId: input.id,
            authorId: input.authorId,
            createdAt: input.createdAt,
          },
        },
      })),
      { Put: { TableName: db.table, Item: feedItem(input.authorId, entry) } },
      {
        Put: {
          TableName: db.table,
          Item: { ...authorPostKey(input.authorId, input.id), type: 'author-post', ...entry },
        },
      },
    ]);
  } catch (err) {
    // Written already (a retry of the same create, with the same id): that post is the answer.
    const stored = foundAt(err, 0) as PostItem | null;
    if (stored?.authorId === input.authorId) return stored;
    throw err;
  }
  return item;
}

/**
 * Deletes the post (only if `authorId` wrote it), its hashtag entries and the author's feed
 * pointer. Comments, Pops and followers' feed pointers go through the stream consumers.
 */
export async function deletePost(
  db: Db,
  post: PostItem,
  authorId: string,
  /** More writes of the same transaction (an admin's audit entry). */
  also: TransactItems = [],
): Promise<void> {
  try {
    await transactWrite(db, [
      {
        Delete: {
          TableName: db.table,
          Key: postKey(post.id),
          ConditionExpression: 'authorId = :me',
          ExpressionAttributeValues: { ':me': authorId },
        },
      },
      ...post.hashtags.map((tag) => ({ Delete: { TableName: db.table, Key: hashtagKey(tag, post.id) } })),
      { Delete: { TableName: db.table, Key: feedKey(post.authorId, post.id) } },
      { Delete: { TableName: db.table, Key: authorPostKey(post.authorId, post.id) } },
      ...also,
    ]);
  } catch (err) {
    if (conditionFailedAt(err, 0)) throw new NotPostAuthorError();
    throw err;
  }
}

/** A fan's posts, newest first: pointers to hydrate. `consistent` for background work. */
export async function postsByAuthor(
  db: Db,
  authorId: string,
  page: Page,
  consistent = false,
): Promise<FeedEntry[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      ...newestFirst('PK', 'SK', authorPostsPk(authorId), page),
      ProjectionExpression: 'postId, authorId',
      ConsistentRead: consistent,
    }),
  );
  return (res.Items ?? []) as FeedEntry[];
}

/** Posts tagged with a (normalized) hashtag, newest first: pointers to hydrate. */
export async function postsByHashtag(db: Db, tag: string, page: Page): Promise<FeedEntry[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      ...newestFirst('PK', 'SK', hashtagPk(tag), page),
      ProjectionExpression: 'postId, authorId',
    }),
  );
  return (res.Items ?? []) as FeedEntry[];
}

/** The author changes who may comment on their post; false when it is gone or not theirs. */
export async function setReplyPolicy(
  db: Db,
  postId: string,
  authorId: string,
  replyPolicy: NonNullable<PostItem['replyPolicy']>,
): Promise<PostItem | null> {
  try {
    const res = await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: postKey(postId),
        ConditionExpression: 'attribute_exists(PK) AND authorId = :me',
        UpdateExpression: 'SET replyPolicy = :policy',
        ExpressionAttributeValues: { ':me': authorId, ':policy': replyPolicy },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return res.Attributes as PostItem;
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}
