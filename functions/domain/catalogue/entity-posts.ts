/**
 * An entity's tagged posts, newest first, through the request's viewer (blocks, mutes, muted words;
 * a teen's posts for teens and the adults who follow them: docs/safety.md, "Teens"), like a hashtag's: Query ENTITYPOSTS# + hydratePosts' BatchGet (+ one GetItem of the entity on an
 * empty first page, to tell an unknown entity: 404).
 */
import { CATALOGUE_TEXTS } from '../../../shared/messages-wrestling';
import type { Post } from '../../../shared/schemas/posts';
import { getEntity } from '../../data/catalogue/entities';
import { entityPostsPage } from '../../data/catalogue/entity-posts';
import type { Db } from '../../data/client';
import type { Page } from '../../data/page';
import { notFound } from '../../lib/errors';
import { hydratePosts } from '../posts';
import type { Viewer } from '../viewer';

/** Posts tagged with an entity, newest first, through the viewer's filters. Unknown entity: 404. */
export async function listEntityPosts(
  db: Db,
  viewer: Viewer,
  entityId: string,
  page: Page,
): Promise<{ posts: Post[]; nextCursor: string | undefined }> {
  const refs = await entityPostsPage(db, entityId, page);
  if (!refs.length && !page.before && !(await getEntity(db, entityId)))
    throw notFound(CATALOGUE_TEXTS.notFound);
  const last = refs[refs.length - 1];
  return {
    posts: (await hydratePosts(db, viewer, refs, { teensFollowedOnly: true })).items,
    nextCursor: refs.length >= page.limit && last ? last.postId : undefined,
  };
}
