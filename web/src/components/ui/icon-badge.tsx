import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A round gold-tinted badge holding an icon, above the title of an empty or placeholder card. */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        mx: 'auto',
        mb: 2,
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(245,183,0,0.12)',
        color: 'primary.main',
      }}
    >
      {children}
    </Box>
  );
}
