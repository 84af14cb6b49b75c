import { Paper, Stack, Typography } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { CalendarShow } from '@shared/schemas/shows';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useShowWatch } from '@/features/spoilers/api/get-show-watch';
import { type Airing, airing } from '@/features/spoilers/utils/airing';
import { calendarQueryOptions } from '@/lib/shows/list-shows';
import { WatchButtons } from './watch-buttons';

/** At most this many shows on or just aired are asked about (a big night has two or three). */
const MAX_SHOWS = 3;

interface Candidate {
  show: CalendarShow;
  state: NonNullable<Airing>;
}

/**
 * The banner of the first candidate the fan has said nothing about: this one's status is asked; once
 * it has one (or the tap gives it one), the next candidate's is.
 */
function FirstUnsaid({ candidates }: { candidates: readonly Candidate[] }) {
  const [first, ...rest] = candidates;
  const watch = useShowWatch(first?.show.id ?? '');
  if (!first || !watch.isSuccess) return null;
  if (watch.data.status !== null) return rest.length ? <FirstUnsaid candidates={rest} /> : null;
  const { show, state } = first;
  return (
    <Paper
      component="section"
      aria-label={SPOILER_TEXTS.settingsHeading}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: 'primary.main' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>
          {state === 'on' ? SPOILER_TEXTS.bannerOn(show.name) : SPOILER_TEXTS.bannerAired(show.name)}
        </Typography>
        <WatchButtons showId={show.id} showName={show.name} />
      </Stack>
    </Paper>
  );
}

/**
 * Home's Spoiler Guard banner (docs/spoilers.md): while a show the fan follows is on or just aired
 * (ended less than 24 h ago), "Raw is on: Watching live · Watching later · Watched"; gone once the fan
 * picked a status for that show (then the next such show, if any). The fan's shows come from the
 * calendar's own window (GET /api/shows?following=true), so the calendar opens loaded afterwards. Its
 * own chunk, drawn once the fan acts on home, not with its first load (app/routes/home.tsx).
 */
export default function SpoilerBanner({ at }: { /** The time the rules read (tests). */ at?: number }) {
  const [now] = useState(() => at ?? Date.now());
  const calendar = useQuery(calendarQueryOptions(true, now));
  const candidates = useMemo(
    () =>
      (calendar.data?.shows ?? [])
        .map((show) => ({ show, state: airing(show, now) }))
        .filter((c): c is Candidate => c.state !== null)
        .sort((a, b) => (a.state === b.state ? 0 : a.state === 'on' ? -1 : 1))
        .slice(0, MAX_SHOWS),
    [calendar.data, now],
  );
  return candidates.length ? <FirstUnsaid candidates={candidates} /> : null;
}
