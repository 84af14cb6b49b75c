import { Box, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The home screen's three columns (SPEC 2): left sidebar (profile, trending), the feed, right
 * sidebar (who to follow). On a phone the feed comes first and who-to-follow follows it; the left
 * sidebar is not there at all (not rendered hidden: its cards and its trending request would cost the
 * phone's first load for nothing).
 */
export function HomeLayout({
  left,
  right,
  children,
}: {
  left: ReactNode;
  right: ReactNode;
  children: ReactNode;
}) {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: '260px minmax(0, 1fr)',
          lg: '260px minmax(0, 1fr) 300px',
        },
        gridTemplateAreas: {
          xs: '"feed" "right"',
          md: '"left feed" "right feed"',
          lg: '"left feed right"',
        },
      }}
    >
      {wide && (
        <Box
          component="aside"
          aria-label="Your profile and trends"
          sx={{
            gridArea: 'left',
            display: 'flex',
            flexDirection: 'column',
            gap: 3,
            position: 'sticky',
            top: 88,
          }}
        >
          {left}
        </Box>
      )}
      <Box sx={{ gridArea: 'feed', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        {children}
      </Box>
      <Box
        component="aside"
        aria-label="Who to follow"
        sx={{ gridArea: 'right', position: { lg: 'sticky' }, top: { lg: 88 } }}
      >
        {right}
      </Box>
    </Box>
  );
}
