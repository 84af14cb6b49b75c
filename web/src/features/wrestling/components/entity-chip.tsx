import { Chip } from '@mui/material';
import { ENTITY_PATHS, type EntityRef } from '@shared/schemas/wrestling';
import { Link as RouterLink } from 'react-router';
import { EntityMonogram } from '@/components/ui/entity-monogram';

/** The web address of an entity's page (a show's is its id). */
export const entityPath = (entity: Pick<EntityRef, 'kind' | 'slug' | 'id'>) =>
  `/${ENTITY_PATHS[entity.kind]}/${entity.kind === 'show' ? entity.id : entity.slug}`;

/** A compact link to an entity: its monogram and name. */
export function EntityChip({ entity, label }: { entity: EntityRef; label?: string }) {
  return (
    <Chip
      component={RouterLink}
      to={entityPath(entity)}
      clickable
      variant="outlined"
      avatar={<EntityMonogram entity={entity} size={24} />}
      label={label ?? entity.name}
      sx={{ maxWidth: '100%' }}
    />
  );
}
