import { Alert, Box, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { SHOW_TEXTS } from '@shared/messages-wrestling';
import type { CalendarShow } from '@shared/schemas/shows';
import { useMemo, useState } from 'react';
import { useCalendar } from '@/features/shows/api/list-shows';
import { calendarSections } from '@/features/shows/utils/calendar';
import { ShowRow } from './show-row';

function Section({ title, shows }: { title: string; shows: CalendarShow[] }) {
  const id = `shows-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1, fontWeight: 800 }}>
        {title}
      </Typography>
      {shows.length ? (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {shows.map((show) => (
            <ShowRow key={show.id} show={show} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{SHOW_TEXTS.noShows}</Typography>
      )}
    </Box>
  );
}

/** /shows: the calendar (Tonight, This week, Upcoming premium live events, Recently finished). */
export function CalendarScreen() {
  const [following, setFollowing] = useState(false);
  const calendar = useCalendar(following);
  const sections = useMemo(
    () => (calendar.data ? calendarSections(calendar.data.shows, Date.now()) : null),
    [calendar.data],
  );
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {SHOW_TEXTS.title}
        </Typography>
        <FormControlLabel
          control={<Switch checked={following} onChange={(e) => setFollowing(e.target.checked)} />}
          label={SHOW_TEXTS.followingOnly}
        />
      </Stack>
      {calendar.isError && <Alert severity="error">{SHOW_TEXTS.loadFailed}</Alert>}
      {!sections && !calendar.isError && (
        <CircularProgress aria-label={SHOW_TEXTS.title} sx={{ alignSelf: 'center' }} />
      )}
      {sections && (
        <>
          <Section title={SHOW_TEXTS.tonight} shows={sections.tonight} />
          <Section title={SHOW_TEXTS.thisWeek} shows={sections.thisWeek} />
          <Section title={SHOW_TEXTS.upcomingPles} shows={sections.upcomingPles} />
          <Section title={SHOW_TEXTS.recentlyFinished} shows={sections.recentlyFinished} />
        </>
      )}
    </Stack>
  );
}
