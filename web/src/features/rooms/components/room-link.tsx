import { Button, Chip, Typography } from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { roomStateAt, roomWindow } from '@shared/rooms';
import { Link as RouterLink } from 'react-router';
import { formatShowTime } from '@/lib/dates';

interface Timed {
  id: string;
  startsAt?: string | undefined;
  endsAt?: string | undefined;
}

/** A show's room path. */
export const roomPath = (showId: string) => `/shows/${showId}/live`;

/**
 * The show page's way into its room, from the show's own times (no request): "Join the live room"
 * while open, "Live room archive" after, "The live room opens at ..." before.
 */
export function RoomLink({ show, now = Date.now() }: { show: Timed; now?: number }) {
  if (!show.startsAt || !show.endsAt) return null;
  const times = { startsAt: show.startsAt, endsAt: show.endsAt };
  const state = roomStateAt(times, new Date(now));
  if (state === 'upcoming') {
    return (
      <Typography variant="body2" color="text.secondary">
        {ROOM_TEXTS.opensAt(formatShowTime(roomWindow(times).opensAt))}
      </Typography>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={roomPath(show.id)}
      variant={state === 'open' ? 'contained' : 'outlined'}
      color={state === 'open' ? 'error' : 'primary'}
      sx={{ alignSelf: 'flex-start' }}
    >
      {state === 'open' ? ROOM_TEXTS.joinRoom : ROOM_TEXTS.roomArchive}
    </Button>
  );
}

/** Whether a show's room is open at `now`, from its own times. */
export const roomOpenAt = (show: Timed, now: number): boolean =>
  !!show.startsAt &&
  !!show.endsAt &&
  roomStateAt({ startsAt: show.startsAt, endsAt: show.endsAt }, new Date(now)) === 'open';

/** The calendar's "Live now" chip, a link to the room (shown on shows whose room is open). */
export function LiveNowChip({ show }: { show: Timed }) {
  return (
    <Chip
      component={RouterLink}
      to={roomPath(show.id)}
      clickable
      size="small"
      color="error"
      label={ROOM_TEXTS.liveNow}
    />
  );
}
