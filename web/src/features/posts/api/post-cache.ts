/** Edits of posts held in every cached post list (feed, a fan's posts, a hashtag). */

import type { Post } from '@shared/schemas/posts';
import type { QueryClient } from '@tanstack/react-query';
import { postKeys } from '@/lib/posts/post-keys';
import type { PostPages } from './post-pages';

/**
 * Edits the posts of every page of every cached post list, each page keeping its next cursor. The same
 * root also holds comment lists (plain arrays), which are left alone.
 */
function editPages(queryClient: QueryClient, edit: (posts: Post[]) => Post[]): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.all }, (data) =>
    data && Array.isArray(data.pages)
      ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: edit(page.posts) })) }
      : data,
  );
}

/** Applies a change to one post wherever it is listed. */
export function updatePostEverywhere(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post,
): void {
  editPages(queryClient, (posts) => posts.map((p) => (p.id === postId ? change(p) : p)));
}

/** Takes a deleted post out of every list at once. */
export function removePostEverywhere(queryClient: QueryClient, postId: string): void {
  editPages(queryClient, (posts) => posts.filter((p) => p.id !== postId));
}

/** Counts a comment added (+1) or deleted (-1) on its post wherever it is listed (never below 0). */
export function changeCommentCount(queryClient: QueryClient, postId: string, delta: number): void {
  updatePostEverywhere(queryClient, postId, (p) => ({
    ...p,
    commentCount: Math.max(0, p.commentCount + delta),
  }));
}
