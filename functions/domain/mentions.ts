/**
 * @mentions and who may reply. A text's handles are resolved to fans by their handle markers
 * (data/user.ts, read side by side: GetItems rather than a BatchGet keep create-post's bundle small): a handle nobody has stays text, at most MAX_MENTIONS become
 * mentions. Mention notifications: domain/mention-notifications.ts. Who may comment on a post: its
 * reply policy (everyone, the fans its author follows, the fans it mentions); its author always may.
 */
import { MAX_MENTIONS, type Mention, mentionCandidates } from '../../shared/mentions';
import type { ReplyPolicyValue } from '../../shared/schemas/posts';
import type { Db } from '../data/client';
import type { PostItem } from '../data/post';
import { handleOwner } from '../data/user';
import type { ViewerControls } from './viewer-controls';

/** The fans a text mentions, in order of first appearance: existing handles only, at most 10. */
export async function resolveMentions(db: Db, text: string): Promise<Mention[]> {
  const handles = mentionCandidates(text);
  if (!handles.length) return [];
  const owners = await Promise.all(handles.map((h) => handleOwner(db, h)));
  const mentions: Mention[] = [];
  handles.forEach((handle, i) => {
    const userId = owners[i];
    if (userId && mentions.length < MAX_MENTIONS) mentions.push({ handle, userId });
  });
  return mentions;
}

/**
 * The mentions a fan may make (`author`: their filter, from the request's viewer): none of a fan
 * they blocked or who blocked them (the handle stays text, and nobody is told).
 */
export const mentionable = (author: ViewerControls, mentions: Mention[]): Mention[] =>
  mentions.filter((m) => !author.blocksEitherWay(m.userId));

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
