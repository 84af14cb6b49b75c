import { Box, Chip, Stack, Typography } from '@mui/material';
import { ENTITY_TEXTS } from '@shared/messages-wrestling';
import type { EntityKind, EntityRef } from '@shared/schemas/wrestling';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { setEntityFollow } from '@/features/wrestling/api/follow-entity';
import { entityKeys } from '@/lib/entities/entity-keys';
import { searchEntities } from '@/lib/entities/search-entities';

/** The names a free-text favourites field lists ("Rhea Ripley, Cody Rhodes" -> two names), at most 5. */
export function typedNames(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\n]|\band\b|&/i)
        .map((s) => s.trim())
        .filter((s) => s.length >= 2),
    ),
  ].slice(0, 5);
}

/**
 * Onboarding step 3: catalogue matches for the names typed in the free-text favourites (the text itself
 * stays as typed), as chips the fan taps to follow (and taps again to unfollow).
 */
export function CatalogueMatches({ text, kind }: { text: string; kind: EntityKind }) {
  // Searched once the fan stops typing for a moment, not on every key.
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 500);
    return () => clearTimeout(timer);
  }, [text]);
  const names = typedNames(settled);
  // One query for the typed names (useQueries would add its observer to the shared react-query
  // chunk every first screen loads).
  const results = useQuery({
    queryKey: [...entityKeys.search(names.join('\u0000'), kind), 'each'],
    queryFn: () => Promise.all(names.map((name) => searchEntities(name, kind))),
    enabled: names.length > 0,
    staleTime: 60_000,
  });
  const [followed, setFollowed] = useState<Record<string, boolean>>({});
  const matches: EntityRef[] = [];
  const seen = new Set<string>();
  for (const found of results.data ?? [])
    for (const entity of found.slice(0, 2))
      if (!seen.has(entity.id)) {
        seen.add(entity.id);
        matches.push(entity);
      }
  if (!matches.length) return null;
  const toggle = (entity: EntityRef) => {
    const follow = !followed[entity.id];
    setFollowed((f) => ({ ...f, [entity.id]: follow }));
    setEntityFollow(entity.id, follow).catch(() => setFollowed((f) => ({ ...f, [entity.id]: !follow })));
  };
  return (
    <Box aria-label={`${ENTITY_TEXTS.catalogueMatches} (${kind})`} component="section">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ENTITY_TEXTS.catalogueMatches}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {matches.map((entity) => (
          <Chip
            key={entity.id}
            avatar={<EntityMonogram entity={entity} size={24} />}
            label={entity.name}
            color={followed[entity.id] ? 'primary' : 'default'}
            variant={followed[entity.id] ? 'filled' : 'outlined'}
            onClick={() => toggle(entity)}
            aria-pressed={followed[entity.id] === true}
          />
        ))}
      </Stack>
    </Box>
  );
}
