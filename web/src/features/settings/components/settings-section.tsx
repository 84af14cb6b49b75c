import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One card of the settings screen: an icon, a heading, a line saying what it is for, then its controls. */
export function SettingsSection({
  id,
  title,
  text,
  icon,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  text: ReactNode;
  icon: ReactNode;
  /** The danger zone: a red frame and heading. */
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = `settings-${id}-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={danger ? { border: 1, borderColor: 'error.main', bgcolor: 'rgba(240,65,79,0.06)' } : undefined}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Box sx={{ display: 'flex', color: danger ? 'error.main' : 'primary.main' }}>{icon}</Box>
          <Typography
            id={headingId}
            variant="h5"
            component="h2"
            sx={danger ? { color: 'error.main' } : undefined}
          >
            {title}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
        <Box sx={{ mt: 2.5 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
