import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { SKELETON_COUNTS } from '@shared/constants';
import { POST_TEXTS } from '@shared/messages-social';
import type { Post } from '@shared/schemas';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { type PostListQuery, type PostPage, usePostList } from '@/features/posts/api/post-pages';
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

function ErrorCard({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert">
      <CardContent sx={{ textAlign: 'center', py: 4 }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
        <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          The posts could not be loaded.
        </Typography>
        <Button variant="contained" onClick={onRetry} disabled={retrying} sx={{ mt: 2 }}>
          {POST_TEXTS.tryAgain}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * A shared post link (`/profile/{authorId}#post-{id}`) points at a card that only exists once the
 * list has loaded, after the browser gave up looking for the anchor: scroll to it ourselves, once.
 */
function useScrollToPostAnchor(pages: readonly PostPage[] | undefined) {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!pages || !hash.startsWith('#post-') || done.current === hash) return;
    const id = decodeURIComponent(hash.slice('#post-'.length));
    if (!pages.some((page) => page.posts.some((p) => p.id === id))) return;
    done.current = hash;
    document.getElementById(`post-${id}`)?.scrollIntoView?.({ block: 'start' });
  }, [pages, hash]);
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
  const sentinel = useLoadMoreOnView<HTMLDivElement>(list);
  const posts = list.data?.pages.flatMap((page) => page.posts) ?? [];
  useScrollToPostAnchor(list.data?.pages);

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
  if (!list.data) return <ErrorCard onRetry={() => void list.refetch()} retrying={list.isRefetching} />;

  // A page can be empty and still not be the last (every post on it was left out): keep loading.
  if (!posts.length && !list.hasNextPage) return <>{empty}</>;
  return (
    <Stack component="section" spacing={2} aria-label={label}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} meId={meId} badge={renderBadge?.(post)} />
      ))}
      <Box ref={sentinel} sx={{ minHeight: 8, display: 'flex', justifyContent: 'center' }}>
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
