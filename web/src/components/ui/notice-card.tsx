import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred card with a heading and a line of text: empty results, a list that could not load. */
export function NoticeCard({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Typography variant="h5" component="h3">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}
