/** Comments as the API returns them, and commenting: adding, removing, listing. */

import { COMMENTS_LIMIT } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import { MENTION_TEXTS } from '../../shared/messages-controls';
import type { Comment, CreateCommentInput } from '../../shared/schemas/posts';
import type { Db } from '../data/client';
import {
  type CommentItem,
  commentIdsOfPost,
  createComment,
  deleteComment,
  getComment,
  NotCommentAuthorError,
} from '../data/comment';
import { isFollowing } from '../data/follow';
import { lookup } from '../data/lookup';
import { getPost } from '../data/post';
import type { UserItem } from '../data/user';
import { forbidden, gone, notFound, notYours } from '../lib/errors';
import { countMetric } from '../lib/observability';
import { ulid } from '../lib/ulid';
import type { Seed } from './idempotency';
import { mayReply, mentionable, replyPolicyOf, resolveMentions } from './mentions';
import { filterComments, mutedWordsOf } from './muted-words';
import { viewerGuard } from './spoilers/reads';
import { shieldComments, showCandidateOf, showOfComment } from './spoilers/shield';
import { showForNewComment } from './spoilers/tagging';
import { isVisibleFan, visibleAuthor } from './users';
import type { Viewer } from './viewer';
import type { ViewerControls } from './viewer-controls';

export function toComment(comment: CommentItem, author: UserItem, userReacted: boolean): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    content: comment.content,
    createdAt: comment.createdAt,
    authorId: comment.authorId,
    authorDisplayName: author.displayName,
    authorHandle: author.handle,
    authorProfileImageUrl: author.profileImageUrl,
    popCount: Math.max(0, comment.popCount),
    userReacted,
    mentions: comment.mentions ?? [],
  };
}

/**
 * Comments by id, in the given order, with their authors and the viewer's Pops: one BatchGet for
 * the comments and the Pops, one for the authors. Gone comments and banned authors are left out.
 * `showOf` tells the show each comment is about (its own `showId`, else its post's: Spoiler Guard).
 */
async function hydrateComments(
  db: Db,
  filter: ViewerControls,
  ids: readonly string[],
  postShowId: string | null,
): Promise<{ comments: Comment[]; showOf: (comment: Comment) => string | null }> {
  const viewerId = filter.id;
  const look = lookup();
  for (const id of ids) {
    look.want.comment(id);
    look.want.pop({ commentId: id }, viewerId);
  }
  await look.run(db);
  const items = ids.flatMap((id) => {
    const item = look.comment(id);
    // Comments of fans the viewer's controls hide (blocked either way, muted) are left out.
    return item && !filter.hidesUser(item.authorId) ? [item] : [];
  });
  for (const c of items) look.want.user(c.authorId);
  await look.run(db);
  const shows = new Map(items.map((c) => [c.id, showOfComment(c, postShowId)]));
  const comments = items.flatMap((c) => {
    const author = visibleAuthor(look.user(c.authorId));
    return author ? [toComment(c, author, look.popped({ commentId: c.id }, viewerId))] : [];
  });
  return { comments, showOf: (comment) => shows.get(comment.id) ?? null };
}

/**
 * A post's most recent comments, oldest first; the post must exist and its author must not be
 * blocked either way. The viewer's muted words leave out or cover comments (domain/muted-words.ts),
 * except `reveal`, the one the fan chose to see. Spoiler Guard makes stubs of them all when the post is
 * shielded from the viewer, else of each about a show they are protected from on its own (its own
 * `showId`, else its post's show: a comment on the fan's own post about Raw is shielded from them
 * while they are protected from Raw); the fan's own comments never.
 */
export async function listComments(
  db: Db,
  viewer: Viewer,
  postId: string,
  reveal?: string,
): Promise<Comment[]> {
  const [post, ids] = await Promise.all([getPost(db, postId), commentIdsOfPost(db, postId, COMMENTS_LIMIT)]);
  if (!post || viewer.blocksEitherWay(post.authorId)) throw notFound(API_ERRORS.postNotFound);
  const postShow = showCandidateOf(post);
  const { comments, showOf } = await hydrateComments(db, viewer, ids, postShow);
  const shown = filterComments(comments, mutedWordsOf(viewer), viewer.id, reveal);
  const aboutShows = shown.some((c) => c.authorId !== viewer.id && showOf(c) !== null);
  if (!aboutShows) return shown;
  const guard = await viewerGuard(db, viewer);
  const postNote = guard.shieldOf({ authorId: post.authorId, showId: postShow });
  return shieldComments(guard, shown, showOf, postNote, viewer.id);
}

/**
 * The author comments on a post (which must exist, and whose reply policy lets them: else 403
 * "Replies are limited", nothing written). The comment keeps the show it is about (Spoiler Guard:
 * its post's, or one of the window its text names; domain/spoilers/tagging.ts). `seed` is the
 * comment's id and time (a create's
 * seed: the same on every retry of its Idempotency-Key); a comment of that id that exists already
 * (a retry of a create whose write landed) is the answer.
 */
export async function addComment(
  db: Db,
  viewer: Viewer,
  input: CreateCommentInput,
  seed?: Seed,
): Promise<Comment> {
  const author = viewer.user;
  const now = seed?.at ?? new Date();
  // A banned fan's posts are hidden: nobody can comment on them any more.
  // Blocked either way: refused as a missing post is (nothing tells a fan they were blocked).
  const post = await getPost(db, input.postId);
  if (!post || viewer.blocksEitherWay(post.authorId)) throw notFound(API_ERRORS.postNotFound);
  const asksFollow = replyPolicyOf(post) === 'following' && post.authorId !== author.id;
  const [visible, followed, found, showId] = await Promise.all([
    isVisibleFan(db, post.authorId),
    asksFollow ? isFollowing(db, post.authorId, author.id, true) : false,
    resolveMentions(db, input.content),
    showForNewComment(db, post, input.content, now),
  ]);
  if (!visible) throw notFound(API_ERRORS.postNotFound);
  if (!mayReply(post, author.id, followed)) throw forbidden(MENTION_TEXTS.repliesLimited);
  // A fan blocked either way is not mentioned: the handle stays text.
  const mentions = mentionable(viewer, found);
  const comment = await createComment(db, {
    id: seed?.id ?? ulid(now.getTime()),
    postId: input.postId,
    authorId: author.id,
    content: input.content,
    ...(mentions.length ? { mentions } : {}),
    ...(showId ? { showId } : {}),
    createdAt: now.toISOString(),
  });
  countMetric('CommentsCreated');
  return toComment(comment, author, false);
}

/**
 * Whether a fan may delete a comment: its author, or the author of the post it is on (thread
 * moderation: their thread, their call). Anyone else may not.
 */
async function mayDeleteComment(db: Db, callerId: string, comment: CommentItem): Promise<boolean> {
  if (comment.authorId === callerId) return true;
  return (await getPost(db, comment.postId, true))?.authorId === callerId;
}

/**
 * The comment's author, or the post's author, removes a comment (deleted as its author's delete
 * is: the count, the lists, the stream cascades; nobody is told); a second delete finds it gone
 * (404), anyone else is refused.
 */
export async function removeComment(db: Db, caller: UserItem, commentId: string): Promise<void> {
  const comment = await getComment(db, commentId, true);
  if (!comment) throw gone(API_ERRORS.commentNotFound);
  if (!(await mayDeleteComment(db, caller.id, comment))) throw notYours(API_ERRORS.notYourComment);
  try {
    await deleteComment(db, comment, comment.authorId);
  } catch (err) {
    // Deleted by a concurrent request between the read and the write: gone, not someone else's.
    if (err instanceof NotCommentAuthorError && !(await getComment(db, commentId, true)))
      throw gone(API_ERRORS.commentNotFound);
    throw err;
  }
}
