import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { IconBadge } from './icon-badge';

/** Placeholder for a screen a later release fills in. */
export function ComingSoonCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <IconBadge>
          <ConstructionIcon />
        </IconBadge>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{children ?? 'Coming soon to Ringside.'}</Typography>
      </CardContent>
    </Card>
  );
}
