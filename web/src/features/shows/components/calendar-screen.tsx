import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { SHOW_TEXTS } from '@shared/messages-wrestling';
import type { CalendarShow } from '@shared/schemas/shows';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Later } from '@/components/later';
import { NoticeCard } from '@/components/ui/notice-card';
import { type CalendarSections, calendarSections } from '@/features/shows/utils/calendar';
import { useCalendar } from '@/lib/shows/list-shows';
import { ShowRow } from './show-row';

/** Something beside a show's row (Spoiler Guard's watch menu, from the route), or nothing. */
type ShowAction = (show: CalendarShow) => ReactNode;

function Section({ title, shows, action }: { title: string; shows: CalendarShow[]; action?: ShowAction }) {
  const id = `shows-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1, fontWeight: 800 }}>
        {title}
      </Typography>
      {shows.length ? (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {shows.map((show) => (
            <ShowRow key={show.id} show={show} action={action?.(show)} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{SHOW_TEXTS.noShows}</Typography>
      )}
    </Box>
  );
}

const isEmpty = (s: CalendarSections) =>
  !s.tonight.length && !s.thisWeek.length && !s.upcomingPles.length && !s.recentlyFinished.length;

/**
 * /shows: the calendar (Tonight, This week, Upcoming premium live events, Recently finished), of all
 * shows or of what the fan follows (their promotions' shows and their wrestlers' and teams' bookings);
 * when nothing they follow is on, how to follow something instead of four empty sections. Beside a show,
 * what the route gives (`renderShowAction`: Spoiler Guard's watch menu for shows on or aired lately).
 */
export function CalendarScreen({
  renderShowAction,
  aside,
}: {
  renderShowAction?: ShowAction;
  /** Beside the heading, before the switch (issue 39: the way to the leaderboards). */
  aside?: ReactNode;
} = {}) {
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
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
          {aside}
          <FormControlLabel
            control={<Switch checked={following} onChange={(e) => setFollowing(e.target.checked)} />}
            label={SHOW_TEXTS.followingOnly}
          />
        </Stack>
      </Stack>
      {calendar.isError && <Alert severity="error">{SHOW_TEXTS.loadFailed}</Alert>}
      {!sections && !calendar.isError && (
        <CircularProgress aria-label={SHOW_TEXTS.title} sx={{ alignSelf: 'center' }} />
      )}
      {sections && following && isEmpty(sections) && (
        <NoticeCard
          title={SHOW_TEXTS.followingNone}
          text={SHOW_TEXTS.followingHow}
          action={
            <Button component={RouterLink} to="/search" variant="outlined" sx={{ mt: 2 }}>
              {SHOW_TEXTS.searchWrestling}
            </Button>
          }
        />
      )}
      {sections && !(following && isEmpty(sections)) && (
        <>
          <Section title={SHOW_TEXTS.tonight} shows={sections.tonight} action={renderShowAction} />
          {/* The sections below Tonight in a render after the first, one React may interrupt: a month
              of shows is not one long task before Tonight paints (docs/performance.md). */}
          <Later>
            <Section title={SHOW_TEXTS.thisWeek} shows={sections.thisWeek} action={renderShowAction} />
            <Section
              title={SHOW_TEXTS.upcomingPles}
              shows={sections.upcomingPles}
              action={renderShowAction}
            />
            <Section
              title={SHOW_TEXTS.recentlyFinished}
              shows={sections.recentlyFinished}
              action={renderShowAction}
            />
          </Later>
        </>
      )}
    </Stack>
  );
}
