import { Box, Chip, Stack, Typography } from '@mui/material';
import { ENTITY_TEXTS } from '@shared/messages-wrestling';
import type { EntityKind, EntityRef } from '@shared/schemas/wrestling';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { setEntityFollow } from '@/features/wrestling/api/follow-entity';
import { searchEntitiesQueryOptions } from '@/features/wrestling/api/search-entities';
import { EntityAvatar } from './entity-avatar';

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
  const results = useQueries({ queries: names.map((name) => searchEntitiesQueryOptions(name, kind)) });
  const [followed, setFollowed] = useState<Record<string, boolean>>({});
  const matches: EntityRef[] = [];
  const seen = new Set<string>();
  for (const r of results)
    for (const entity of (r.data ?? []).slice(0, 2))
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
            avatar={<EntityAvatar entity={entity} size={24} />}
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
