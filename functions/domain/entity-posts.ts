/**
 * An entity's tagged posts, newest first, through the viewer's filters (blocks, mutes, muted words),
 * like a hashtag's: GetItem viewer filter ‖ Query ENTITYPOSTS# + hydratePosts' BatchGet (+ one
 * GetItem of the entity on an empty first page, to tell an unknown entity: 404).
 */
import { CATALOGUE_TEXTS } from '../../shared/messages-wrestling';
import type { Post } from '../../shared/schemas/posts';
import { getEntity } from '../data/catalogue';
import type { Db } from '../data/client';
import { entityPostsPage } from '../data/entity-posts';
import type { Page } from '../data/page';
import { notFound } from '../lib/errors';
import { loadViewerFilter } from './filters';
import { hydratePosts } from './posts';

/** Posts tagged with an entity, newest first, through the viewer's filters. Unknown entity: 404. */
export async function listEntityPosts(
  db: Db,
  viewerId: string,
  entityId: string,
  page: Page,
): Promise<{ posts: Post[]; nextCursor: string | undefined }> {
  const [refs, filter] = await Promise.all([
    entityPostsPage(db, entityId, page),
    loadViewerFilter(db, viewerId),
  ]);
  if (!refs.length && !page.before && !(await getEntity(db, entityId)))
    throw notFound(CATALOGUE_TEXTS.notFound);
  const last = refs[refs.length - 1];
  return {
    posts: (await hydratePosts(db, filter, refs)).items,
    nextCursor: refs.length >= page.limit && last ? last.postId : undefined,
  };
}
