/**
 * Comments.
 *
 *   COMMENT#{commentId} / COMMENT          the comment (its popCount lives on it); `showId`: the show
 *                                          it is about, set at write (Spoiler Guard, docs/spoilers.md):
 *                                          its post's show when the post is about one, else a show
 *                                          whose tagging window it was written in and whose card or
 *                                          hashtag it names; absent: none (it follows its post)
 *   COMMENTS#{postId} / {commentId}        the post's list of comments, in order
 *   MENTIONED#{userId} / COMMENT#{commentId}   each fan the comment mentions (data/mention.ts)
 *
 * A comment, its entry in the post's list, its mention entries and the post's commentCount change in
 * one transaction (a comment swept with its post loses its entries in post-cascade).
 * When a post is deleted, the post-cascade stream consumer removes its comments, reading the list
 * with consistent reads so a comment committed just before the delete is never orphaned.
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  notifications (the post's author), trending-activity, mention-notifications
 *   REMOVE  notifications (taken back), post-cascade (its Pops), trending-activity,
 *           mention-notifications (taken back)
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Mention } from '../../shared/mentions';
import { API_ERRORS } from '../../shared/messages';
import { DomainError } from '../lib/errors';
import { batchGet, batchWrite, keyOf, putNew, type TransactItems, transactWrite } from './batch';
import { conditionFailedAt, type Db, foundAt } from './client';
import { idAfter, KEYS, type KeyLike } from './keys';
import { deleteMentionEntries, putMentionEntries } from './mention';
import { type Cursor, queryPage, queryPages } from './page';
import { postKey } from './post';

export interface CommentItem {
  PK: string;
  SK: typeof KEYS.comment.sk;
  type: 'comment';
  id: string;
  postId: string;
  authorId: string;
  content: string;
  /** The fans its text mentions (absent: none). */
  mentions?: { handle: string; userId: string }[];
  /** The show it is about, decided when written (absent: none; Spoiler Guard, docs/spoilers.md). */
  showId?: string;
  popCount: number;
  createdAt: string;
}

export type NewComment = Pick<
  CommentItem,
  'id' | 'postId' | 'authorId' | 'content' | 'mentions' | 'showId' | 'createdAt'
>;

export const commentKey = (commentId: string) => ({
  PK: `${KEYS.comment.pk}${commentId}`,
  SK: KEYS.comment.sk,
});
const postCommentsPk = (postId: string) => `${KEYS.postComment.pk}${postId}`;
/** A comment's entry in its post's list. */
/** A fan's comments: AUTHORCOMMENTS#{userId} / {commentId} (the account purge pages through it). */
export const authorCommentKey = (authorId: string, commentId: string) => ({
  PK: `${KEYS.authorComment.pk}${authorId}`,
  SK: commentId,
});

export const postCommentKey = (postId: string, commentId: string) => ({
  PK: postCommentsPk(postId),
  SK: commentId,
});

/** The comment a comment key names, or null for any other key. */
export function parseCommentKey(key: KeyLike): { commentId: string } | null {
  const commentId = key.SK === KEYS.comment.sk ? idAfter(KEYS.comment.pk, key.PK) : null;
  return commentId ? { commentId } : null;
}

export class CommentPostMissingError extends DomainError {
  constructor() {
    super('notFound', API_ERRORS.postNotFound);
    this.name = 'CommentPostMissingError';
  }
}

export class NotCommentAuthorError extends DomainError {
  constructor() {
    super('notYours', API_ERRORS.notYourComment);
    this.name = 'NotCommentAuthorError';
  }
}

export async function getComment(db: Db, commentId: string, consistent = false): Promise<CommentItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: commentKey(commentId), ConsistentRead: consistent }),
  );
  return (res.Item as CommentItem | undefined) ?? null;
}

/** Adds a comment and bumps the post's commentCount; refuses a post that does not exist. */
export async function createComment(db: Db, input: NewComment): Promise<CommentItem> {
  const item: CommentItem = {
    ...commentKey(input.id),
    type: 'comment',
    ...input,
    popCount: 0,
  };
  try {
    await transactWrite(db, [
      putNew(db, item),
      {
        Update: {
          TableName: db.table,
          Key: postKey(input.postId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: 'ADD commentCount :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Put: {
          TableName: db.table,
          Item: { ...postCommentKey(input.postId, input.id), type: 'post-comment' },
        },
      },
      {
        Put: {
          TableName: db.table,
          Item: {
            ...authorCommentKey(input.authorId, input.id),
            type: 'author-comment',
            postId: input.postId,
          },
        },
      },
      ...putMentionEntries(db, item.PK, input.mentions),
    ]);
  } catch (err) {
    // Written already (a retry of the same create, with the same id): that comment is the answer.
    const stored = foundAt(err, 0) as CommentItem | null;
    if (stored?.authorId === input.authorId) return stored;
    if (conditionFailedAt(err, 1)) throw new CommentPostMissingError();
    throw err;
  }
  return item;
}

/** Deletes a comment written by `authorId` and lowers the post's commentCount (if the post remains). */
export async function deleteComment(
  db: Db,
  comment: CommentItem,
  authorId: string,
  /** More writes of the same transaction (an admin's audit entry). */
  also: TransactItems = [],
): Promise<void> {
  const removeComment = {
    TableName: db.table,
    Key: commentKey(comment.id),
    ConditionExpression: 'authorId = :me',
    ExpressionAttributeValues: { ':me': authorId },
  };
  const removeEntry = { Delete: { TableName: db.table, Key: postCommentKey(comment.postId, comment.id) } };
  const removeAuthorEntry = {
    Delete: { TableName: db.table, Key: authorCommentKey(comment.authorId, comment.id) },
  };
  const removeMentionEntries = deleteMentionEntries(db, commentKey(comment.id).PK, comment.mentions);
  try {
    await transactWrite(db, [
      { Delete: removeComment },
      {
        Update: {
          TableName: db.table,
          Key: postKey(comment.postId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: 'ADD commentCount :minus',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      removeEntry,
      removeAuthorEntry,
      ...removeMentionEntries,
      ...also,
    ]);
  } catch (err) {
    if (conditionFailedAt(err, 0)) throw new NotCommentAuthorError();
    if (!conditionFailedAt(err, 1)) throw err;
    // The post is gone (its comments are being swept): just remove the comment and its entry.
    try {
      await transactWrite(db, [
        { Delete: removeComment },
        removeEntry,
        removeAuthorEntry,
        ...removeMentionEntries,
        ...also,
      ]);
    } catch (inner) {
      if (conditionFailedAt(inner, 0)) throw new NotCommentAuthorError();
      throw inner;
    }
  }
}

/** The ids of a post's most recent `limit` comments, oldest first. */
export async function commentIdsOfPost(db: Db, postId: string, limit: number): Promise<string[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': postCommentsPk(postId) },
      ProjectionExpression: 'SK',
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map((item) => item.SK as string).reverse();
}

const postCommentsQuery = (postId: string, limit: number) => ({
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': postCommentsPk(postId) },
  ProjectionExpression: 'SK',
  ConsistentRead: true,
  Limit: limit,
});

/** Every comment id of a post, page by page, read consistently. */
export function commentIdPagesOfPost(db: Db, postId: string, pageSize = 500): AsyncGenerator<string[]> {
  return queryPages(db, postCommentsQuery(postId, pageSize), (item) => item.SK as string);
}

/** One page of a post's comment ids (consistent read) from `cursor` (the cascade after a post delete). */
export const commentIdPage = (db: Db, postId: string, limit: number, cursor?: Cursor) =>
  queryPage(db, postCommentsQuery(postId, limit), (item) => item.SK as string, cursor);

/** Comments by id, in one BatchGet (those that do not exist are left out). */
export async function commentsById(db: Db, commentIds: readonly string[]): Promise<Map<string, CommentItem>> {
  const found = commentIds.length ? await batchGet(db, commentIds.map(commentKey)) : new Map();
  const out = new Map<string, CommentItem>();
  for (const id of commentIds) {
    const comment = found.get(keyOf(commentKey(id))) as CommentItem | undefined;
    if (comment) out.set(id, comment);
  }
  return out;
}

/**
 * The entries of a comment swept with its post (its own delete removes them at once): its author's
 * index entry, when the author is known, and its mention entries (data/mention.ts).
 */
export async function deleteSweptCommentEntries(
  db: Db,
  commentId: string,
  authorId: string | null,
  mentions: readonly Mention[] | undefined,
): Promise<void> {
  if (authorId) await batchWrite(db, [{ delete: authorCommentKey(authorId, commentId) }]);
  const entries = deleteMentionEntries(db, commentKey(commentId).PK, mentions);
  if (entries.length)
    await batchWrite(
      db,
      entries.map((m) => ({ delete: m.Delete.Key })),
    );
}

/** Deletes comments of a deleted post that a `commentIdPage` returned, and the post's entries of them. */
export const deleteCommentsOfPost = (db: Db, postId: string, commentIds: readonly string[]) =>
  batchWrite(
    db,
    commentIds.flatMap((id) => [{ delete: commentKey(id) }, { delete: postCommentKey(postId, id) }]),
  );
