import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import {
  CATALOGUE_TEXTS,
  ENTITY_TEXTS,
  noWinnerText,
  SHOW_TEXTS,
  WRESTLING_LABELS,
} from '@shared/messages-wrestling';
import type { ShowPage } from '@shared/schemas/shows';
import { ENTITY_PATHS, type EntityRef, type Match } from '@shared/schemas/wrestling';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Later } from '@/components/later';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { useLiveShow, watchesLive } from '@/features/shows/hooks/use-live-show';
import { matchTime } from '@/features/shows/utils/calendar';
import { formatShowTime } from '@/lib/dates';
import { useShow } from '@/lib/shows/get-show';
import { StatusChip } from './status-chip';

/** The web address of an entity's page (a show's is its id). */
const entityPath = (entity: Pick<EntityRef, 'kind' | 'slug' | 'id'>) =>
  `/${ENTITY_PATHS[entity.kind]}/${entity.kind === 'show' ? entity.id : entity.slug}`;

/** A name on the card, linked to its page, with "(c)" when it holds the title at stake. */
function Named({ id, names, champion }: { id: string; names: Map<string, EntityRef>; champion: boolean }) {
  const entity = names.get(id);
  return (
    <>
      {entity ? (
        <Link component={RouterLink} to={entityPath(entity)} color="inherit" underline="hover">
          {entity.name}
        </Link>
      ) : (
        id
      )}
      {champion && (
        <>
          {' '}
          <abbr title={ENTITY_TEXTS.championTitle}>{ENTITY_TEXTS.champion}</abbr>
        </>
      )}
    </>
  );
}

function MatchCard({
  match,
  names,
  champions,
}: {
  match: Match;
  names: Map<string, EntityRef>;
  /** Who on this match holds the title at stake, as the results setting shows. */
  champions: readonly string[];
}) {
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
                  {side.map((id, j) => (
                    <Fragment key={id}>
                      {j > 0 && ' & '}
                      <Named id={id} names={names} champion={champions.includes(id)} />
                    </Fragment>
                  ))}
                  {result?.winnerSide === i ? ` (${SHOW_TEXTS.winner})` : ''}
                </Box>
              </Fragment>
            ))}
          </Typography>
          <StatusChip status={match.status} />
        </Stack>
        {(match.stipulation || title) && (
          <Typography variant="body2" color="text.secondary">
            {match.stipulation}
            {match.stipulation && title ? ' · ' : ''}
            {title && (
              <>
                {`${SHOW_TEXTS.forThe} `}
                <Link component={RouterLink} to={entityPath(title)} color="inherit" underline="always">
                  {title.name}
                </Link>
              </>
            )}
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

/** The show as a tag names it. */
const showRefOf = (show: ShowPage['show']): EntityRef => ({
  id: show.id,
  kind: show.kind,
  slug: show.slug,
  name: show.name,
  colors: show.colors,
});

/** What the show page offers a fan Spoiler Guard protects from the show, instead of the switch. */
export interface ProtectedOffersProps {
  /** The fan marked the show watched: show its results. */
  showResults: () => void;
  /** "Show results anyway": this visit's results, the fan's status unchanged. */
  showAnyway: () => void;
}

/** What the show page gives its picks section (issue 39). */
export interface PicksOf {
  show: EntityRef;
  card: readonly Match[];
  names: Map<string, EntityRef>;
  /** The show is on or over (or its start has passed): every pick is locked. */
  started: boolean;
  results: boolean;
}

/** Whether the show page's answer says the fan is protected from this show (docs/spoilers.md). */
const answerProtects = (page: ShowPage) => 'protected' in page && page.protected === true;

/**
 * /shows/:showId: a show's page: its header, its card (results behind "Show results", off by default)
 * and the posts tagged with it (`renderPosts`, composed by the route). Spoiler Guard's parts come from
 * the route too: the watch buttons (`renderWatch`) and, for a fan protected from the show, the offers
 * drawn instead of the switch (`renderProtected`: "I've watched Raw", "Show results anyway").
 */
export function ShowScreen({
  showId,
  renderPosts,
  renderComposer,
  renderWatch,
  protectedFromResults = false,
  renderProtected,
  renderRatings,
  renderPicks,
}: {
  showId: string;
  renderPosts?: (showId: string, empty: ReactNode) => ReactNode;
  /** "Post about this show": the composer, the show already tagged (composed by the route). */
  renderComposer?: (show: EntityRef) => ReactNode;
  /** "Watching live · Watching later · Watched" for this show. */
  renderWatch?: (show: EntityRef) => ReactNode;
  /** Spoiler Guard hides this show's results from the fan now (or the page's answer says so). */
  protectedFromResults?: boolean;
  renderProtected?: (show: EntityRef, offers: ProtectedOffersProps) => ReactNode;
  /** Under the card: the matches' and the show's ratings (issue 39; a lazy chunk composed by the route). */
  renderRatings?: (page: ShowPage) => ReactNode;
  /**
   * Issue 39: "Your picks" below the card, given the card, the names it resolved, whether the show
   * has started (picks lock then) and whether the results switch is on (winners and points are
   * results). It may suspend (its chunk): the posts below wait with it, so neither moves the other.
   */
  renderPicks?: (picks: PicksOf) => ReactNode;
}) {
  const [results, setResults] = useState(false);
  const [anyway, setAnyway] = useState(false);
  const page = useShow(showId, results || anyway, anyway);
  // While it is live (or about to be), the page follows it over the live channel.
  const { live } = useLiveShow(showId, page.data ? watchesLive(page.data.show) : false);
  if (page.isError && !page.data) return <Alert severity="error">{CATALOGUE_TEXTS.notFound}</Alert>;
  if (!page.data)
    return <CircularProgress aria-label={SHOW_TEXTS.card} sx={{ display: 'block', mx: 'auto' }} />;
  const { show, card, entities } = page.data;
  const offers =
    renderProtected && !anyway && (protectedFromResults || answerProtects(page.data))
      ? renderProtected(showRefOf(show), {
          showResults: () => setResults(true),
          showAnyway: () => setAnyway(true),
        })
      : null;
  const shown = results || anyway;
  const names = new Map(entities.map((e) => [e.id, e]));
  const promotion = show.promotionId ? names.get(show.promotionId) : undefined;
  const place = [show.venue, show.city].filter(Boolean).join(', ');
  return (
    <Stack spacing={3} data-live={live}>
      <Box component="header">
        {/* The name beside the monogram; the rest below, full width (a phone has 390 px). */}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <EntityMonogram entity={promotion ?? show} size={56} />
          <Typography
            variant="h4"
            component="h1"
            sx={{ flex: 1, minWidth: 0, fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            {show.name}
          </Typography>
        </Stack>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 1.5 }}
        >
          <StatusChip status={show.status ?? 'scheduled'} />
          <Typography color="text.secondary">
            {show.startsAt ? formatShowTime(show.startsAt) : ''}
            {show.showKind ? ` · ${WRESTLING_LABELS.showKind[show.showKind]}` : ''}
          </Typography>
        </Stack>
        {(place || promotion) && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {promotion && (
              <Link component={RouterLink} to={entityPath(promotion)} underline="hover" color="inherit">
                {promotion.name}
              </Link>
            )}
            {promotion && place ? ' · ' : ''}
            {place}
          </Typography>
        )}
      </Box>
      {renderWatch?.(showRefOf(show))}
      {show.demo && <Chip size="small" label={CATALOGUE_TEXTS.demo} sx={{ alignSelf: 'flex-start' }} />}
      {live === 'polling' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {SHOW_TEXTS.liveRefreshing}
        </Typography>
      )}
      <Box component="section" aria-labelledby="show-card">
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography id="show-card" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            {SHOW_TEXTS.card}
          </Typography>
          {offers ?? (
            <FormControlLabel
              control={
                <Switch
                  checked={shown}
                  onChange={(e) => {
                    setResults(e.target.checked);
                    if (!e.target.checked) setAnyway(false);
                  }}
                />
              }
              label={SHOW_TEXTS.showResults}
            />
          )}
        </Stack>
        {!shown && !offers && card.some((m) => m.status === 'finished') && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {SHOW_TEXTS.resultsHidden}
          </Typography>
        )}
        {card.length ? (
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
            {card.map((match) => (
              <MatchCard
                key={match.id}
                match={match}
                names={names}
                champions={page.data.champions?.[match.id] ?? []}
              />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{SHOW_TEXTS.emptyCard}</Typography>
        )}
      </Box>
      {renderRatings && <Later>{renderRatings(page.data)}</Later>}
      {((renderPicks && card.length > 0) || renderPosts) && (
        <Later>
          {/* One boundary: the picks' chunk and the posts appear together (no layout shift). */}
          <Suspense fallback={null}>
            <Stack spacing={3}>
              {renderPicks &&
                card.length > 0 &&
                renderPicks({
                  show: showRefOf(show),
                  card,
                  names,
                  started:
                    (show.status ?? 'scheduled') !== 'scheduled' ||
                    (show.startsAt !== undefined && Date.parse(show.startsAt) <= Date.now()),
                  results: shown,
                })}
              {renderPosts && (
                <Box component="section" aria-labelledby="show-posts">
                  <Stack
                    direction="row"
                    sx={{
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      mb: 1,
                      flexWrap: 'wrap',
                      gap: 1,
                    }}
                  >
                    <Typography id="show-posts" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
                      {SHOW_TEXTS.posts}
                    </Typography>
                    {renderComposer?.(showRefOf(show))}
                  </Stack>
                  {renderPosts(
                    show.id,
                    <Typography color="text.secondary" sx={{ py: 2 }}>
                      {CATALOGUE_TEXTS.noPosts}
                    </Typography>,
                  )}
                </Box>
              )}
            </Stack>
          </Suspense>
        </Later>
      )}
    </Stack>
  );
}
