import { Box } from '@mui/material';
import { ENTITY_PATHS, type EntityRef } from '@shared/schemas/entity-refs';
import { Link as RouterLink } from 'react-router';

/** The page of a tagged entity: `/{ENTITY_PATHS[kind]}/{slug}`, a show's by its id. */
export const entityPath = (tag: EntityRef) =>
  `/${ENTITY_PATHS[tag.kind]}/${tag.kind === 'show' ? tag.id : tag.slug}`;

/**
 * A post's tags as small chips linking to their pages (issue 28). Plain links styled as chips: the
 * card is on home's first load, which carries no Chip otherwise.
 */
export function PostTags({ tags }: { tags: readonly EntityRef[] }) {
  if (!tags.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, mt: 1.25 }}
    >
      {tags.map((tag) => (
        <Box component="li" key={tag.id} sx={{ listStyle: 'none' }}>
          <Box
            component={RouterLink}
            to={entityPath(tag)}
            sx={{
              display: 'inline-block',
              px: 1.25,
              py: 0.25,
              borderRadius: 4,
              border: 1,
              borderColor: 'divider',
              borderLeft: 4,
              borderLeftColor: tag.colors.primary,
              color: 'text.primary',
              fontSize: '0.8125rem',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            {tag.name}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
