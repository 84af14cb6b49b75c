/**
 * Tags on posts (issue 28, docs/wrestling.md "Tags"): a post names up to one show and
 * CATALOGUE_LIMITS.tags other catalogue entities, checked when it is published (one BatchGet) and
 * fixed from then on (an edit changes the text, never the tags).
 */

import { TAG_TEXTS } from '../../../shared/messages-wrestling';
import { CATALOGUE_LIMITS } from '../../../shared/schemas/wrestling';
import { entitiesById } from '../../data/catalogue/entities';
import type { EntityItem } from '../../data/catalogue/items';
import type { Db } from '../../data/client';
import { invalid } from '../../lib/errors';

/**
 * The entities `ids` name, the show first, or a 400 naming the problem: an id twice, an id that
 * is no entity, a second show, more than CATALOGUE_LIMITS.tags others. Nothing is read for none.
 */
export async function checkTags(db: Db, ids: readonly string[]): Promise<EntityItem[]> {
  if (!ids.length) return [];
  if (new Set(ids).size !== ids.length) throw invalid(TAG_TEXTS.duplicate);
  const found = await entitiesById(db, ids);
  const items = ids.map((id) => found.get(id));
  if (items.some((item) => !item)) throw invalid(TAG_TEXTS.unknownTag);
  const entities = items as EntityItem[];
  const shows = entities.filter((e) => e.kind === 'show');
  if (shows.length > 1) throw invalid(TAG_TEXTS.oneShow);
  const others = entities.filter((e) => e.kind !== 'show');
  if (others.length > CATALOGUE_LIMITS.tags) throw invalid(TAG_TEXTS.tooMany);
  return [...shows, ...others];
}
