/**
 * Posts and their hashtag index.
 *
 *   POST#{postId} / POST           the post (popCount and commentCount live on it)
 *   POSTS#{authorId} / {postId}    a fan's posts, newest first (consistent reads possible)
 *   TAG#{hashtag} / {postId}       hashtag index (lowercase tag), newest first
 *   POST#{postId} / VERSION#{nn}   the text before edit nn + 1 and since when (an edited post's history)
 *   ENTITYPOSTS#{entityId} / {postId}   the post under each catalogue entity it is tagged with
 *                                  (data/catalogue/entity-posts.ts; tags are fixed at creation,
 *                                  except the show an edit makes it about: Spoiler Guard)
 *   MENTIONED#{userId} / POST#{postId}   each fan the post mentions (data/mention.ts: the purge's way
 *                                  to a deleted fan's mentions)
 *
 * An edit is one transaction too: the post (its text, what is derived from it, `editedAt` and
 * `editCount`, conditioned on the count it read, so two edits never both land as the same one), the
 * version it replaces, the hashtag entries it adds and removes, and the ENTITYPOSTS entry of a show
 * it makes the post about (with the show first in `tags`). Deleting the post deletes its
 * versions with it.
 *
 * A post, its author-list entry, its hashtag and tag entries and the pointer in the author's own feed are
 * written and deleted in one transaction, so the author sees their post at once and a hashtag never points at nothing.
 * Followers' feeds are filled by the feed-fanout stream consumer.
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  feed-fanout (followers' feeds), trending-activity, mention-notifications,
 *           entity-feed (a tagged post into its entities' followers' feeds or ELATEST#),
 *           show-watchers (a show it is tagged with: its live pages refetch their posts)
 *   MODIFY  trending-activity (an edit moves the post's hashtag counts; counter changes count nothing),
 *           mention-notifications (a mention an edit added), show-watchers (a show an edit tagged
 *           it with: Spoiler Guard)
 *   REMOVE  feed-fanout, post-cascade (its comments and Pops), trending-activity,
 *           media-cleanup (its image), mention-notifications (taken back), entity-feed, show-watchers
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_ERRORS } from '../../shared/messages';
import { DomainError } from '../lib/errors';
import { batchGet, keyOf, putNew, type TransactItems, transactWrite } from './batch';
import { entityPostItem, entityPostKey } from './catalogue/entity-posts';
import { conditionFailedAt, type Db, foundAt, isConditionFailed } from './client';
import { type FeedEntry, feedItem, feedKey } from './feed';
import { idAfter, KEYS, type KeyLike } from './keys';
import { deleteMentionEntries, putMentionEntries } from './mention';
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
  /**
   * The catalogue entity ids it is tagged with, a show first (absent: none); the fan's are fixed at
   * creation, and an edit may add a show before them (Spoiler Guard: docs/spoilers.md).
   */
  tags?: string[];
  /** Its author is a teen (set at creation; bands never change): docs/safety.md, "Teens". */
  teen?: true;
  popCount: number;
  commentCount: number;
  createdAt: string;
  /** When the text was last edited, and how often (absent: never edited). */
  editedAt?: string;
  editCount?: number;
}

/** An earlier text of an edited post. */
export interface PostVersionItem {
  PK: string;
  SK: string;
  type: 'post-version';
  postId: string;
  /** 0 is the text the post was published with. */
  version: number;
  content: string;
  /** When this text was written (the post's createdAt, or the edit that wrote it). */
  at: string;
}

/** What an edit changes: the text and what is derived from it. */
export type PostEdit = Pick<
  PostItem,
  'content' | 'hashtags' | 'linkPreviewUrl' | 'linkPreviewTitle' | 'linkPreviewDescription'
> & { editedAt: string; mentions: NonNullable<PostItem['mentions']> };

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
  | 'tags'
  | 'teen'
  | 'createdAt'
>;

export const postKey = (postId: string) => ({ PK: `${KEYS.post.pk}${postId}`, SK: KEYS.post.sk });
export const postVersionKey = (postId: string, version: number) => ({
  PK: `${KEYS.postVersion.pk}${postId}`,
  SK: `${KEYS.postVersion.sk}${String(version).padStart(2, '0')}`,
});
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

/** The post changed between the read and the edit (another edit landed, or it was deleted). */
export class PostChangedError extends Error {
  constructor() {
    super('The post changed meanwhile');
    this.name = 'PostChangedError';
  }
}

export async function getPost(db: Db, postId: string, consistent = false): Promise<PostItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: postKey(postId), ConsistentRead: consistent }),
  );
  return (res.Item as PostItem | undefined) ?? null;
}

const putHashtagEntry = (
  db: Db,
  tag: string,
  post: Pick<PostItem, 'id' | 'authorId' | 'createdAt' | 'tags'>,
) => ({
  Put: {
    TableName: db.table,
    Item: {
      ...hashtagKey(tag, post.id),
      type: 'hashtag-post',
      postId: post.id,
      authorId: post.authorId,
      ...(post.tags?.length ? { tags: post.tags } : {}),
      createdAt: post.createdAt,
    },
  },
});

/**
 * Writes the post, its hashtag entries, the author's own feed pointer and an entry per fan it
 * mentions in one transaction. A post
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
  const entry: FeedEntry = {
    postId: input.id,
    authorId: input.authorId,
    ...(input.tags?.length ? { tags: input.tags } : {}),
  };
  try {
    await transactWrite(db, [
      putNew(db, item),
      ...input.hashtags.map((tag) => putHashtagEntry(db, tag, input)),
      ...(input.tags ?? []).map((entityId) => ({
        Put: {
          TableName: db.table,
          Item: entityPostItem(entityId, { ...entry, ...(input.teen ? { teen: true } : {}) }),
        },
      })),
      { Put: { TableName: db.table, Item: feedItem(input.authorId, entry) } },
      {
        Put: {
          TableName: db.table,
          Item: { ...authorPostKey(input.authorId, input.id), type: 'author-post', ...entry },
        },
      },
      ...putMentionEntries(db, item.PK, input.mentions),
    ]);
  } catch (err) {
    // Written already (a retry of the same create, with the same id): that post is the answer.
    const stored = foundAt(err, 0) as PostItem | null;
    if (stored?.authorId === input.authorId) return stored;
    throw err;
  }
  return item;
}

/** The condition that the post is still at the edit it was read at (none yet: never edited). */
const atEdit = (post: PostItem) =>
  post.editCount
    ? { expression: 'editCount = :n', values: { ':n': post.editCount } }
    : { expression: 'attribute_not_exists(editCount)', values: {} };

/**
 * Deletes the post (only if `authorId` wrote it), its hashtag and tag entries, its earlier versions, the
 * author's feed pointer and its mention entries. Comments, Pops and followers' feed pointers go through the stream
 * consumers. An edit that landed since `post` was read (other hashtags, one more version) is read
 * again and deleted as it is now.
 */
export async function deletePost(
  db: Db,
  post: PostItem,
  authorId: string,
  /** More writes of the same transaction (an admin's audit entry). */
  also: TransactItems = [],
): Promise<void> {
  const edit = atEdit(post);
  try {
    await transactWrite(db, [
      {
        Delete: {
          TableName: db.table,
          Key: postKey(post.id),
          ConditionExpression: `authorId = :me AND ${edit.expression}`,
          ExpressionAttributeValues: { ':me': authorId, ...edit.values },
        },
      },
      ...post.hashtags.map((tag) => ({ Delete: { TableName: db.table, Key: hashtagKey(tag, post.id) } })),
      ...(post.tags ?? []).map((entityId) => ({
        Delete: { TableName: db.table, Key: entityPostKey(entityId, post.id) },
      })),
      ...Array.from({ length: post.editCount ?? 0 }, (_, n) => ({
        Delete: { TableName: db.table, Key: postVersionKey(post.id, n) },
      })),
      { Delete: { TableName: db.table, Key: feedKey(post.authorId, post.id) } },
      { Delete: { TableName: db.table, Key: authorPostKey(post.authorId, post.id) } },
      ...deleteMentionEntries(db, postKey(post.id).PK, post.mentions),
      ...also,
    ]);
  } catch (err) {
    if (!conditionFailedAt(err, 0)) throw err;
    const now = await getPost(db, post.id, true);
    if (now?.authorId === authorId && now.editCount !== post.editCount)
      return deletePost(db, now, authorId, also);
    throw new NotPostAuthorError();
  }
}

/**
 * Edits the post's text as `post` was read: the post (conditioned on its author and edit count),
 * the version it replaces, and its hashtag entries added and removed, in one transaction.
 * `addShow`: a show the edit makes the post about (Spoiler Guard, docs/spoilers.md): it becomes the
 * post's first tag and its ENTITYPOSTS entry is put in the same transaction (the pointers written
 * before keep the tags they had: readers take a post's tags from the post). Throws
 * PostChangedError when another edit landed first or the post is gone (nothing written).
 */
export async function editPost(db: Db, post: PostItem, edit: PostEdit, addShow?: string): Promise<PostItem> {
  const version = post.editCount ?? 0;
  const at = atEdit(post);
  const tags = addShow ? [addShow, ...(post.tags ?? []).filter((t) => t !== addShow)] : post.tags;
  const added = edit.hashtags.filter((tag) => !post.hashtags.includes(tag));
  const removed = post.hashtags.filter((tag) => !edit.hashtags.includes(tag));
  const earlier: PostVersionItem = {
    ...postVersionKey(post.id, version),
    type: 'post-version',
    postId: post.id,
    version,
    content: post.content,
    at: post.editedAt ?? post.createdAt,
  };
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: postKey(post.id),
          ConditionExpression: `authorId = :me AND ${at.expression}`,
          UpdateExpression:
            'SET content = :content, hashtags = :tags, linkPreviewUrl = :url, linkPreviewTitle = :title, ' +
            'linkPreviewDescription = :description, mentions = :mentions, editedAt = :editedAt, editCount = :count' +
            (addShow ? ', tags = :entityTags' : ''),
          ExpressionAttributeValues: {
            ':me': post.authorId,
            ...at.values,
            ':content': edit.content,
            ':tags': edit.hashtags,
            ':url': edit.linkPreviewUrl,
            ':title': edit.linkPreviewTitle,
            ':description': edit.linkPreviewDescription,
            ':mentions': edit.mentions,
            ':editedAt': edit.editedAt,
            ':count': version + 1,
            ...(addShow ? { ':entityTags': tags } : {}),
          },
        },
      },
      putNew(db, earlier),
      ...(addShow
        ? [
            {
              Put: {
                TableName: db.table,
                Item: entityPostItem(addShow, {
                  postId: post.id,
                  authorId: post.authorId,
                  tags,
                  ...(post.teen ? { teen: true as const } : {}),
                }),
              },
            },
          ]
        : []),
      ...added.map((tag) => putHashtagEntry(db, tag, { ...post, tags })),
      ...removed.map((tag) => ({ Delete: { TableName: db.table, Key: hashtagKey(tag, post.id) } })),
      // Every mention it keeps or adds (a post from before the index gets its entries), and those it drops.
      ...putMentionEntries(db, postKey(post.id).PK, edit.mentions),
      ...deleteMentionEntries(
        db,
        postKey(post.id).PK,
        (post.mentions ?? []).filter((m) => !edit.mentions.some((e) => e.userId === m.userId)),
      ),
    ]);
  } catch (err) {
    if (conditionFailedAt(err, 0) || conditionFailedAt(err, 1)) throw new PostChangedError();
    throw err;
  }
  return { ...post, ...edit, ...(tags ? { tags } : {}), editCount: version + 1 };
}

/** A post's earlier versions, newest first. */
export async function postVersions(db: Db, postId: string): Promise<PostVersionItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :v)',
      ExpressionAttributeValues: { ':pk': `${KEYS.postVersion.pk}${postId}`, ':v': KEYS.postVersion.sk },
      ScanIndexForward: false,
      ConsistentRead: true,
    }),
  );
  return (res.Items ?? []) as PostVersionItem[];
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
      ProjectionExpression: 'postId, authorId, tags',
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
      ProjectionExpression: 'postId, authorId, tags',
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

/** Posts by id, in one BatchGet (those that do not exist are left out). */
export async function postsById(db: Db, postIds: readonly string[]): Promise<Map<string, PostItem>> {
  const found = postIds.length ? await batchGet(db, postIds.map(postKey)) : new Map();
  const out = new Map<string, PostItem>();
  for (const id of postIds) {
    const post = found.get(keyOf(postKey(id))) as PostItem | undefined;
    if (post) out.set(id, post);
  }
  return out;
}
