import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Card,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { SHOW_TEXTS, CATALOGUE_TAB_TEXTS as T, WRESTLING_LABELS } from '@shared/messages-wrestling';
import { CATALOGUE_LIMITS, type EntityRef, MATCH_METHODS, type Match } from '@shared/schemas/wrestling';
import { useState } from 'react';
import {
  addMatch,
  deleteMatch,
  setMatchResult,
  setShowStatus,
  updateMatch,
  useCatalogueAction,
  useShowCard,
} from '@/features/admin/api/catalogue';
import { apiErrorMessage } from '@/lib/api-client';
import { EntityPicker, type Picked } from './entity-picker';

const matchInput = (m: Match) => ({
  position: m.position,
  sides: m.sides,
  stipulation: m.stipulation,
  championshipId: m.championshipId,
});

/** Per match: a winner button per side (one tap), with an optional method and time. */
function ResultControls({
  showId,
  match,
  names,
  kindOf,
}: {
  showId: string;
  match: Match;
  names: (id: string) => string;
  kindOf: (id: string) => string | undefined;
}) {
  const [method, setMethod] = useState('');
  const [minutes, setMinutes] = useState('');
  const result = useCatalogueAction(setMatchResult);
  const enter = (winnerSide: number | null) =>
    result.mutate({
      showId,
      matchId: match.id,
      result: {
        winnerSide,
        method: method ? (method as (typeof MATCH_METHODS)[number]) : null,
        durationSeconds: minutes ? Math.round(Number(minutes) * 60) : null,
      },
    });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {match.sides.map((side, i) => (
          <Button
            key={side.join()}
            size="small"
            variant={match.result?.winnerSide === i ? 'contained' : 'outlined'}
            color="success"
            disabled={result.isPending}
            onClick={() => enter(i)}
          >
            {T.wins(side.map(names).join(' & '), side.length > 1 || kindOf(side[0] ?? '') === 'team')}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }}>
        <TextField
          select
          size="small"
          label={T.method}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          sx={{ minWidth: 140, flex: 1 }}
        >
          <MenuItem value="">{T.none}</MenuItem>
          {MATCH_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {WRESTLING_LABELS.method[m]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={T.minutes}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          sx={{ width: 130 }}
        />
      </Stack>
      {result.isError && (
        <Alert severity="error">{apiErrorMessage(result.error) ?? String(result.error)}</Alert>
      )}
    </Stack>
  );
}

function AddMatchForm({ showId, nextPosition }: { showId: string; nextPosition: number }) {
  const [sides, setSides] = useState<Picked[][]>([[], []]);
  const [stipulation, setStipulation] = useState('');
  const [title, setTitle] = useState<Picked[]>([]);
  const add = useCatalogueAction(addMatch);
  return (
    <Stack
      component="form"
      spacing={1.5}
      aria-label={T.addMatch}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(
          {
            showId,
            match: {
              position: nextPosition,
              sides: sides.map((s) => s.map((p) => p.id)),
              stipulation: stipulation.trim() || null,
              championshipId: title[0]?.id ?? null,
            },
          },
          {
            onSuccess: () => {
              setSides([[], []]);
              setStipulation('');
              setTitle([]);
            },
          },
        );
      }}
    >
      <Typography sx={{ fontWeight: 800 }}>{T.addMatch}</Typography>
      {sides.map((side, i) => (
        <EntityPicker
          // biome-ignore lint/suspicious/noArrayIndexKey: sides are positional
          key={i}
          kinds={['wrestler', 'team']}
          label={T.side(i + 1)}
          multiple
          value={side}
          onChange={(picked) => setSides((all) => all.map((s, j) => (j === i ? picked : s)))}
        />
      ))}
      {sides.length < CATALOGUE_LIMITS.sides && (
        <Button size="small" onClick={() => setSides((all) => [...all, []])} sx={{ alignSelf: 'flex-start' }}>
          {T.addSide}
        </Button>
      )}
      <TextField
        size="small"
        label={T.stipulation}
        value={stipulation}
        onChange={(e) => setStipulation(e.target.value)}
      />
      <EntityPicker kinds={['championship']} label={T.championship} value={title} onChange={setTitle} />
      {add.isError && <Alert severity="error">{apiErrorMessage(add.error) ?? String(add.error)}</Alert>}
      <Button type="submit" variant="contained" disabled={add.isPending}>
        {T.addMatch}
      </Button>
    </Stack>
  );
}

/** A show's card builder: status control, matches (move, remove, go live, result), add a match. */
export function CardBuilder({ showId }: { showId: string }) {
  const card = useShowCard(showId);
  const status = useCatalogueAction(setShowStatus);
  const move = useCatalogueAction(async (input: { a: Match; b: Match }) => {
    // Positions are unique on a card: park one on a free position, then swap.
    const free = CATALOGUE_LIMITS.card;
    await updateMatch({ showId, matchId: input.a.id, match: { ...matchInput(input.a), position: free } });
    await updateMatch({
      showId,
      matchId: input.b.id,
      match: { ...matchInput(input.b), position: input.a.position },
    });
    await updateMatch({
      showId,
      matchId: input.a.id,
      match: { ...matchInput(input.a), position: input.b.position },
    });
  });
  const remove = useCatalogueAction(deleteMatch);
  const live = useCatalogueAction(updateMatch);
  if (!card.data) return card.isError ? <Alert severity="error">{apiErrorMessage(card.error)}</Alert> : null;
  const { show, entities } = card.data;
  const matches = card.data.card;
  const byId = new Map<string, EntityRef>(entities.map((e) => [e.id, e]));
  const names = (id: string) => byId.get(id)?.name ?? id;
  const failed = [status, move, remove, live].find((m) => m.isError);
  const usedPositions = new Set(matches.map((m) => m.position));
  const nextPosition =
    Array.from({ length: CATALOGUE_LIMITS.card }, (_, i) => i + 1).find((p) => !usedPositions.has(p)) ?? 1;
  return (
    <Stack spacing={2} aria-label={`${T.cardBuilder} ${show.name}`}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 800, flex: 1 }}>
          {show.name}
        </Typography>
        <Chip
          label={
            WRESTLING_LABELS.showStatus[show.status as keyof typeof WRESTLING_LABELS.showStatus] ??
            show.status
          }
          color={show.status === 'live' ? 'error' : 'default'}
        />
        {show.status === 'scheduled' && (
          <Button variant="contained" color="error" onClick={() => status.mutate({ showId, status: 'live' })}>
            {T.markLive}
          </Button>
        )}
        {show.status === 'live' && (
          <Button variant="contained" onClick={() => status.mutate({ showId, status: 'finished' })}>
            {T.markFinished}
          </Button>
        )}
      </Stack>
      {failed && <Alert severity="error">{apiErrorMessage(failed.error) ?? String(failed.error)}</Alert>}
      <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
        {matches.map((m, i) => (
          <Card
            key={m.id}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 1.5 }}
            data-testid="admin-match"
          >
            <Stack spacing={1}>
              <Box>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {m.position}. {m.sides.map((s) => s.map(names).join(' & ')).join(` ${SHOW_TEXTS.versus} `)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    WRESTLING_LABELS.matchStatus[m.status],
                    m.stipulation,
                    m.championshipId ? SHOW_TEXTS.forTitle(names(m.championshipId)) : null,
                    m.result?.titleChange ? SHOW_TEXTS.newChampion : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <ButtonGroup size="small" variant="outlined" sx={{ flexWrap: 'wrap' }}>
                <Button
                  disabled={i === 0 || move.isPending}
                  onClick={() => move.mutate({ a: m, b: matches[i - 1] as Match })}
                >
                  {T.moveUp}
                </Button>
                <Button
                  disabled={i === matches.length - 1 || move.isPending}
                  onClick={() => move.mutate({ a: m, b: matches[i + 1] as Match })}
                >
                  {T.moveDown}
                </Button>
                <Button color="error" onClick={() => remove.mutate({ showId, matchId: m.id })}>
                  {T.remove}
                </Button>
                {show.status === 'live' && m.status === 'upcoming' && (
                  <Button
                    onClick={() =>
                      live.mutate({ showId, matchId: m.id, match: { ...matchInput(m), status: 'live' } })
                    }
                  >
                    {T.goLive}
                  </Button>
                )}
              </ButtonGroup>
              <ResultControls showId={showId} match={m} names={names} kindOf={(id) => byId.get(id)?.kind} />
            </Stack>
          </Card>
        ))}
      </Stack>
      {matches.length < CATALOGUE_LIMITS.card && <AddMatchForm showId={showId} nextPosition={nextPosition} />}
    </Stack>
  );
}
