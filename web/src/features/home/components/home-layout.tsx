import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The home screen's three columns (SPEC 2): left sidebar (profile, trending), the feed, right
 * sidebar (who to follow). On a phone the feed comes first and who-to-follow follows it.
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
      <Box
        component="aside"
        aria-label="Your profile and trends"
        sx={{
          gridArea: 'left',
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          gap: 3,
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
      >
        {left}
      </Box>
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
