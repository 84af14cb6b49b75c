import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { SKELETON_COUNTS } from '@shared/constants';
import { POST_TEXTS, SEARCH_TEXTS } from '@shared/messages-social';
import type { SuggestedUser } from '@shared/schemas/users';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Byline } from '@/components/ui/byline';
import { profilePath } from '@/config/paths';
import { clampLines } from '@/config/theme';
import { useLoadMoreOnView } from '@/lib/hooks/use-in-view';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** A fan's card (avatar, display name, @handle, bio), linking to their profile as a whole. */
function UserCard({ user }: { user: SuggestedUser }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={profilePath(user.id)} sx={{ height: '100%' }}>
        <Byline component={CardContent} fan={user} avatarSize={52} alignItems="flex-start" linked={false}>
          {user.bio.trim() && (
            <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere', ...clampLines(2) }}>
              {user.bio}
            </Typography>
          )}
        </Byline>
      </CardActionArea>
    </Card>
  );
}

/** Pages of fans as an infinite query answers them (suggestions, search results). */
export type UserPagesQuery = UseInfiniteQueryResult<InfiniteData<SuggestedUser[], unknown>, Error>;

/**
 * A grid of fan cards loaded a page at a time as the fan scrolls (SPEC 2 and 9): 12 skeletons while
 * the first page loads, "Loading more users..." while the next one does (asked when the sentinel is
 * 10% visible), `empty` when there is nobody and `failed` when the first page could not load.
 */
export function UserCardGrid({
  pages,
  label,
  empty,
  failed,
}: {
  pages: UserPagesQuery;
  /** The list's accessible name ("Suggested users"). */
  label: string;
  empty: ReactNode;
  failed: ReactNode;
}) {
  const sentinel = useLoadMoreOnView<HTMLDivElement>(pages);

  if (pages.isPending)
    return (
      <Box sx={GRID} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: SKELETON_COUNTS.suggestedUsers }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={104} data-testid="user-skeleton" />
        ))}
      </Box>
    );
  if (!pages.data) return <>{failed}</>;
  // Offset pages can overlap when the ranking moves between two requests: show each fan once.
  const users = [...new Map(pages.data.pages.flat().map((u) => [u.id, u])).values()];
  if (!users.length) return <>{empty}</>;
  return (
    <>
      <Box component="ul" sx={{ ...GRID, m: 0, p: 0, listStyle: 'none' }} aria-label={label}>
        {users.map((user) => (
          <li key={user.id}>
            <UserCard user={user} />
          </li>
        ))}
      </Box>
      <Box ref={sentinel} sx={{ py: 2, textAlign: 'center' }}>
        {pages.isFetchingNextPage && (
          <Typography color="text.secondary">{SEARCH_TEXTS.loadingMore}</Typography>
        )}
        {pages.isFetchNextPageError && (
          <>
            <Typography color="text.secondary">More fans could not be loaded.</Typography>
            <Button variant="outlined" onClick={() => void pages.fetchNextPage()} sx={{ mt: 1 }}>
              {POST_TEXTS.tryAgain}
            </Button>
          </>
        )}
      </Box>
    </>
  );
}
