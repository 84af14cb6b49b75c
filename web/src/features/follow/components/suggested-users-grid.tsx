import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { SKELETON_COUNTS } from '@shared/constants';
import { SEARCH_TEXTS } from '@shared/messages';
import type { SuggestedUser } from '@shared/schemas';
import { Link as RouterLink } from 'react-router';
import { Byline } from '@/components/ui/byline';
import { profilePath } from '@/config/paths';
import { clampLines } from '@/config/theme';
import { useSuggestedUserPages } from '@/features/follow/api/get-suggested-users';
import { useLoadMoreOnView } from '@/lib/hooks/use-in-view';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

function UserCard({ user }: { user: SuggestedUser }) {
  return (
    <Card>
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

/** "Suggested Users to Follow" on the search screen: a grid of cards, 12 at a time as the fan scrolls. */
export function SuggestedUsersGrid() {
  const pages = useSuggestedUserPages();
  const sentinel = useLoadMoreOnView<HTMLDivElement>(pages);

  if (pages.isPending)
    return (
      <Box sx={GRID} aria-busy="true" aria-label="Loading suggested users">
        {Array.from({ length: SKELETON_COUNTS.suggestedUsers }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={104} data-testid="user-skeleton" />
        ))}
      </Box>
    );
  const users = pages.data?.pages.flat() ?? [];
  if (!users.length)
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="h5" component="h3">
            {SEARCH_TEXTS.noUsersAvailable}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {pages.isError
              ? 'Suggestions could not be loaded right now.'
              : 'Check back soon as more fans join.'}
          </Typography>
        </CardContent>
      </Card>
    );
  return (
    <>
      <Box component="ul" sx={{ ...GRID, m: 0, p: 0, listStyle: 'none' }} aria-label="Suggested users">
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
              Try Again
            </Button>
          </>
        )}
      </Box>
    </>
  );
}
