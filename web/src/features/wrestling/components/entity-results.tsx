import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import { ENTITY_TEXTS } from '@shared/messages-wrestling';
import { Link as RouterLink } from 'react-router';
import { entityDetail } from '@/components/search-suggest/entity-detail';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { NoticeCard } from '@/components/ui/notice-card';
import { useSearchEntities } from '@/lib/entities/search-entities';
import { entityPath } from './entity-chip';

/**
 * The search screen's Wrestling tab: catalogue entities matching the query, each linking to its page;
 * a show with its start and status (the shows of one name tell apart).
 */
export function EntityResults({ query }: { query: string }) {
  const results = useSearchEntities(query);
  if (results.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading wrestling results">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  if (results.isError || !results.data.length)
    return (
      <NoticeCard title={ENTITY_TEXTS.noResults} text={`Nothing in the catalogue matches "${query}".`} />
    );
  return (
    <Stack component="ul" spacing={1} aria-label="Wrestling results" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {results.data.map((entity) => (
        <Card component="li" key={entity.id} variant="outlined">
          <CardActionArea component={RouterLink} to={entityPath(entity)} sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <EntityMonogram entity={entity} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{entity.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {entityDetail(entity)}
                </Typography>
              </Box>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
