/**
 * Addresses of what a search finds (issue 35), beside ./paths.ts: only lazy code builds them (the
 * search box's suggestions, the search screen), so they stay out of the chunk every first screen loads.
 */
import { ENTITY_PATHS, type EntityKind } from '@shared/schemas/entity-refs';

/** The posts of a hashtag (/hashtag/{tag}: the search screen on its Posts tab). */
export function hashtagPostsPath(tag: string): string {
  return `/hashtag/${encodeURIComponent(tag)}`;
}

/** A catalogue entity's page: /{kind's path}/{slug}, a show's by its id (ENTITY_PATHS). */
export function entityPagePath(entity: { kind: EntityKind; slug: string; id: string }): string {
  return `/${ENTITY_PATHS[entity.kind]}/${encodeURIComponent(entity.kind === 'show' ? entity.id : entity.slug)}`;
}
