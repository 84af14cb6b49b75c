import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { SKELETON_COUNTS } from '@shared/constants';
import { TRENDING_TEXTS } from '@shared/messages-social';
import type { Timeframe } from '@shared/schemas/common';
import type { TrendingUser } from '@shared/schemas/trending';
import { Link as RouterLink } from 'react-router';
import { ErrorCard } from '@/components/ui/error-card';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { profilePath } from '@/config/paths';
import { clampLines } from '@/config/theme';
import { useTrendingUsers } from '@/features/trending/api/get-trending-users';
import { wholeNumber } from '@/features/trending/utils/format';
import { CARD_GRID, Rank, Stat, TrendingEmpty } from './trending-states';

/**
 * A creator's card: rank, avatar, display name, @handle, bio, posts, engagement and followers; the card links
 * to their profile.
 */
function CreatorCard({ creator, rank }: { creator: TrendingUser; rank: number }) {
  const name = fanName(creator.displayName);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={profilePath(creator.id)} sx={{ height: '100%' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
            <Rank rank={rank} />
            <UserAvatar name={creator.displayName} src={creator.profileImageUrl} size={48} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h3" noWrap sx={{ fontWeight: 700 }} title={name}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                @{fanHandle(creator.handle)}
              </Typography>
            </Box>
          </Box>
          {creator.bio.trim() && (
            <Typography variant="body2" sx={{ mt: 1.25, overflowWrap: 'anywhere', ...clampLines(2) }}>
              {creator.bio}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 1.5 }}>
            <Stat value={wholeNumber(creator.postCount)} label="posts" />
            <Stat value={wholeNumber(creator.totalEngagement)} label={TRENDING_TEXTS.engagement} />
            <Stat value={wholeNumber(creator.followerCount)} label="followers" />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The Popular Creators tab: six skeleton cards while loading, then the ranked creators. */
export function PopularCreators({ timeframe }: { timeframe: Timeframe }) {
  const creators = useTrendingUsers(timeframe);
  if (creators.isPending)
    return (
      <Box sx={CARD_GRID} aria-busy="true" aria-label="Loading popular creators">
        {Array.from({ length: SKELETON_COUNTS.trendingCreators }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={168} data-testid="creator-skeleton" />
        ))}
      </Box>
    );
  if (creators.isError)
    return (
      <ErrorCard
        text="The popular creators could not be loaded."
        onRetry={() => void creators.refetch()}
        retrying={creators.isFetching}
      />
    );
  if (!creators.data.length) return <TrendingEmpty text={TRENDING_TEXTS.noCreators} />;
  return (
    <Box component="ol" sx={CARD_GRID} aria-label={TRENDING_TEXTS.tabs.creators}>
      {creators.data.map((creator, i) => (
        <li key={creator.id}>
          <CreatorCard creator={creator} rank={i + 1} />
        </li>
      ))}
    </Box>
  );
}
