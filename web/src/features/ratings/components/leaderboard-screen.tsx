import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={PICK_TEXTS.scopeLabel}
          value={choice.scope}
          onChange={(e) => choose({ scope: e.target.value as LeaderboardScope })}
          sx={{ minWidth: 180 }}
        >
          {LEADERBOARD_SCOPES.map((scope) => (
            <MenuItem key={scope} value={scope}>
              {PICK_TEXTS.scopes[scope]}
            </MenuItem>
          ))}
        </TextField>
        {choice.scope === 'promotion' && options.length > 0 && (
          <TextField
            select
            size="small"
            label={PICK_TEXTS.promotionLabel}
            value={choice.promotion ?? ''}
            onChange={(e) => choose({ promotion: e.target.value })}
            sx={{ minWidth: 180 }}
          >
            {options.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={PICK_TEXTS.periodLabel}
          value={choice.period}
          onChange={(e) => choose({ period: e.target.value as LeaderboardPeriod })}
          sx={{ minWidth: 140 }}
        >
          {LEADERBOARD_PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {PICK_TEXTS.periods[period]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {choice.scope === 'promotion' && !choice.promotion ? (
        <Typography color="text.secondary">{PICK_TEXTS.noPromotions}</Typography>
      ) : board.isError && !first ? (
        <Alert severity="error">{apiErrorMessage(board.error) ?? PICK_TEXTS.boardFailed}</Alert>
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
                          {mine && <Chip size="small" color="primary" label={PICK_TEXTS.you} />}
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
