/**
 * Comments.
 *
 *   COMMENT#{commentId} / COMMENT          the comment (its popCount lives on it)
 *     GSI1: COMMENTS#{postId} / {commentId}  comments of a post, in order
 *
 * A comment and the post's commentCount change in one transaction. When a post is deleted, the
 * post-cascade stream consumer removes its comments.
 */
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { API_ERRORS } from '../../shared/messages';
import { DomainError } from '../lib/errors';
import { transactWrite } from './batch';
import { conditionFailedAt, type Db, isConditionFailed } from './client';
import { idAfter, KEYS, type KeyLike } from './keys';
import { queryPages } from './page';
import { postKey } from './post';

export interface CommentItem {
  PK: string;
  SK: typeof KEYS.comment.sk;
  GSI1PK: string;
  GSI1SK: string;
  type: 'comment';
  id: string;
  postId: string;
  authorId: string;
  content: string;
  popCount: number;
  createdAt: string;
}

export type NewComment = Pick<CommentItem, 'id' | 'postId' | 'authorId' | 'content' | 'createdAt'>;

export const commentKey = (commentId: string) => ({
  PK: `${KEYS.comment.pk}${commentId}`,
  SK: KEYS.comment.sk,
});
const postCommentsPk = (postId: string) => `${KEYS.comment.gsi1}${postId}`;

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
    GSI1PK: postCommentsPk(input.postId),
    GSI1SK: input.id,
    type: 'comment',
    ...input,
    popCount: 0,
  };
  try {
    await transactWrite(db, [
      { Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: db.table,
          Key: postKey(input.postId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: 'ADD commentCount :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
  } catch (err) {
    if (conditionFailedAt(err, 1)) throw new CommentPostMissingError();
    throw err;
  }
  return item;
}

/** Deletes a comment written by `authorId` and lowers the post's commentCount (if the post remains). */
export async function deleteComment(db: Db, comment: CommentItem, authorId: string): Promise<void> {
  const removeComment = {
    TableName: db.table,
    Key: commentKey(comment.id),
    ConditionExpression: 'authorId = :me',
    ExpressionAttributeValues: { ':me': authorId },
  };
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
    ]);
  } catch (err) {
    if (conditionFailedAt(err, 0)) throw new NotCommentAuthorError();
    if (!conditionFailedAt(err, 1)) throw err;
    // The post is gone (its comments are being swept): just remove the comment.
    try {
      await db.doc.send(new DeleteCommand(removeComment));
    } catch (inner) {
      if (isConditionFailed(inner)) throw new NotCommentAuthorError();
      throw inner;
    }
  }
}

/** The most recent `limit` comments of a post, oldest first. */
export async function commentsOfPost(db: Db, postId: string, limit: number): Promise<CommentItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': postCommentsPk(postId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return ((res.Items ?? []) as CommentItem[]).reverse();
}

/** Every comment id of a post, page by page (the cascade after a post is deleted). */
export function commentIdPagesOfPost(db: Db, postId: string, pageSize = 500): AsyncGenerator<string[]> {
  return queryPages(
    db,
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': postCommentsPk(postId) },
      ProjectionExpression: 'id',
      Limit: pageSize,
    },
    (item) => item.id as string,
  );
}
