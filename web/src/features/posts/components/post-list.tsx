import { Box, Button, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { SKELETON_COUNTS } from '@shared/constants';
import { POST_TEXTS } from '@shared/messages-social';
import type { Post } from '@shared/schemas/posts';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { ErrorCard } from '@/components/ui/error-card';
import { toast } from '@/components/ui/toast/toast-store';
import { type PostListQuery, usePostList } from '@/features/posts/api/post-pages';
import { useLoadMoreOnView } from '@/lib/hooks/use-in-view';
import { PostCard } from './post-card';

export function PostSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="post-skeleton">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
        </Box>
        <Skeleton sx={{ mt: 2 }} />
        <Skeleton width="85%" />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}

/**
 * A shared post link (`/profile/{authorId}#post-{id}`) points at a card that only exists once the
 * list has loaded (and drawn: `shown`), after the browser gave up looking for the anchor: scroll to it
 * ourselves, once.
 */
function useScrollToPostAnchor(shown: readonly Post[]) {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#post-') || done.current === hash) return;
    const id = decodeURIComponent(hash.slice('#post-'.length));
    if (!shown.some((p) => p.id === id)) return;
    done.current = hash;
    document.getElementById(`post-${id}`)?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
}

/** The cards a list draws in its first render; the rest follow in a render React may interrupt. */
export const FIRST_CARDS = 4;

type PostListResult = ReturnType<typeof usePostList>;

/**
 * The loaded list. It draws at first only the cards a phone's screen shows, then all of them in a
 * background render (React's deferred value, seeded when the list first has posts: that render yields
 * to input and paint, so a page of twenty cards is not one long task before the first post appears).
 * Once every card is drawn, later changes (a count, a next page) render at once as usual. Until then the
 * load-more sentinel waits, so it does not ask for a page early.
 */
function PostCards({
  list,
  posts,
  meId,
  renderBadge,
  label,
}: {
  list: PostListResult;
  posts: readonly Post[];
  meId: string;
  renderBadge: ((post: Post) => ReactNode) | undefined;
  label: string;
}) {
  const deferred = useDeferredValue(posts, posts.length > FIRST_CARDS ? posts.slice(0, FIRST_CARDS) : posts);
  const allDrawn = useRef(false);
  if (deferred === posts) allDrawn.current = true;
  const shown = allDrawn.current ? posts : deferred;
  const sentinel = useLoadMoreOnView<HTMLDivElement>(list);
  useScrollToPostAnchor(shown);
  return (
    <Stack component="section" spacing={2} aria-label={label}>
      {shown.map((post) => (
        <PostCard key={post.id} post={post} meId={meId} badge={renderBadge?.(post)} />
      ))}
      <Box
        ref={shown === posts ? sentinel : undefined}
        sx={{ minHeight: 8, display: 'flex', justifyContent: 'center' }}
      >
        {list.isFetchingNextPage && <CircularProgress size={24} aria-label="Loading more posts" />}
        {list.isFetchNextPageError && (
          <Box sx={{ textAlign: 'center', py: 1 }}>
            <Typography color="text.secondary">More posts could not be loaded.</Typography>
            <Button variant="outlined" onClick={() => void list.fetchNextPage()} sx={{ mt: 1 }}>
              {POST_TEXTS.tryAgain}
            </Button>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/**
 * A newest-first list of post cards, loaded a page at a time as the fan scrolls: a skeleton of
 * three cards while loading, an error card with "Try Again", or `empty` when there is nothing.
 * A next page is loaded when the last one answered a next cursor, however few posts it had.
 * A later page that fails keeps the posts already shown and offers "Try Again" below them.
 */
export function PostList({
  query,
  meId,
  empty,
  errorToast,
  renderBadge,
  label = 'Posts',
}: {
  query: PostListQuery;
  meId: string;
  empty: ReactNode;
  /** A toast shown when loading fails (the home feed's "Failed to load feed posts"). */
  errorToast?: string;
  renderBadge?: (post: Post) => ReactNode;
  label?: string;
}) {
  const list = usePostList(query);
  // One array per answer (not per render): the deferred value compares it by identity.
  const posts = useMemo(() => list.data?.pages.flatMap((page) => page.posts) ?? [], [list.data]);

  const failed = list.isError;
  useEffect(() => {
    if (failed && errorToast) toast({ title: errorToast, variant: 'destructive' });
  }, [failed, errorToast]);

  if (list.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: SKELETON_COUNTS.feed }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PostSkeleton key={i} />
        ))}
      </Stack>
    );
  if (!list.data)
    return (
      <ErrorCard
        text="The posts could not be loaded."
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );

  // A page can be empty and still not be the last (every post on it was left out): keep loading.
  if (!posts.length && !list.hasNextPage) return <>{empty}</>;
  return <PostCards list={list} posts={posts} meId={meId} renderBadge={renderBadge} label={label} />;
}
