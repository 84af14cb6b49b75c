import { Box, Chip } from '@mui/material';
import { ENTITY_PATHS, type EntityRef } from '@shared/schemas/wrestling';
import { Link as RouterLink } from 'react-router';

/** The page of a tagged entity: `/{ENTITY_PATHS[kind]}/{slug}`, a show's by its id. */
export const entityPath = (tag: EntityRef) =>
  `/${ENTITY_PATHS[tag.kind]}/${tag.kind === 'show' ? tag.id : tag.slug}`;

/** A post's tags as small chips linking to their pages (issue 28). */
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
          <Chip
            component={RouterLink}
            to={entityPath(tag)}
            clickable
            size="small"
            variant="outlined"
            label={tag.name}
            sx={{ borderColor: tag.colors.primary, borderLeftWidth: 4 }}
          />
        </Box>
      ))}
    </Box>
  );
}
