import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { SKELETON_COUNTS } from '@shared/constants';
import { TRENDING_TEXTS } from '@shared/messages-social';
import type { Timeframe } from '@shared/schemas/common';
import type { TrendingHashtag } from '@shared/schemas/trending';
import { Link as RouterLink } from 'react-router';
import { ErrorCard } from '@/components/ui/error-card';
import { useTrendingHashtags } from '@/features/trending/api/get-trending-hashtags';
import { hashtagPath, wholeNumber } from '@/features/trending/utils/format';
import { CARD_GRID, Rank, Stat, TrendingEmpty } from './trending-states';

/** A hashtag's card: rank, #name, total posts, recent posts and the rounded score; the card links to the tag. */
function HashtagCard({ hashtag, rank }: { hashtag: TrendingHashtag; rank: number }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={hashtagPath(hashtag.name)} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
            <Rank rank={rank} />
            <Typography variant="h6" component="h3" noWrap sx={{ minWidth: 0 }} title={`#${hashtag.name}`}>
              #{hashtag.name}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Stat value={wholeNumber(hashtag.postCount)} label="total posts" />
            <Stat value={wholeNumber(hashtag.recentPostCount)} label="recent posts" />
            <Stat value={wholeNumber(hashtag.score)} label="score" />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The Trending Hashtags tab: six skeleton cards while loading, then the ranked cards. */
export function TrendingHashtags({ timeframe }: { timeframe: Timeframe }) {
  const hashtags = useTrendingHashtags(timeframe);
  if (hashtags.isPending)
    return (
      <Box sx={CARD_GRID} aria-busy="true" aria-label="Loading trending hashtags">
        {Array.from({ length: SKELETON_COUNTS.trendingHashtags }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={124} data-testid="hashtag-skeleton" />
        ))}
      </Box>
    );
  if (hashtags.isError)
    return (
      <ErrorCard
        text="The trending hashtags could not be loaded."
        onRetry={() => void hashtags.refetch()}
        retrying={hashtags.isFetching}
      />
    );
  if (!hashtags.data.length) return <TrendingEmpty text={TRENDING_TEXTS.noHashtags} />;
  return (
    <Box component="ol" sx={CARD_GRID} aria-label={TRENDING_TEXTS.tabs.hashtags}>
      {hashtags.data.map((hashtag, i) => (
        <li key={hashtag.id}>
          <HashtagCard hashtag={hashtag} rank={i + 1} />
        </li>
      ))}
    </Box>
  );
}
