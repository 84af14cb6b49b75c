import TagIcon from '@mui/icons-material/Tag';
import { Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { HOME_TRENDING_COUNT } from '@shared/constants';
import { TRENDING_TEXTS } from '@shared/messages-social';
import { Link as RouterLink } from 'react-router';
import { useHomeTrendingHashtags } from '@/features/trending/api/get-trending-hashtags';
import { countOf, hashtagPath } from '@/features/trending/utils/format';

/** Rows of the loading skeleton (SPEC 9's default of 3). */
const SKELETON_ROWS = 3;

/**
 * The home screen's trending hashtags (left sidebar): the first 5 of the 24-hour ranking (GET
 * /api/hashtags/trending, cached 5 minutes), each with its rank and post count and linking to the hashtag,
 * and a link to the whole Trending & Discovery screen.
 */
export function TrendingSidebar() {
  const trending = useHomeTrendingHashtags();
  return (
    <Card component="section" aria-labelledby="trending-title">
      <CardContent>
        <Typography
          id="trending-title"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
        >
          <TagIcon color="primary" fontSize="small" /> Trending
        </Typography>
        {trending.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label="Loading trending hashtags">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={40} data-testid="trending-sidebar-skeleton" />
            ))}
          </Stack>
        ) : trending.isError ? (
          <Typography variant="body2" color="text.secondary">
            Trends could not be loaded right now.
          </Typography>
        ) : trending.data.length ? (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Trending hashtags">
            {trending.data.slice(0, HOME_TRENDING_COUNT).map((hashtag, i) => (
              <li key={hashtag.id}>
                <Link
                  component={RouterLink}
                  to={hashtagPath(hashtag.name)}
                  underline="none"
                  color="inherit"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.25,
                    py: 0.75,
                    px: 1,
                    mx: -1,
                    borderRadius: 1,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography component="span" color="text.secondary" sx={{ minWidth: 16, fontWeight: 700 }}>
                    {i + 1}
                  </Typography>
                  <Box component="span" sx={{ minWidth: 0, flex: 1 }}>
                    <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 700 }}>
                      #{hashtag.name}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {countOf(hashtag.postCount, 'post', 'posts')}
                    </Typography>
                  </Box>
                </Link>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No trending hashtags yet.
          </Typography>
        )}
        <Link
          component={RouterLink}
          to="/trending"
          sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
        >
          {TRENDING_TEXTS.title}
        </Link>
      </CardContent>
    </Card>
  );
}
