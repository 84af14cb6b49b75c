/**
 * Spoiler Guard's shaping of what a read answers (issue 37, docs/spoilers.md "What a protected fan
 * sees"): a post or comment about a show the viewer is protected from becomes a stub. Pure: the
 * decision is the request's guard (guard.ts `shieldOf`: never the viewer's own items), the show an
 * item is about comes from the item itself, so a page costs no request per item.
 *
 * - A post is about the show its first tag names (tags are stored the show first; a first tag of
 *   another kind: about no show).
 * - A comment is about the show its own `showId` names (set when it was written), else its post's.
 * - A stub keeps the id, the author, the time, the counts, the viewer's Pop and whether they may
 *   reply; it drops the text, the image, the link preview, the mentions, every tag but the show's and
 *   any muted-word cover, and says `shielded: {showId, showName, revealAt}`.
 */
import type { Comment, Post } from '../../../shared/schemas/posts';
import { noCommentText, noPostText } from '../post-text';
import type { ShieldNote, SpoilerGuard } from './guard';

/** The show a post is about: its first tag when that is a show (API posts carry the tags' kinds). */
export function showOfPost(post: Pick<Post, 'tags'>): string | null {
  const first = post.tags[0];
  return first?.kind === 'show' ? first.id : null;
}

/**
 * The show a stored post may be about, from its tag ids alone (the show is stored first): a candidate
 * the guard only matches when it is a show it protects (its map holds show ids only).
 */
export function showCandidateOf(post: { tags?: readonly string[] }): string | null {
  return post.tags?.[0] ?? null;
}

/** The show a comment is about: its own (written with it), else its post's. */
export function showOfComment(comment: object, postShowId: string | null): string | null {
  const own = (comment as { showId?: unknown }).showId;
  return typeof own === 'string' && own ? own : postShowId;
}

/** A post as a stub about the show `note` names. */
export function stubPost<P extends Post>(post: P, note: ShieldNote): P {
  const { filtered: _covered, ...rest } = post;
  return {
    ...rest,
    ...noPostText(),
    tags: post.tags.filter((tag) => tag.id === note.showId),
    shielded: { showId: note.showId, showName: note.showName, revealAt: note.revealAt },
  } as unknown as P;
}

/** A comment as a stub about the show `note` names. */
export function stubComment(comment: Comment, note: ShieldNote): Comment {
  const { filtered: _covered, ...rest } = comment;
  return {
    ...rest,
    ...noCommentText(),
    shielded: { showId: note.showId, showName: note.showName, revealAt: note.revealAt },
  };
}

/** The note a post gets from the guard (null: shown in full). */
export const shieldOfPost = (guard: SpoilerGuard, post: Pick<Post, 'authorId' | 'tags'>) =>
  guard.shieldOf({ authorId: post.authorId, showId: showOfPost(post) });

/** Posts as the guard lets the viewer see them: each about a protected show (not theirs) a stub. */
export function shieldPosts<P extends Post>(guard: SpoilerGuard, posts: readonly P[]): P[] {
  if (!guard.shielded.size) return [...posts];
  return posts.map((post) => {
    const note = shieldOfPost(guard, post);
    return note ? stubPost(post, note) : post;
  });
}

/**
 * Comments as the guard lets the viewer see them: all of them stubs when their post is shielded
 * (`postNote`), else each about a protected show on its own (`showOf`: the show a comment is about).
 * The viewer's own comments are never stubs.
 */
export function shieldComments(
  guard: SpoilerGuard,
  comments: readonly Comment[],
  showOf: (comment: Comment) => string | null,
  postNote: ShieldNote | null,
  viewerId: string,
): Comment[] {
  if (!guard.shielded.size) return [...comments];
  return comments.map((comment) => {
    if (comment.authorId === viewerId) return comment;
    const note = postNote ?? guard.shieldOf({ authorId: comment.authorId, showId: showOf(comment) });
    return note ? stubComment(comment, note) : comment;
  });
}

/** Whether a page of posts may need the guard: one of them is someone else's about a show. */
export const mayConcernShows = (viewerId: string, posts: readonly Pick<Post, 'authorId' | 'tags'>[]) =>
  posts.some((post) => post.authorId !== viewerId && showOfPost(post) !== null);
