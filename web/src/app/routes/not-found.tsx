import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { NOT_FOUND } from '@shared/messages-core';
import { Link as RouterLink } from 'react-router';
import { RingMark } from '@/components/brand/logo';

/** Unmatched paths (SPEC 2). */
export function NotFoundRoute() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <RingMark size={56} />
          <Typography variant="h3" component="h1" sx={{ mt: 2, fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
            {NOT_FOUND.heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {NOT_FOUND.text}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
            Back to Ringside
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
