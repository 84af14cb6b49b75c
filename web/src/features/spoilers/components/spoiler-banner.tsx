import { Paper, Stack, Typography } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useShowWatches } from '@/features/spoilers/api/get-show-watch';
import { type Airing, airing } from '@/features/spoilers/utils/airing';
import { calendarQueryOptions } from '@/lib/shows/list-shows';
import { WatchButtons } from './watch-buttons';

/** At most this many shows on or just aired are asked about (a big night has two or three). */
const MAX_SHOWS = 3;

/**
 * Home's Spoiler Guard banner (docs/spoilers.md): while a show the fan follows is on or just aired
 * (ended less than 24 h ago), "Raw is on: Watching live · Watching later · Watched"; gone once the fan
 * picked a status for that show (then the next such show, if any). The fan's shows come from the
 * calendar's own window (GET /api/shows?following=true), so the calendar opens loaded afterwards. Its
 * own chunk, drawn after home's first screen (app/routes/home.tsx).
 */
export default function SpoilerBanner({ at }: { /** The time the rules read (tests). */ at?: number }) {
  const [now] = useState(() => at ?? Date.now());
  const calendar = useQuery(calendarQueryOptions(true, now));
  const shows = useMemo(
    () =>
      (calendar.data?.shows ?? [])
        .map((show) => ({ show, state: airing(show, now) }))
        .filter((s): s is { show: (typeof s)['show']; state: NonNullable<Airing> } => s.state !== null)
        .sort((a, b) => (a.state === b.state ? 0 : a.state === 'on' ? -1 : 1))
        .slice(0, MAX_SHOWS),
    [calendar.data, now],
  );
  const watches = useShowWatches(shows.map((s) => s.show.id));
  const first = shows.find((_, i) => watches[i]?.isSuccess && watches[i].data.status === null);
  if (!first) return null;
  const { show, state } = first;
  const heading = state === 'on' ? SPOILER_TEXTS.bannerOn(show.name) : SPOILER_TEXTS.bannerAired(show.name);
  return (
    <Paper
      component="section"
      aria-label={SPOILER_TEXTS.settingsHeading}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: 'primary.main' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>{heading}</Typography>
        <WatchButtons showId={show.id} showName={show.name} />
      </Stack>
    </Paper>
  );
}
