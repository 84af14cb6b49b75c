import { Box, Chip, Typography } from '@mui/material';
import { TAG_TEXTS } from '@shared/messages-wrestling';
import type { Timeframe } from '@shared/schemas/common';
import { ENTITY_PATHS } from '@shared/schemas/entity-refs';
import { Link as RouterLink } from 'react-router';
import { useTrendingWrestlers } from '@/features/trending/api/get-trending-wrestlers';

/**
 * "Wrestlers trending now" (issue 28): the wrestlers the most different fans tagged in the
 * timeframe, each a chip to their page with its count of fans. Nothing while loading or when none.
 */
export function TrendingWrestlers({ timeframe }: { timeframe: Timeframe }) {
  const wrestlers = useTrendingWrestlers(timeframe);
  if (!wrestlers.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="trending-wrestlers-title" sx={{ mt: 3 }}>
      <Typography id="trending-wrestlers-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {TAG_TEXTS.wrestlersTrending}
      </Typography>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
        {wrestlers.data.map(({ entity, fanCount }) => (
          <Box component="li" key={entity.id} sx={{ listStyle: 'none' }}>
            <Chip
              component={RouterLink}
              to={`/${ENTITY_PATHS[entity.kind]}/${entity.slug}`}
              clickable
              variant="outlined"
              label={`${entity.name} · ${TAG_TEXTS.fans(fanCount)}`}
              sx={{ borderColor: entity.colors.primary, borderLeftWidth: 4 }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
