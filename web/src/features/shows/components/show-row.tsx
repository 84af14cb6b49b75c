import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { CalendarShow } from '@shared/schemas/shows';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { formatShowTime } from '@/lib/dates';
import { StatusChip } from './status-chip';

/**
 * One show on the calendar: monogram, name, the fan's local date and time, place, status; `action`
 * (Spoiler Guard's watch menu, from the route) beside the link, not inside it.
 */
export function ShowRow({ show, action }: { show: CalendarShow; action?: ReactNode }) {
  const place = [show.venue, show.city].filter(Boolean).join(', ');
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', alignItems: 'center' }}>
      <CardActionArea component={RouterLink} to={`/shows/${show.id}`} sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <EntityMonogram entity={show.promotion ?? show} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {/* Names wrap rather than cut off at 390 px ("CMLL Viernes Espectaculares"). */}
            <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>{show.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {show.startsAt ? formatShowTime(show.startsAt) : ''}
              {show.showKind === 'ple' ? ` · ${WRESTLING_LABELS.showKind.ple}` : ''}
            </Typography>
            {place && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {place}
              </Typography>
            )}
          </Box>
          <StatusChip status={show.status ?? 'scheduled'} />
        </Stack>
      </CardActionArea>
      {action && <Box sx={{ pr: 1 }}>{action}</Box>}
    </Card>
  );
}
