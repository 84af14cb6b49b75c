import { Box, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import type { ShowPage } from '@shared/schemas/shows';
import type { EntityRef } from '@shared/schemas/wrestling';
import { Link as RouterLink } from 'react-router';
import { useShowRatings } from '@/features/ratings/api/get-show-ratings';
import { matchPath } from '@/features/ratings/utils/format';
import { MatchSides } from './match-sides';
import { RateBox } from './rating-form';
import { RatingSummary, ScoreLine } from './rating-summary';
import { ShieldLine } from './shield-line';

/**
 * Under the show page's card (its own chunk, loaded after the card): each finished match's score
 * linking to its match page, and the show's own score with "Rate the show". One GET
 * /api/shows/{showId}/ratings. For a fan Spoiler Guard protects from the show: the shield's line only.
 */
export default function ShowRatings({ page }: { page: ShowPage }) {
  const { show, card, entities } = page;
  const query = useShowRatings(show.id);
  const names = new Map<string, EntityRef>(entities.map((e) => [e.id, e]));
  const finished = card.filter((m) => m.status === 'finished');
  return (
    <Card component="section" aria-labelledby="show-ratings" data-testid="show-ratings">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="show-ratings" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
          {RATING_TEXTS.ratings}
        </Typography>
        {query.isPending ? (
          <CircularProgress size={24} aria-label={RATING_TEXTS.ratings} />
        ) : query.isError ? (
          <Typography color="text.secondary">{RATING_TEXTS.loadFailed}</Typography>
        ) : query.data.shield ? (
          <ShieldLine shield={query.data.shield} />
        ) : (
          <Stack spacing={3}>
            {finished.length > 0 && (
              <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {finished.map((match) => {
                  const rated = query.data.matches.find((m) => m.matchId === match.id);
                  const sides = match.sides.map((side) =>
                    side.flatMap((id) => {
                      const entity = names.get(id);
                      return entity ? [entity] : [];
                    }),
                  );
                  return (
                    <Box component="li" key={match.id} data-testid="match-score">
                      <Link
                        component={RouterLink}
                        to={matchPath(match.id)}
                        underline="hover"
                        color="inherit"
                        noWrap
                        sx={{ fontWeight: 700, display: 'block' }}
                      >
                        <MatchSides sides={sides} linked={false} />
                      </Link>
                      {rated?.summary ? (
                        <ScoreLine score={rated.summary.score} count={rated.summary.count} size="small" />
                      ) : (
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {RATING_TEXTS.notEnough}
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            )}
            <Stack spacing={1.5}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
                {RATING_TEXTS.showRating}
              </Typography>
              {query.data.summary && <RatingSummary summary={query.data.summary} compact />}
              <RateBox
                target="show"
                targetId={show.id}
                showId={show.id}
                open={query.data.open}
                mine={query.data.mine}
                count={query.data.summary?.count ?? 0}
                heading={RATING_TEXTS.rateShow}
                compact
              />
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
