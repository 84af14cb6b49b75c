import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { PICK_TEXTS } from '@shared/messages-ratings';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { SHOW_TEXTS } from '@shared/messages-wrestling';
import type { ShowPicks } from '@shared/schemas/ratings';
import type { EntityRef, Match } from '@shared/schemas/wrestling';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useShowPicks } from '@/features/ratings/api/get-show-picks';
import { useSetShowPicks } from '@/features/ratings/api/set-show-picks';
import { apiErrorMessage } from '@/lib/api-client';

export interface PicksSectionProps {
  showId: string;
  /** The show's name, for "You went 5/7 at Raw". */
  showName: string;
  /** The show page's card and the names it resolved (a side's names as on the card). */
  card: readonly Match[];
  names: ReadonlyMap<string, EntityRef>;
  /** The show is on or over (or its start has passed): every pick is locked. */
  started: boolean;
  /** The show page's results switch is on: winners, points and the record may show. */
  resultsShown: boolean;
}

type MatchPick = ShowPicks['matches'][number];

/** "Kenny Omega & Jon Moxley": a side's names as the card writes them. */
const sideName = (side: readonly string[], names: ReadonlyMap<string, EntityRef>) =>
  side.map((id) => names.get(id)?.name ?? id).join(' & ');

/** Whole percents of a split (0 for every side while nobody picked). */
const percents = (split: readonly number[]) => {
  const all = split.reduce((a, b) => a + b, 0);
  return split.map((n) => (all === 0 ? 0 : Math.round((100 * n) / all)));
};

/** The crowd's split on a locked match: a thin bar, one part per side (its text is in the labels). */
function SplitBar({ shares }: { shares: readonly number[] }) {
  // The first side in the brand's gold, the others in greys: no red (an error's colour) in a split.
  const colors = ['primary.main', 'grey.500', 'grey.700', 'grey.300', 'grey.600'];
  return (
    <Box
      aria-hidden="true"
      data-testid="pick-split"
      sx={{ display: 'flex', height: 6, borderRadius: 3, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {shares.map((share, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a side is its index on the card
        <Box key={i} sx={{ width: `${share}%`, bgcolor: colors[i % colors.length] }} />
      ))}
    </Box>
  );
}

function MatchPicker({
  match,
  pick,
  locked,
  loading,
  value,
  names,
  resultsShown,
  onPick,
}: {
  match: Match;
  pick: MatchPick | undefined;
  /** The answer's lock, or before it the card's (a match under way or over, a show started). */
  locked: boolean;
  /** The picks are on their way: the card's sides are drawn (the same height), not yet pressable. */
  loading: boolean;
  /** The side shown as picked: the fan's unsaved choice or the stored pick. */
  value: number | null;
  names: ReadonlyMap<string, EntityRef>;
  resultsShown: boolean;
  onPick: (side: number) => void;
}) {
  const shares = pick?.split ? percents(pick.split) : locked ? match.sides.map(() => 0) : null;
  const title = match.sides.map((side) => sideName(side, names)).join(` ${SHOW_TEXTS.versus} `);
  const scored = resultsShown && pick?.winnerSide !== null && pick?.winnerSide !== undefined;
  const picked = pick?.mine ?? null;
  const correct = scored && picked === pick?.winnerSide;
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="pick">
      <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere', mb: 0.75 }}>
        {title}
      </Typography>
      {/* One button per side (pressed: the fan's pick); the buttons of a locked match are read-only. */}
      <Box
        role="group"
        aria-label={PICK_TEXTS.whoWins(title)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {match.sides.map((side, i) => {
          const name = sideName(side, names);
          const chosen = value === i;
          return (
            <Button
              key={side.join()}
              variant={chosen ? 'contained' : 'outlined'}
              color={chosen ? 'primary' : 'inherit'}
              aria-pressed={chosen}
              disabled={locked || loading}
              onClick={() => onPick(i)}
              sx={{
                // Side by side on a phone too, sharing the width; a long team's names wrap inside.
                flex: { xs: '1 1 40%', sm: '0 1 auto' },
                minWidth: 0,
                textAlign: 'left',
                textTransform: 'none',
                overflowWrap: 'anywhere',
                '&.Mui-disabled': chosen
                  ? { color: 'primary.contrastText', bgcolor: 'primary.dark', opacity: 0.85 }
                  : undefined,
              }}
            >
              {shares && pick?.split ? PICK_TEXTS.share(name, shares[i] ?? 0) : name}
            </Button>
          );
        })}
      </Box>
      {shares && (
        <Box sx={{ mt: 0.75 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {PICK_TEXTS.splitOf}
          </Typography>
          <SplitBar shares={shares} />
        </Box>
      )}
      {(locked || scored) && (
        <Stack
          direction="row"
          sx={{ mt: 0.75, columnGap: 1.5, rowGap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {locked && (
            <Typography variant="body2" color="text.secondary">
              {PICK_TEXTS.locked}
            </Typography>
          )}
          {scored && picked !== null && (
            <Typography
              variant="body2"
              data-testid="pick-outcome"
              sx={{ fontWeight: 800, color: correct ? 'success.light' : 'text.secondary' }}
            >
              {correct ? `${PICK_TEXTS.correct} · ${PICK_TEXTS.points(pick?.points ?? 0)}` : PICK_TEXTS.wrong}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The show page's "Your picks" (issue 39, docs/ratings.md "Predictions"): a winner per match on the
 * card, saved with one PUT of the changed picks. A locked match shows the fan's pick read-only and the
 * crowd's split; once scored, correct or wrong and the points, and the record "You went 5/7 at Raw".
 * Winners, points and the record are results: shown only with the page's results switch on, and never
 * for a show Spoiler Guard protects the fan from (the answer's `shield`: the server leaves them out).
 * Its own chunk, loaded below the card.
 */
export default function PicksSection({
  showId,
  showName,
  card,
  names,
  started,
  resultsShown,
}: PicksSectionProps) {
  const picks = useShowPicks(showId);
  const save = useSetShowPicks(showId);
  const [draft, setDraft] = useState<Record<string, number>>({});
  const [saved, setSaved] = useState(false);
  if (!card.length) return null;
  const byMatch = new Map((picks.data?.matches ?? []).map((m) => [m.matchId, m]));
  const shielded = picks.data?.shield !== undefined;
  const showResults = resultsShown && !shielded;
  // The picks that differ from the stored ones, on matches still open.
  const changed = Object.entries(draft)
    .filter(([matchId, side]) => {
      const pick = byMatch.get(matchId);
      return !pick?.locked && pick?.mine !== side;
    })
    .map(([matchId, side]) => ({ matchId, side }));
  // Until the answer comes, what the card says (the same rule as the server's, pickLocked): so the
  // section has its final height at once and the posts below it do not move.
  const lockedOf = (m: Match) => byMatch.get(m.id)?.locked ?? (started || m.status !== 'upcoming');
  const open = card.some((m) => !lockedOf(m));
  const record = picks.data?.record ?? null;
  const anyScored = card.some((m) => m.status === 'finished');
  const submit = () =>
    save.mutate(changed, {
      onSuccess: () => {
        setDraft({});
        setSaved(true);
      },
    });
  return (
    <Box component="section" aria-labelledby="picks-title" id="picks">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="picks-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          {PICK_TEXTS.title}
        </Typography>
        <Link component={RouterLink} to="/leaderboards" underline="hover">
          {PICK_TEXTS.leaderboard}
        </Link>
      </Stack>
      {picks.isError && !picks.data ? (
        <Typography role="alert" color="error">
          {apiErrorMessage(picks.error) ?? PICK_TEXTS.loadFailed}
        </Typography>
      ) : (
        <Stack spacing={1.5} aria-busy={!picks.data}>
          {open && (
            <Typography variant="body2" color="text.secondary">
              {PICK_TEXTS.intro}
            </Typography>
          )}
          {shielded ? (
            <Typography variant="body2" color="text.secondary" data-testid="picks-shield">
              {SPOILER_TEXTS.protectedNote}
            </Typography>
          ) : (
            anyScored &&
            !resultsShown && (
              <Typography variant="body2" color="text.secondary">
                {PICK_TEXTS.pointsWithResults}
              </Typography>
            )
          )}
          {showResults && record && record.decided > 0 && (
            <Typography sx={{ fontWeight: 700 }} data-testid="picks-record">
              {`${PICK_TEXTS.wentAt(record.correct, record.decided, showName)} · ${PICK_TEXTS.points(record.points)}`}
            </Typography>
          )}
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {card.map((match) => {
              const pick = byMatch.get(match.id);
              const stored = pick?.mine ?? null;
              return (
                <MatchPicker
                  key={match.id}
                  match={match}
                  pick={pick}
                  locked={lockedOf(match)}
                  loading={!picks.data}
                  value={pick?.locked ? stored : (draft[match.id] ?? stored)}
                  names={names}
                  resultsShown={showResults}
                  onPick={(side) => {
                    setSaved(false);
                    setDraft((d) => ({ ...d, [match.id]: side }));
                  }}
                />
              );
            })}
          </Stack>
          {save.isError && (
            <Typography role="alert" color="error">
              {apiErrorMessage(save.error) ?? PICK_TEXTS.saveFailed}
            </Typography>
          )}
          {open && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={submit} disabled={!changed.length || save.isPending}>
                {PICK_TEXTS.save}
              </Button>
              <Typography role="status" variant="body2" color="text.secondary">
                {saved && !changed.length ? PICK_TEXTS.saved : ''}
              </Typography>
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
