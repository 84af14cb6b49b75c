import { Card, CardContent, Typography } from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import { useBestRated } from '@/features/ratings/api/get-best-rated';
import { RatedMatchList } from './rated-match-list';

/** A wrestler's or team's best-rated matches, on their page (its own chunk; nothing while none is rated). */
export default function BestRatedSection({ entityId }: { entityId: string }) {
  const query = useBestRated(entityId);
  if (!query.isSuccess || !query.data.length) return null;
  return (
    <Card component="section" aria-labelledby="best-rated">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="best-rated" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
          {RATING_TEXTS.bestRated}
        </Typography>
        <RatedMatchList matches={query.data} />
      </CardContent>
    </Card>
  );
}
