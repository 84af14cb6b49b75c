import { SHOW_TEXTS } from '@shared/messages-wrestling';
import { ENTITY_PATHS, type EntityRef } from '@shared/schemas/wrestling';

/** A score as fans read it: one decimal ("7.4"; a rating of 7.5 stays "7.5"). */
export const formatScore = (score: number): string => score.toFixed(1);

/** A rating as given: "7.5", "8". */
export const formatRating = (rating: number): string =>
  Number.isInteger(rating) ? String(rating) : rating.toFixed(1);

/** The address of a match's page. */
export const matchPath = (matchId: string): string => `/matches/${matchId}`;

/** The address of an entity's page (a show's is its id). */
export const entityPath = (entity: Pick<EntityRef, 'kind' | 'slug' | 'id'>): string =>
  `/${ENTITY_PATHS[entity.kind]}/${entity.kind === 'show' ? entity.id : entity.slug}`;

/** "Kenny Omega & Kota Ibushi vs The Young Bucks": a match's sides as one line of text. */
export const sidesText = (sides: readonly (readonly Pick<EntityRef, 'name'>[])[]): string =>
  sides.map((side) => side.map((e) => e.name).join(' & ')).join(` ${SHOW_TEXTS.versus} `);
