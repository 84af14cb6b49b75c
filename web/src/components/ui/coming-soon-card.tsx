import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Placeholder for a screen a later release fills in. */
export function ComingSoonCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Box
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
          <ConstructionIcon />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{children ?? 'Coming soon to Ringside.'}</Typography>
      </CardContent>
    </Card>
  );
}
