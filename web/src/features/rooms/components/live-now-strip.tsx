import { Chip, Paper, Stack, Typography } from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { Link as RouterLink } from 'react-router';
import { useLiveRooms } from '@/features/rooms/api/get-live-rooms';

/**
 * Home's "Live now" strip (docs/rooms.md): the open rooms of the promotions the fan follows, each a
 * link to its room; nothing when none is open. Its own chunk, drawn once the fan acts on home (like
 * Spoiler Guard's banner), so home's first load neither grows nor waits for its request.
 */
export default function LiveNowStrip() {
  const live = useLiveRooms();
  const rooms = live.data?.rooms ?? [];
  if (!rooms.length) return null;
  return (
    <Paper
      component="section"
      aria-label={ROOM_TEXTS.liveNow}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: 'error.main' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>{ROOM_TEXTS.liveNow}</Typography>
        {rooms.map((room) => (
          <Chip
            key={room.showId}
            component={RouterLink}
            to={`/shows/${room.showId}/live`}
            clickable
            color="error"
            variant="outlined"
            label={room.showName}
          />
        ))}
      </Stack>
    </Paper>
  );
}
