import type { Comment } from '@shared/schemas/posts';
import { describe, expect, it } from 'vitest';
import { postKeys } from '@/lib/posts/post-keys';
import { makeComment, makePost } from '@/testing/posts';
import { createTestQueryClient } from '@/testing/test-utils';
import { changeCommentCount, removePostEverywhere, updatePostEverywhere } from './post-cache';
import type { PostPages } from './post-pages';

const a = makePost({ id: 'a', popCount: 1, commentCount: 0 });
const b = makePost({ id: 'b' });
const c = makePost({ id: 'c' });
const comments: Comment[] = [makeComment()];

function seeded() {
  const queryClient = createTestQueryClient();
  const pages: PostPages = {
    pages: [
      { posts: [a, b], nextCursor: 'C1' },
      { posts: [c], nextCursor: null },
    ],
    pageParams: [undefined, 'C1'],
  };
  queryClient.setQueryData(postKeys.feed(), pages);
  queryClient.setQueryData(postKeys.byHashtag('raw'), {
    pages: [{ posts: [a], nextCursor: 'H1' }],
    pageParams: [undefined],
  });
  queryClient.setQueryData<Comment[]>(postKeys.comments('a'), comments);
  return queryClient;
}

describe('post cache edits keep every page’s next cursor', () => {
  it('changes a post in every list', () => {
    const queryClient = seeded();
    updatePostEverywhere(queryClient, 'a', (p) => ({ ...p, popCount: 5 }));
    changeCommentCount(queryClient, 'a', 1);
    const feed = queryClient.getQueryData<PostPages>(postKeys.feed());
    expect(feed?.pages.map((p) => p.nextCursor)).toEqual(['C1', null]);
    expect(feed?.pageParams).toEqual([undefined, 'C1']);
    expect(feed?.pages[0]?.posts[0]).toMatchObject({ id: 'a', popCount: 5, commentCount: 1 });
    const tag = queryClient.getQueryData<PostPages>(postKeys.byHashtag('raw'));
    expect(tag?.pages[0]).toMatchObject({ nextCursor: 'H1', posts: [{ id: 'a', popCount: 5 }] });
    expect(queryClient.getQueryData(postKeys.comments('a'))).toBe(comments);
  });

  it('takes a deleted post out of every list', () => {
    const queryClient = seeded();
    removePostEverywhere(queryClient, 'a');
    const feed = queryClient.getQueryData<PostPages>(postKeys.feed());
    expect(feed?.pages).toEqual([
      { posts: [b], nextCursor: 'C1' },
      { posts: [c], nextCursor: null },
    ]);
    expect(queryClient.getQueryData<PostPages>(postKeys.byHashtag('raw'))?.pages).toEqual([
      { posts: [], nextCursor: 'H1' },
    ]);
  });
});
