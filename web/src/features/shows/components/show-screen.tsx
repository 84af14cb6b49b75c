import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { CATALOGUE_TEXTS, noWinnerText, SHOW_TEXTS, WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { EntityRef, Match } from '@shared/schemas/wrestling';
import { Fragment, type ReactNode, useState } from 'react';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { useShow } from '@/features/shows/api/get-show';
import { matchTime } from '@/features/shows/utils/calendar';
import { formatShowTime } from '@/lib/dates';
import { StatusChip } from './status-chip';

function MatchCard({ match, names }: { match: Match; names: Map<string, EntityRef> }) {
  const nameOf = (id: string) => names.get(id)?.name ?? id;
  const title = match.championshipId ? names.get(match.championshipId) : undefined;
  const result = match.result;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', p: 1.5 }} data-testid="match">
      <Stack spacing={0.75}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
            {match.sides.map((side, i) => (
              <Fragment key={side.join()}>
                {i > 0 && (
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {` ${SHOW_TEXTS.versus} `}
                  </Box>
                )}
                <Box
                  component="span"
                  data-winner={result?.winnerSide === i ? 'true' : undefined}
                  sx={result?.winnerSide === i ? { color: 'success.light', fontWeight: 900 } : undefined}
                >
                  {side.map(nameOf).join(' & ')}
                  {result?.winnerSide === i ? ` (${SHOW_TEXTS.winner})` : ''}
                </Box>
              </Fragment>
            ))}
          </Typography>
          <StatusChip status={match.status} />
        </Stack>
        {(match.stipulation || title) && (
          <Typography variant="body2" color="text.secondary">
            {[match.stipulation, title ? SHOW_TEXTS.forTitle(title.name) : null].filter(Boolean).join(' · ')}
          </Typography>
        )}
        {result && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            {/* No winner: how it ended is the result ("Draw", "No contest"), not a method. */}
            {result.winnerSide === null && <Chip size="small" label={noWinnerText(result.method)} />}
            {result.method && result.winnerSide !== null && (
              <Typography variant="body2">{WRESTLING_LABELS.method[result.method]}</Typography>
            )}
            {result.durationSeconds !== null && (
              <Typography variant="body2" color="text.secondary">
                {matchTime(result.durationSeconds)}
              </Typography>
            )}
            {result.titleChange && <Chip size="small" color="warning" label={SHOW_TEXTS.newChampion} />}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /shows/:showId: the show, its card, and its results behind "Show results" (off by default). */
/**
 * A show's page: its header, its card (results behind the switch) and the posts tagged with it
 * (`renderPosts`, composed by the route).
 */
export function ShowScreen({
  showId,
  renderPosts,
}: {
  showId: string;
  renderPosts?: (showId: string, empty: ReactNode) => ReactNode;
}) {
  const [results, setResults] = useState(false);
  const page = useShow(showId, results);
  if (page.isError && !page.data) return <Alert severity="error">{CATALOGUE_TEXTS.notFound}</Alert>;
  if (!page.data)
    return <CircularProgress aria-label={SHOW_TEXTS.card} sx={{ display: 'block', mx: 'auto' }} />;
  const { show, card, entities } = page.data;
  const names = new Map(entities.map((e) => [e.id, e]));
  const promotion = show.promotionId ? names.get(show.promotionId) : undefined;
  const place = [show.venue, show.city].filter(Boolean).join(', ');
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <EntityMonogram entity={promotion ?? show} size={56} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            {show.name}
          </Typography>
          <Typography color="text.secondary">
            {show.startsAt ? formatShowTime(show.startsAt) : ''}
            {show.showKind ? ` · ${WRESTLING_LABELS.showKind[show.showKind]}` : ''}
          </Typography>
          {place && <Typography color="text.secondary">{place}</Typography>}
        </Box>
        <StatusChip status={show.status ?? 'scheduled'} />
      </Stack>
      {show.demo && <Chip size="small" label={CATALOGUE_TEXTS.demo} sx={{ alignSelf: 'flex-start' }} />}
      <Box component="section" aria-labelledby="show-card">
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}
        >
          <Typography id="show-card" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            {SHOW_TEXTS.card}
          </Typography>
          <FormControlLabel
            control={<Switch checked={results} onChange={(e) => setResults(e.target.checked)} />}
            label={SHOW_TEXTS.showResults}
          />
        </Stack>
        {!results && card.some((m) => m.status === 'finished') && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {SHOW_TEXTS.resultsHidden}
          </Typography>
        )}
        {card.length ? (
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
            {card.map((match) => (
              <MatchCard key={match.id} match={match} names={names} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{SHOW_TEXTS.emptyCard}</Typography>
        )}
      </Box>
      {renderPosts && (
        <Box component="section" aria-labelledby="show-posts">
          <Typography id="show-posts" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
            {SHOW_TEXTS.posts}
          </Typography>
          {renderPosts(
            show.id,
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {CATALOGUE_TEXTS.noPosts}
            </Typography>,
          )}
        </Box>
      )}
    </Stack>
  );
}
