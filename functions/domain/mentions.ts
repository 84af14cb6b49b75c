/**
 * @mentions and who may reply. A text's handles are resolved to fans with one BatchGet of their
 * handle markers (data/user.ts): a handle nobody has stays text, at most MAX_MENTIONS become
 * mentions. Mention notifications: domain/mention-notifications.ts. Who may comment on a post: its
 * reply policy (everyone, the fans its author follows, the fans it mentions); its author always may.
 */
import { MAX_MENTIONS, type Mention, mentionCandidates } from '../../shared/mentions';
import type { ReplyPolicyValue } from '../../shared/schemas/posts';
import { batchGet, keyOf } from '../data/batch';
import type { Db } from '../data/client';
import type { PostItem } from '../data/post';
import { handleKey } from '../data/user';

/** The fans a text mentions, in order of first appearance: existing handles only, at most 10. */
export async function resolveMentions(db: Db, text: string): Promise<Mention[]> {
  const handles = mentionCandidates(text);
  if (!handles.length) return [];
  const found = await batchGet(
    db,
    handles.map((h) => handleKey(h)),
  );
  const mentions: Mention[] = [];
  for (const handle of handles) {
    const userId = found.get(keyOf(handleKey(handle)))?.userId;
    if (typeof userId === 'string') mentions.push({ handle, userId });
    if (mentions.length === MAX_MENTIONS) break;
  }
  return mentions;
}

/** A post's reply policy (posts from before reply controls: everyone). */
export const replyPolicyOf = (post: Pick<PostItem, 'replyPolicy'>): ReplyPolicyValue =>
  post.replyPolicy ?? 'everyone';

/**
 * Whether a fan may comment on a post, given whether its author follows them (asked only for the
 * 'following' policy).
 */
export function mayReply(
  post: Pick<PostItem, 'authorId' | 'replyPolicy' | 'mentions'>,
  fanId: string,
  authorFollowsFan: boolean,
): boolean {
  if (post.authorId === fanId) return true;
  const policy = replyPolicyOf(post);
  if (policy === 'following') return authorFollowsFan;
  if (policy === 'mentioned') return (post.mentions ?? []).some((m) => m.userId === fanId);
  return true;
}
