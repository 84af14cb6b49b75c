import { Box, CircularProgress } from '@mui/material';

/** Centered spinner for lazy screens and the session check. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} color="primary" />
    </Box>
  );
}
