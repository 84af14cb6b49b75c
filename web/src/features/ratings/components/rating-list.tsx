import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import type { Rating } from '@shared/schemas/ratings';
import { Link as RouterLink } from 'react-router';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { profilePath } from '@/config/paths';
import { formatRating } from '@/features/ratings/utils/format';
import { formatDay } from '@/lib/dates';

/** One fan's rating in a list: who, the value, how they watched, when, and their comment (as text). */
function RatingRow({ rating }: { rating: Rating }) {
  return (
    <Stack
      component="li"
      spacing={0.75}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
      data-testid="rating"
    >
      {/* Who (picture and name link to the profile), when, and the value. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <RouterLink to={profilePath(rating.rater.id)} aria-hidden="true" tabIndex={-1}>
          <UserAvatar name={rating.rater.displayName} src={rating.rater.profileImageUrl} size={36} />
        </RouterLink>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={profilePath(rating.rater.id)}
            color="inherit"
            noWrap
            sx={{ fontWeight: 700, display: 'block' }}
          >
            {fanName(rating.rater.displayName)}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            {`@${fanHandle(rating.rater.handle)} · ${formatDay(rating.ratedAt)}`}
          </Typography>
        </Box>
        <Chip
          label={formatRating(rating.rating)}
          color="primary"
          sx={{ fontWeight: 900, minWidth: 48 }}
          aria-label={`${RATING_TEXTS.ratingLabel} ${formatRating(rating.rating)}`}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {RATING_TEXTS.watchedLabels[rating.watched]}
        {rating.held ? ` · ${RATING_TEXTS.held}` : ''}
      </Typography>
      {rating.comment && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{rating.comment}</Typography>
      )}
    </Stack>
  );
}

/** Ratings with comments, newest first (user text as text, never HTML). */
export function RatingList({ ratings }: { ratings: readonly Rating[] }) {
  if (!ratings.length) return <Typography color="text.secondary">{RATING_TEXTS.noRatingsYet}</Typography>;
  return (
    <Stack component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {ratings.map((rating) => (
        <RatingRow key={`${rating.rater.id}-${rating.ratedAt}`} rating={rating} />
      ))}
    </Stack>
  );
}
