import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import { noWinnerText, SHOW_TEXTS, WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { MatchRatings } from '@shared/schemas/ratings';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMatchRatings } from '@/features/ratings/api/get-match-ratings';
import { entityPath } from '@/features/ratings/utils/format';
import { ApiError } from '@/lib/api-client';
import { formatShowTime } from '@/lib/dates';
import { MatchSides } from './match-sides';
import { RateBox } from './rating-form';
import { RatingList } from './rating-list';
import { RatingSummary } from './rating-summary';
import { ShieldLine } from './shield-line';

/**
 * The match itself: its sides (links), stipulation, show (a link) and its result only as the API gives
 * it (none for a show Spoiler Guard protects the fan from), behind "Show results" as on the show page.
 */
function MatchHeader({ page }: { page: MatchRatings }) {
  const { match, show, sides } = page;
  const [shown, setShown] = useState(false);
  const result = shown ? match.result : null;
  return (
    <Card component="header">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            <Link component={RouterLink} to={entityPath(show)} color="inherit" underline="always">
              {show.name}
            </Link>
            {` · ${formatShowTime(show.startsAt)}`}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', sm: '1.9rem' }, overflowWrap: 'anywhere' }}
          >
            <MatchSides sides={sides} winnerSide={result?.winnerSide ?? null} />
          </Typography>
          {match.stipulation && <Typography color="text.secondary">{match.stipulation}</Typography>}
          {match.result && (
            <FormControlLabel
              sx={{ alignSelf: 'flex-start' }}
              control={<Switch checked={shown} onChange={(e) => setShown(e.target.checked)} />}
              label={SHOW_TEXTS.showResults}
            />
          )}
          {result && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              {result.winnerSide === null && <Chip size="small" label={noWinnerText(result.method)} />}
              {result.method && result.winnerSide !== null && (
                <Typography variant="body2">{WRESTLING_LABELS.method[result.method]}</Typography>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /matches/:matchId: the match, its score (summary, or Spoiler Guard's line), the fan's rating form and
 * the ratings with comments, newest first, "Older ratings" for more. `notFound` when there is no such match.
 */
export function MatchScreen({ matchId, notFound }: { matchId: string; notFound: ReactNode }) {
  const query = useMatchRatings(matchId);
  if (query.isPending)
    return <CircularProgress aria-label={RATING_TEXTS.ratings} sx={{ display: 'block', mx: 'auto' }} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <>{notFound}</>;
    return <Alert severity="error">{RATING_TEXTS.loadFailed}</Alert>;
  }
  const [first] = query.data.pages;
  if (!first) return <>{notFound}</>;
  const ratings = query.data.pages.flatMap((p) => p.ratings);
  return (
    <Stack spacing={3}>
      <MatchHeader page={first} />
      <Card component="section" aria-labelledby="match-ratings">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            <Typography id="match-ratings" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              {RATING_TEXTS.ratings}
            </Typography>
            {first.shield ? (
              <ShieldLine shield={first.shield} />
            ) : (
              first.summary && <RatingSummary summary={first.summary} />
            )}
            <RateBox
              target="match"
              targetId={first.match.id}
              showId={first.show.id}
              open={first.open}
              mine={first.mine}
              count={first.summary?.count ?? 0}
              heading={RATING_TEXTS.rateMatch}
            />
          </Stack>
        </CardContent>
      </Card>
      {!first.shield && (
        <Card component="section" aria-label={RATING_TEXTS.ratings}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={1.5}>
              <RatingList ratings={ratings} />
              {query.hasNextPage && (
                <Button
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  sx={{ alignSelf: 'center' }}
                >
                  {RATING_TEXTS.olderRatings}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
