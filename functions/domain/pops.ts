/** Pops on posts and comments. */
import { API_ERRORS } from '../../shared/messages';
import type { PopResult, PopTargetInput } from '../../shared/schemas/posts';
import type { Db } from '../data/client';
import { getComment } from '../data/comment';
import { PopTargetMissingError, popTargetOf, togglePop } from '../data/pop';
import { getPost } from '../data/post';
import { notFound } from '../lib/errors';
import { countMetric } from '../lib/observability';
import { isVisibleFan } from './users';
import type { Viewer } from './viewer';

/** Toggles the fan's Pop on a post or a comment: added = true when it was added. */
export async function popOrUnpop(
  db: Db,
  viewer: Viewer,
  target: PopTargetInput,
  now = new Date(),
): Promise<PopResult> {
  const onPost = 'postId' in target;
  const missing = () => notFound(onPost ? API_ERRORS.postNotFound : API_ERRORS.commentNotFound);
  // A banned fan's posts and comments are hidden: nobody can Pop them any more.
  const item = await (onPost ? getPost(db, target.postId) : getComment(db, target.commentId));
  // Blocked either way: refused as a missing item is (nothing tells a fan they were blocked).
  if (!item || viewer.blocksEitherWay(item.authorId) || !(await isVisibleFan(db, item.authorId)))
    throw missing();
  try {
    const result = await togglePop(db, popTargetOf(target), viewer.id, now);
    if (result.added) countMetric('PopsAdded');
    return result;
  } catch (err) {
    if (err instanceof PopTargetMissingError) throw missing();
    throw err;
  }
}
