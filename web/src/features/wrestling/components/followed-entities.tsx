import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { ENTITY_TEXTS } from '@shared/messages-wrestling';
import { useFollowedEntities } from '@/features/wrestling/api/get-followed-entities';
import { EntityChip } from './entity-chip';

/** "Follows" on a profile: the promotions, wrestlers, teams and championships the fan follows, as chips. */
export function FollowedEntities({ userId, own }: { userId: string; own: boolean }) {
  const list = useFollowedEntities(userId);
  if (!list.isSuccess) return null;
  if (!list.data.length && !own) return null;
  return (
    <Card component="section" aria-label={ENTITY_TEXTS.follows}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {ENTITY_TEXTS.follows}
        </Typography>
        {list.data.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {list.data.map((entity) => (
              <EntityChip key={entity.id} entity={entity} />
            ))}
          </Stack>
        ) : (
          <Box>
            <Typography color="text.secondary">{ENTITY_TEXTS.followsNone}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
