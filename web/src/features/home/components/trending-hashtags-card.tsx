import TagIcon from '@mui/icons-material/Tag';
import { Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/**
 * The home screen's trending hashtags (left sidebar). Trending scores come from the trending job,
 * which has not shipped yet; until then the card says so and points to the hashtag links.
 */
export function TrendingHashtagsCard() {
  return (
    <Card component="section" aria-labelledby="trending-title">
      <CardContent>
        <Typography
          id="trending-title"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <TagIcon color="primary" fontSize="small" /> Trending
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Trending hashtags will show up here once the numbers are in. Tap a #hashtag on any post to see
          everything tagged with it.
        </Typography>
        <Link
          component={RouterLink}
          to="/trending"
          sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
        >
          Trending & Discovery
        </Link>
      </CardContent>
    </Card>
  );
}
