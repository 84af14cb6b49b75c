import { Box, Link, Stack, Typography } from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import type { RatedMatch } from '@shared/schemas/ratings';
import { Link as RouterLink } from 'react-router';
import { formatScore, matchPath, sidesText } from '@/features/ratings/utils/format';
import { formatDay } from '@/lib/dates';

/**
 * A ranked list of rated matches (top rated, a wrestler's best-rated): the score, the sides linking
 * to the match page, the show and its day, and the count. Shows the viewer is protected from are
 * left out by the API.
 */
export function RatedMatchList({ matches }: { matches: readonly RatedMatch[] }) {
  if (!matches.length) return <Typography color="text.secondary">{RATING_TEXTS.noneRated}</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {matches.map((match, i) => (
        <Box
          component="li"
          key={match.matchId}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          data-testid="rated-match"
        >
          <Typography color="text.secondary" sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}>
            {i + 1}
          </Typography>
          <Typography
            sx={{ fontWeight: 900, color: 'primary.main', width: 36, flexShrink: 0 }}
            aria-label={RATING_TEXTS.scoreOf(formatScore(match.score), match.count)}
          >
            {formatScore(match.score)}
          </Typography>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Link
              component={RouterLink}
              to={matchPath(match.matchId)}
              underline="hover"
              color="inherit"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {sidesText(match.sides)}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[
                match.show.name,
                formatDay(match.show.startsAt),
                match.stipulation,
                RATING_TEXTS.ratingCount(match.count),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
