import { Box, Button, Card, CardContent, Typography } from '@mui/material';

/** A full-page card saying what went wrong, with a button that reloads the page. */
export function ReloadNotice({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 460, width: '100%' }}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {text}
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {action}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
