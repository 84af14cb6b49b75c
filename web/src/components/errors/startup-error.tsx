import { Box, Button, Card, CardContent, Typography } from '@mui/material';

/** Shown when /config.json cannot be loaded: the SPA cannot reach its sign-in service without it. */
export function StartupError() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 460, width: '100%' }}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Ringside is warming up
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            We couldn't reach the arena. Check your connection and try again.
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
