import {
  Box,
  Button,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PICK_TEXTS } from '@shared/messages-ratings';
import {
  LEADERBOARD_PERIODS,
  LEADERBOARD_SCOPES,
  type LeaderboardPeriod,
  type LeaderboardScope,
} from '@shared/ratings';
import type { EntityRef } from '@shared/schemas/wrestling';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { UserAvatar } from '@/components/ui/user-avatar';
import { profilePath } from '@/config/paths';
import { type LeaderboardChoice, useLeaderboard } from '@/features/ratings/api/get-leaderboard';
import { apiErrorMessage } from '@/lib/api-client';

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The board the address names (?scope=&period=&promotion=), a promotion board on the first followed one. */
export function choiceOf(params: URLSearchParams, promotions: readonly EntityRef[]): LeaderboardChoice {
  const scope = oneOf<LeaderboardScope>(LEADERBOARD_SCOPES, params.get('scope'), 'everyone');
  const period = oneOf<LeaderboardPeriod>(LEADERBOARD_PERIODS, params.get('period'), 'week');
  const promotion = scope === 'promotion' ? (params.get('promotion') ?? promotions[0]?.id) : undefined;
  return { scope, period, ...(promotion ? { promotion } : {}) };
}

/** A labelled row of buttons, the chosen one pressed (a select's worth, from the app's own Button). */
function Choice<T extends string>({
  label,
  options,
  value,
  onChoose,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChoose: (value: T) => void;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary" component="span" sx={{ minWidth: 48 }}>
        {label}
      </Typography>
      {options.map((o) => (
        <Button
          key={o.value}
          size="small"
          variant={o.value === value ? 'contained' : 'outlined'}
          color={o.value === value ? 'primary' : 'inherit'}
          aria-pressed={o.value === value}
          onClick={() => onChoose(o.value)}
          sx={{ textTransform: 'none' }}
        >
          {o.label}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * /leaderboards (issue 39): the picks leaderboards. Everyone's, the fans one follows, or one
 * promotion's (a select of the promotions the fan follows, `promotions`); this week or all time; in
 * the address, so a board can be linked. Rows give the rank, the fan (to their profile) and the
 * points; the fan's own row is marked, and their place is said below the board ("You: #12 · 45
 * points") whether or not it is on the page. "More" pages on the answer's `nextBefore`.
 */
export function LeaderboardScreen({ meId, promotions }: { meId: string; promotions: readonly EntityRef[] }) {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params, promotions);
  const board = useLeaderboard(choice);
  const pages = board.data?.pages ?? [];
  const first = pages[0];
  const entries = pages.flatMap((p) => p.entries);
  const me = first?.me ?? null;
  // The promotion's name: followed ones, and the board's own (a link to a promotion not followed).
  const options = [...promotions];
  if (first?.promotion && !options.some((p) => p.id === first.promotion?.id)) options.push(first.promotion);
  const choose = (next: Partial<LeaderboardChoice>) => {
    const merged = { ...choice, ...next };
    const search = new URLSearchParams({ scope: merged.scope, period: merged.period });
    if (merged.scope === 'promotion' && merged.promotion) search.set('promotion', merged.promotion);
    setParams(search, { replace: true });
  };
  return (
    <Stack spacing={2.5}>
      <Box component="header">
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
        >
          {PICK_TEXTS.boardTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {PICK_TEXTS.boardIntro}
        </Typography>
      </Box>
      <Stack spacing={1}>
        <Choice
          label={PICK_TEXTS.scopeLabel}
          options={LEADERBOARD_SCOPES.map((scope) => ({ value: scope, label: PICK_TEXTS.scopes[scope] }))}
          value={choice.scope}
          onChoose={(scope) => choose({ scope })}
        />
        {choice.scope === 'promotion' && options.length > 0 && (
          <Choice
            label={PICK_TEXTS.promotionLabel}
            options={options.map((p) => ({ value: p.id, label: p.name }))}
            value={choice.promotion}
            onChoose={(promotion) => choose({ promotion })}
          />
        )}
        <Choice
          label={PICK_TEXTS.periodLabel}
          options={LEADERBOARD_PERIODS.map((period) => ({
            value: period,
            label: PICK_TEXTS.periods[period],
          }))}
          value={choice.period}
          onChoose={(period) => choose({ period })}
        />
      </Stack>
      {choice.scope === 'promotion' && !choice.promotion ? (
        <Typography color="text.secondary">{PICK_TEXTS.noPromotions}</Typography>
      ) : board.isError && !first ? (
        <Typography role="alert" color="error">
          {apiErrorMessage(board.error) ?? PICK_TEXTS.boardFailed}
        </Typography>
      ) : !first ? (
        <CircularProgress aria-label={PICK_TEXTS.boardTitle} sx={{ display: 'block', mx: 'auto' }} />
      ) : (
        <Box component="section" aria-labelledby="board-title">
          <Typography id="board-title" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
            {[
              first.promotion?.name ?? PICK_TEXTS.scopes[first.scope],
              PICK_TEXTS.periods[first.period],
              first.week ? PICK_TEXTS.weekOf(first.week) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {PICK_TEXTS.empty}
            </Typography>
          ) : (
            <Table size="small" aria-labelledby="board-title">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 56 }}>{PICK_TEXTS.rank}</TableCell>
                  <TableCell>{PICK_TEXTS.fan}</TableCell>
                  <TableCell align="right">{PICK_TEXTS.pointsHeader}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map(({ rank, fan, points }) => {
                  const mine = fan.id === meId;
                  return (
                    <TableRow
                      key={fan.id}
                      selected={mine}
                      aria-current={mine ? 'true' : undefined}
                      data-testid="board-row"
                    >
                      <TableCell sx={{ fontWeight: 700 }}>{rank}</TableCell>
                      <TableCell sx={{ minWidth: 0 }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                          <UserAvatar name={fan.displayName} src={fan.profileImageUrl} size={28} />
                          <Link
                            component={RouterLink}
                            to={profilePath(fan.id)}
                            underline="hover"
                            color="inherit"
                            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                          >
                            {fan.displayName}
                          </Link>
                          {mine && (
                            <Typography
                              component="span"
                              variant="body2"
                              sx={{ fontWeight: 800, color: 'primary.main' }}
                            >
                              {`(${PICK_TEXTS.you})`}
                            </Typography>
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 700 }}>
                        {points}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {board.hasNextPage && (
            <Button
              onClick={() => void board.fetchNextPage()}
              disabled={board.isFetchingNextPage}
              sx={{ mt: 1 }}
            >
              {PICK_TEXTS.more}
            </Button>
          )}
          <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="board-me">
            {me ? PICK_TEXTS.yourPlace(me.rank, PICK_TEXTS.points(me.points)) : PICK_TEXTS.noPlace}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
