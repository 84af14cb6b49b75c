import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { SHOW_TEXTS } from '@shared/messages-wrestling';
import { compileMutedWords, foldWord } from '@shared/muted-words';
import { MAIN_THREAD, SLOW_MODE_MAX_SECONDS } from '@shared/rooms';
import type { PopCounts, Room, RoomMessage } from '@shared/schemas/rooms';
import type { ShowPage } from '@shared/schemas/shows';
import type { Match } from '@shared/schemas/wrestling';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDeleteRoomMessage } from '@/features/rooms/api/delete-room-message';
import { useRoom } from '@/features/rooms/api/get-room';
import { usePopInRoom } from '@/features/rooms/api/pop-in-room';
import { usePostRoomMessage } from '@/features/rooms/api/post-room-message';
import { useReportRoomMessage } from '@/features/rooms/api/report-room-message';
import { useSanctionRoomFan } from '@/features/rooms/api/sanction-room-fan';
import { useSetRoomSlowMode } from '@/features/rooms/api/set-room-slow-mode';
import { useRoomLive } from '@/features/rooms/hooks/use-room-live';
import { apiErrorMessage } from '@/lib/api-client';
import { formatShowTime } from '@/lib/dates';
import { useShow } from '@/lib/shows/get-show';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { MessageRow } from './message-row';

/** A match as the room names it: "A vs B & C". */
export function matchName(match: Match, names: ReadonlyMap<string, string>): string {
  return match.sides
    .map((side) => side.map((id) => names.get(id) ?? id).join(' & '))
    .join(` ${SHOW_TEXTS.versus} `);
}

/** "This room has spoilers for Raw": Enter anyway (this visit only, nothing changes) or Back. */
export function SpoilerGate({ room, onEnter }: { room: Room; onEnter: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {ROOM_TEXTS.spoilerWarning(room.showName)}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={onEnter}>
          {ROOM_TEXTS.enterAnyway}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/shows/${room.showId}`}>
          {ROOM_TEXTS.back}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A crowd meter: this thread's Pops against the loudest thread's. */
function CrowdMeter({ count, loudest, label }: { count: number; loudest: number; label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {ROOM_TEXTS.crowd}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={loudest ? Math.min(100, (count / loudest) * 100) : 0}
        aria-label={`${ROOM_TEXTS.crowd}: ${label}`}
        sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.selected' }}
      />
      <Typography
        variant="caption"
        sx={{ fontWeight: 700, minWidth: 24, textAlign: 'right' }}
        data-testid="pop-count"
      >
        {count}
      </Typography>
    </Stack>
  );
}

/** The card beside the room (a phone folds it away): each match, its status and its crowd. */
function CardPanel({
  card,
  names,
  pops,
  loudest,
  onPick,
}: {
  card: readonly Match[];
  names: ReadonlyMap<string, string>;
  pops: PopCounts;
  loudest: number;
  onPick: (matchId: string) => void;
}) {
  if (!card.length) return <Typography color="text.secondary">{SHOW_TEXTS.emptyCard}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {card.map((match) => (
        <Paper key={match.id} component="li" variant="outlined" sx={{ p: 1 }}>
          <Button
            onClick={() => onPick(match.id)}
            color="inherit"
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              p: 0.5,
              width: '100%',
              textTransform: 'none',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {matchName(match, names)}
            </Typography>
          </Button>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 0.5 }}>
            {match.status === 'live' && <Chip size="small" color="error" label={ROOM_TEXTS.matchOnNow} />}
            <CrowdMeter count={pops[match.id] ?? 0} loudest={loudest} label={matchName(match, names)} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** An admin's slow mode: 0 (off) to 120 s between one fan's messages. */
function SlowModeControl({
  showId,
  seconds,
  onSet,
}: {
  showId: string;
  seconds: number;
  onSet: (s: number) => void;
}) {
  const [value, setValue] = useState(String(seconds));
  const set = useSetRoomSlowMode(showId, onSet);
  const n = Number(value);
  const valid = value !== '' && Number.isInteger(n) && n >= 0 && n <= SLOW_MODE_MAX_SECONDS;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) set.mutate(n);
      }}
    >
      <TextField
        size="small"
        type="number"
        label={ROOM_TEXTS.slowModeLabel}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!valid || set.isError}
        helperText={!valid ? ROOM_TEXTS.slowModeRange : set.isError ? apiErrorMessage(set.error) : ' '}
        slotProps={{ htmlInput: { min: 0, max: SLOW_MODE_MAX_SECONDS, step: 1 } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={!valid || set.isPending} sx={{ minHeight: 40 }}>
        {ROOM_TEXTS.setSlowMode}
      </Button>
    </Stack>
  );
}

/** The room itself, entered: banner, card, threads, messages, composer, Pops, admin tools. */
function RoomView({ room, page, meId }: { room: Room; page: ShowPage | undefined; meId: string }) {
  const open = room.state === 'open';
  const live = useRoomLive(room, open);
  const [cardOpen, setCardOpen] = useState(false);
  const [thread, setThread] = useState<string>(MAIN_THREAD);
  const [refusal, setRefusal] = useState<string | null>(null);
  const card = page?.card ?? [];
  const names = useMemo(() => new Map((page?.entities ?? []).map((e) => [e.id, e.name])), [page?.entities]);
  const onNow = card.find((m) => m.status === 'live');
  const threadMatch = thread === MAIN_THREAD ? undefined : card.find((m) => m.id === thread);
  const threadLabel = threadMatch ? matchName(threadMatch, names) : ROOM_TEXTS.mainThread;
  const matchId = threadMatch?.id ?? null;

  // Live messages of hidden fans and muted words are hidden here (fetched pages are on the server).
  const hidden = useMemo(() => {
    const authors = new Set(room.hiddenAuthors);
    const words = compileMutedWords(
      room.mutedWords.map((word) => ({
        word,
        folded: foldWord(word),
        action: 'hide' as const,
        expiresAt: 0,
      })),
      0,
    );
    return (m: RoomMessage) =>
      m.authorId !== meId && (authors.has(m.authorId) || (!m.deleted && words?.match(m.text) != null));
  }, [room.hiddenAuthors, room.mutedWords, meId]);
  const messages = useMemo(
    () => live.log.messages.filter((m) => m.matchId === matchId && !hidden(m)),
    [live.log.messages, matchId, hidden],
  );

  const post = usePostRoomMessage(room.showId, (message) => live.addOwn(message));
  const pop = usePopInRoom(room.showId, live.setPops);
  const report = useReportRoomMessage(room.showId);
  const remove = useDeleteRoomMessage(room.showId, live.markDeleted);
  const sanction = useSanctionRoomFan(room.showId);
  const loudest = Math.max(0, ...Object.values(live.pops));
  const popKey = matchId ?? MAIN_THREAD;

  const cardPanel = (
    <CardPanel card={card} names={names} pops={live.pops} loudest={loudest} onPick={(id) => setThread(id)} />
  );

  return (
    <Stack spacing={2} data-room-state={room.state} data-live={live.status}>
      <Box component="header">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {room.showName}
        </Typography>
        {open && (
          <Paper
            variant="outlined"
            role="status"
            sx={{ mt: 1, p: 1.5, borderColor: onNow ? 'error.main' : 'divider' }}
            data-testid="on-now"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip size="small" color={onNow ? 'error' : 'default'} label={ROOM_TEXTS.matchOnNow} />
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {onNow ? matchName(onNow, names) : ROOM_TEXTS.mainThread}
              </Typography>
            </Stack>
          </Paper>
        )}
        {!open && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {ROOM_TEXTS.archived}
          </Alert>
        )}
        {live.status === 'reconnecting' && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
            {ROOM_TEXTS.reconnecting}
          </Typography>
        )}
      </Box>
      {/* Gaps, not margins: on a phone the card comes first (order -1). */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Stack
            direction="row"
            role="tablist"
            aria-label={ROOM_TEXTS.threads}
            spacing={1}
            sx={{ overflowX: 'auto', pb: 0.5, '& > *': { flexShrink: 0 } }}
          >
            {[
              { id: MAIN_THREAD, label: ROOM_TEXTS.mainThread },
              ...card.map((m) => ({ id: m.id, label: matchName(m, names) })),
            ].map((t) => (
              <Chip
                key={t.id}
                role="tab"
                aria-selected={thread === t.id}
                label={t.label}
                color={thread === t.id ? 'primary' : 'default'}
                variant={thread === t.id ? 'filled' : 'outlined'}
                onClick={() => setThread(t.id)}
                sx={{ maxWidth: 260 }}
              />
            ))}
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 0.5, sm: 1 } }}>
            <MessageList
              key={thread}
              label={threadLabel}
              messages={messages}
              // The composer stays on screen under the list (header, banner and threads above it).
              height={{ xs: 'max(260px, calc(100dvh - 530px))', md: 'max(240px, calc(100dvh - 450px))' }}
              canLoadOlder={!live.log.startReached}
              loadingOlder={live.loadingOlder}
              onLoadOlder={() => void live.loadOlder()}
              renderMessage={(message) => (
                <MessageRow
                  message={message}
                  showPhase={matchId !== null}
                  actions={{
                    meId,
                    isAdmin: room.standing.isAdmin,
                    onReport: (seq, reason) => report.mutate({ seq, reason }),
                    onDelete: (seq) => remove.mutate(seq),
                    onSanction: (userId, s) => sanction.mutate({ userId, sanction: s }),
                  }}
                />
              )}
            />
          </Paper>
          {open && (
            <>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Button
                  variant="outlined"
                  color="warning"
                  onClick={() => pop.mutate(matchId)}
                  aria-label={`${ROOM_TEXTS.pop}: ${threadLabel}`}
                >
                  {ROOM_TEXTS.pop}
                </Button>
                <CrowdMeter count={live.pops[popKey] ?? 0} loudest={loudest} label={threadLabel} />
              </Stack>
              <Composer
                sending={post.isPending}
                disabledReason={room.standing.canTalk ? null : (room.standing.reason ?? ROOM_TEXTS.closed)}
                refusal={refusal}
                note={live.slowModeSeconds > 0 ? ROOM_TEXTS.slowModeOn(live.slowModeSeconds) : null}
                onEdit={() => setRefusal(null)}
                onSend={async (text) => {
                  setRefusal(null);
                  try {
                    await post.mutateAsync({ text, matchId });
                    return true;
                  } catch (error) {
                    setRefusal(apiErrorMessage(error) ?? ROOM_TEXTS.actionFailed);
                    return false;
                  }
                }}
              />
            </>
          )}
        </Stack>
        <Box
          component="aside"
          aria-labelledby="room-card"
          sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0, order: { xs: -1, md: 0 } }}
        >
          {/* The card beside the room on a wide screen; folded under a button on a phone (CSS, no JS). */}
          <Typography
            id="room-card"
            variant="h6"
            component="h2"
            sx={{ fontWeight: 800, mb: 1, display: { xs: 'none', md: 'block' } }}
          >
            {ROOM_TEXTS.card}
          </Typography>
          <Button
            size="small"
            variant="text"
            aria-expanded={cardOpen}
            aria-controls="room-card-panel"
            onClick={() => setCardOpen((o) => !o)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            {ROOM_TEXTS.card} {cardOpen ? '▴' : '▾'}
          </Button>
          <Box id="room-card-panel" sx={{ display: { xs: cardOpen ? 'block' : 'none', md: 'block' } }}>
            {cardPanel}
          </Box>
          {open && room.standing.isAdmin && (
            <Box sx={{ mt: 2 }}>
              <SlowModeControl
                key={live.slowModeSeconds}
                showId={room.showId}
                seconds={live.slowModeSeconds}
                onSet={live.setSlowMode}
              />
            </Box>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}

/**
 * /shows/:showId/live: a show's room (docs/rooms.md, "The room's page"). Before it opens, when it
 * does; a fan watching the show later is warned first ("Enter anyway" changes nothing); open, the live
 * room; closed, its read-only archive. The card comes from the show's own answer, through Spoiler
 * Guard (no results).
 */
export function RoomScreen({ showId, meId }: { showId: string; meId: string }) {
  const room = useRoom(showId);
  const show = useShow(showId, false);
  const [entered, setEntered] = useState(false);
  if (room.isError && !room.data) {
    return <Alert severity="error">{apiErrorMessage(room.error) ?? ROOM_TEXTS.notFound}</Alert>;
  }
  if (!room.data)
    return <CircularProgress aria-label={ROOM_TEXTS.liveNow} sx={{ display: 'block', mx: 'auto' }} />;
  const data = room.data;
  if (data.state === 'upcoming') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
          {data.showName}
        </Typography>
        <Typography>{ROOM_TEXTS.opensAt(formatShowTime(data.opensAt))}</Typography>
        <Button component={RouterLink} to={`/shows/${showId}`} sx={{ mt: 2 }}>
          {ROOM_TEXTS.back}
        </Button>
      </Paper>
    );
  }
  if (data.spoilerWarning && !entered) return <SpoilerGate room={data} onEnter={() => setEntered(true)} />;
  return <RoomView room={data} page={show.data} meId={meId} />;
}
