/**
 * The part of the catalogue's schemas that home reads (a post's tags, the post box's picker): the
 * kinds, their page paths and the EntityRef that names an entity. Kept apart from ./wrestling.ts
 * (every kind's facts, the admin inputs), which only lazy screens and the functions load.
 */
import * as z from 'zod/mini';
import { id } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const ENTITY_KINDS = ['promotion', 'wrestler', 'team', 'championship', 'show'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** The web path of each kind's page: `/${ENTITY_PATHS[kind]}/${slug}` (a show's is its id). */
export const ENTITY_PATHS: Record<EntityKind, string> = {
  promotion: 'promotions',
  wrestler: 'wrestlers',
  team: 'teams',
  championship: 'championships',
  show: 'shows',
};

/** Tags on a post besides its one show (CATALOGUE_LIMITS.tags in ./wrestling.ts). */
export const POST_TAGS_MAX = 5;

/** The least that names an entity: for links, chips and cards. */
export const entityRefSchema = schema(() =>
  z.object({
    id,
    kind: z.enum(ENTITY_KINDS),
    slug: z.string(),
    name: z.string(),
    /** A promotion's short name ("CMLL"), for its monogram. */
    shortName: z.optional(z.string()),
    /** Its monogram's colours (a promotion's own; others take their promotion's). */
    colors: z.object({ primary: z.string(), secondary: z.string() }),
  }),
);
export type EntityRef = z.infer<typeof entityRefSchema>;

/** `tags` on POST /api/posts: entity ids, at most one show and POST_TAGS_MAX others. */
export const postTagsSchema = schema(() =>
  z.array(id).check(z.maxLength(POST_TAGS_MAX + 1, `At most ${POST_TAGS_MAX} tags besides the show`)),
);
