/** Pops on posts and comments. */
import { API_ERRORS } from '../../shared/messages';
import type { PopResult, PopTargetInput } from '../../shared/schemas';
import type { Db } from '../data/client';
import { commentKey } from '../data/comment';
import { PopTargetMissingError, togglePop } from '../data/pop';
import { postKey } from '../data/post';
import type { UserItem } from '../data/user';
import { notFound } from '../lib/errors';
import { countMetric } from '../lib/observability';

/** Toggles the fan's Pop on a post or a comment: added = true when it was added. */
export async function popOrUnpop(
  db: Db,
  fan: UserItem,
  target: PopTargetInput,
  now = new Date(),
): Promise<PopResult> {
  const onPost = 'postId' in target;
  try {
    const result = await togglePop(
      db,
      onPost ? postKey(target.postId) : commentKey(target.commentId),
      fan.id,
      now,
    );
    if (result.added) countMetric('PopsAdded');
    return result;
  } catch (err) {
    if (err instanceof PopTargetMissingError)
      throw notFound(onPost ? API_ERRORS.postNotFound : API_ERRORS.commentNotFound);
    throw err;
  }
}
