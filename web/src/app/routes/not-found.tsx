import { Box } from '@mui/material';
import { NotFound } from '@/components/errors/not-found';

/** Unmatched paths (SPEC 2): "404 Page Not Found" on its own, whatever the session, with the way home. */
export function NotFoundRoute() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <NotFound />
    </Box>
  );
}
