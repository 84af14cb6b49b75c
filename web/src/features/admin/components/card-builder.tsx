import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Alert, Box, Button, Card, Chip, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatMatchTime } from '@shared/match-time';
import {
  CATALOGUE_RULE_TEXTS,
  CATALOGUE_TEXTS,
  NO_WINNER_OUTCOME_TEXTS,
  noWinnerText,
  SHOW_TEXTS,
  CATALOGUE_TAB_TEXTS as T,
  WRESTLING_LABELS,
} from '@shared/messages-wrestling';
import {
  CATALOGUE_LIMITS,
  type EntityRef,
  isNoWinnerMethod,
  type Match,
  type MatchMethod,
  type MatchResult,
  matchDurationSchema,
  NO_WINNER_METHODS,
  type NoWinnerMethod,
  WIN_METHODS,
} from '@shared/schemas/wrestling';
import { useId, useState } from 'react';
import {
  addMatch,
  deleteMatch,
  setMatchResult,
  setShowStatus,
  updateMatch,
  useCatalogueAction,
} from '@/features/admin/api/catalogue';
import { apiErrorMessage } from '@/lib/api-client';
import { useShow } from '@/lib/shows/get-show';
import { type Confirmation, ConfirmDialog } from './confirm-dialog';
import { EntityPicker, type Picked } from './entity-picker';

const matchInput = (m: Match) => ({
  position: m.position,
  sides: m.sides,
  stipulation: m.stipulation,
  championshipId: m.championshipId,
});

/** The match as the admin card names it: "Kenny Omega vs Jon Moxley". */
const matchName = (m: Match, names: (id: string) => string) =>
  m.sides.map((s) => s.map(names).join(' & ')).join(` ${SHOW_TEXTS.versus} `);

/** "Kenny Omega won · pinfall · 14:00", "Draw · 15:00": a result as the admin card shows it. */
export function resultText(result: MatchResult, names: (id: string) => string, sides: string[][]): string {
  const ended =
    result.winnerSide === null
      ? noWinnerText(result.method)
      : T.won((sides[result.winnerSide] ?? []).map(names).join(' & '));
  return [
    ended,
    result.winnerSide === null || !result.method ? null : WRESTLING_LABELS.method[result.method],
    result.durationSeconds === null ? null : formatMatchTime(result.durationSeconds),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Per match: a winner button per side (one tap), "No winner" with how it ended (a draw, a no
 * contest...), and an optional method and time (m:ss). Method and time start as stored, so a tap
 * after a reload keeps them.
 */
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
  const stored = match.result;
  const [method, setMethod] = useState(
    stored && stored.winnerSide !== null && stored.method && !isNoWinnerMethod(stored.method)
      ? stored.method
      : '',
  );
  const [time, setTime] = useState(
    stored?.durationSeconds != null ? formatMatchTime(stored.durationSeconds) : '',
  );
  const [timeError, setTimeError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<HTMLElement | null>(null);
  const result = useCatalogueAction(setMatchResult);
  const menuId = useId();
  const enter = (winnerSide: number | null, outcome?: NoWinnerMethod) => {
    const duration = time.trim() || null;
    if (duration) {
      const checked = matchDurationSchema.safeParse(duration);
      if (!checked.success) {
        setTimeError(checked.error.issues[0]?.message ?? CATALOGUE_TEXTS.matchTimeFormat);
        return;
      }
    }
    result.mutate({
      showId,
      matchId: match.id,
      result: {
        winnerSide,
        method: winnerSide === null ? (outcome ?? null) : method ? (method as MatchMethod) : null,
        duration,
      },
    });
  };
  const noWinner = stored !== null && stored.winnerSide === null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {match.sides.map((side, i) => (
          <Button
            key={side.join()}
            size="small"
            variant={stored?.winnerSide === i ? 'contained' : 'outlined'}
            color="success"
            disabled={result.isPending}
            onClick={() => enter(i)}
          >
            {T.wins(side.map(names).join(' & '), side.length > 1 || kindOf(side[0] ?? '') === 'team')}
          </Button>
        ))}
        <Button
          size="small"
          variant={noWinner ? 'contained' : 'outlined'}
          color="warning"
          disabled={result.isPending}
          aria-haspopup="menu"
          aria-expanded={outcomes ? 'true' : undefined}
          aria-controls={outcomes ? menuId : undefined}
          endIcon={<ArrowDropDownIcon />}
          onClick={(e) => setOutcomes(e.currentTarget)}
        >
          {noWinner ? noWinnerText(stored.method) : T.noWinner}
        </Button>
        <Menu
          id={menuId}
          anchorEl={outcomes}
          open={outcomes !== null}
          // Below the button, so it stays in sight.
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          onClose={() => setOutcomes(null)}
          slotProps={{ list: { 'aria-label': T.noWinnerMenu } }}
        >
          {NO_WINNER_METHODS.map((outcome) => (
            <MenuItem
              key={outcome}
              selected={noWinner && stored.method === outcome}
              onClick={() => {
                setOutcomes(null);
                enter(null, outcome);
              }}
            >
              {NO_WINNER_OUTCOME_TEXTS[outcome]}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={T.method}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          sx={{ minWidth: 140, flex: 1 }}
        >
          <MenuItem value="">{T.none}</MenuItem>
          {WIN_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {WRESTLING_LABELS.method[m]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={T.time}
          placeholder={T.timeExample}
          value={time}
          error={timeError !== null}
          helperText={timeError}
          onChange={(e) => {
            setTime(e.target.value);
            setTimeError(null);
          }}
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
  // The results the admin enters, although Spoiler Guard may protect them from this show as a fan.
  const card = useShow(showId, true, true);
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
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  if (!card.data) return card.isError ? <Alert severity="error">{apiErrorMessage(card.error)}</Alert> : null;
  const { show, entities } = card.data;
  const matches = card.data.card;
  const byId = new Map<string, EntityRef>(entities.map((e) => [e.id, e]));
  const names = (id: string) => byId.get(id)?.name ?? id;
  const failed = [status, move, remove, live].find((m) => m.isError);
  const usedPositions = new Set(matches.map((m) => m.position));
  const nextPosition =
    Array.from({ length: CATALOGUE_LIMITS.card }, (_, i) => i + 1).find((p) => !usedPositions.has(p)) ?? 1;
  // The API refuses to finish a show with matches still open; say so before asking.
  const open = matches.filter((m) => !m.result).length;
  const confirmLive = () =>
    setConfirmation({
      title: T.markLiveTitle(show.name),
      text: T.markLiveText,
      action: T.markLive,
      color: 'error',
      onConfirm: () => status.mutate({ showId, status: 'live' }),
    });
  const confirmFinished = () =>
    setConfirmation({
      title: T.markFinishedTitle(show.name),
      text: T.markFinishedText,
      action: T.markFinished,
      refusal: open ? CATALOGUE_RULE_TEXTS.openMatches(open) : null,
      onConfirm: () => status.mutate({ showId, status: 'finished' }),
    });
  const confirmRemove = (m: Match) =>
    setConfirmation({
      title: T.removeTitle(matchName(m, names)),
      text: T.removeText,
      action: T.remove,
      color: 'error',
      onConfirm: () => remove.mutate({ showId, matchId: m.id }),
    });
  return (
    <Stack spacing={2} aria-label={`${T.cardBuilder} ${show.name}`}>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
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
          <Button variant="contained" color="error" disabled={status.isPending} onClick={confirmLive}>
            {T.markLive}
          </Button>
        )}
        {show.status === 'live' && (
          <Button variant="contained" disabled={status.isPending} onClick={confirmFinished}>
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
                  {m.position}. {matchName(m, names)}
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
                {m.result && (
                  <Typography variant="body2" data-testid="admin-result" sx={{ fontWeight: 600 }}>
                    {`${T.result}: ${resultText(m.result, names, m.sides)}`}
                  </Typography>
                )}
              </Box>
              {/* Separate buttons (not a group): they wrap cleanly on a phone. */}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={i === 0 || move.isPending}
                  onClick={() => move.mutate({ a: m, b: matches[i - 1] as Match })}
                >
                  {T.moveUp}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={i === matches.length - 1 || move.isPending}
                  onClick={() => move.mutate({ a: m, b: matches[i + 1] as Match })}
                >
                  {T.moveDown}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={remove.isPending}
                  onClick={() => confirmRemove(m)}
                >
                  {T.remove}
                </Button>
                {show.status === 'live' && m.status === 'upcoming' && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() =>
                      live.mutate({ showId, matchId: m.id, match: { ...matchInput(m), status: 'live' } })
                    }
                  >
                    {T.goLive}
                  </Button>
                )}
              </Stack>
              {/* Remounted when the stored result changes: its method and time start as stored. */}
              <ResultControls
                key={JSON.stringify(m.result)}
                showId={showId}
                match={m}
                names={names}
                kindOf={(id) => byId.get(id)?.kind}
              />
            </Stack>
          </Card>
        ))}
      </Stack>
      {matches.length < CATALOGUE_LIMITS.card && <AddMatchForm showId={showId} nextPosition={nextPosition} />}
    </Stack>
  );
}
