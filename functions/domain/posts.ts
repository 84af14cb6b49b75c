/**
 * Posts as the API returns them, and the reads that produce them. Every list is hydrated with one
 * BatchGet (posts when only pointers are known, the authors, and the viewer's Pop markers), so a
 * page costs the same however many fans the viewer follows.
 */
import { ulid } from 'ulid';
import { FEED_MAX_MERGED_AUTHORS } from '../../shared/constants';
import { extractHashtags } from '../../shared/hashtags';
import type { Comment, CreatePostInput, Post } from '../../shared/schemas';
import { youtubeVideoId, youtubeWatchUrl } from '../../shared/youtube';
import { batchGet, type Item, type Key, keyOf } from '../data/batch';
import type { Db } from '../data/client';
import { type CommentItem, commentKey } from '../data/comment';
import { type FeedEntry, feedPage, removePostsFromFeed } from '../data/feed';
import type { Page } from '../data/page';
import { popKey } from '../data/pop';
import { createPost, type PostItem, postKey, postsByAuthor } from '../data/post';
import { type UserItem, userKey } from '../data/user';
import { acceptUploadedImage, type UploadDeps } from './uploads';

type PostRef = FeedEntry | PostItem;
const isPostItem = (ref: PostRef): ref is PostItem => 'type' in ref && ref.type === 'post';
const refId = (ref: PostRef) => (isPostItem(ref) ? ref.id : ref.postId);

/** An author who may be shown: exists and is not banned. */
const visibleAuthor = (item: Item | undefined): UserItem | null =>
  item && !(item as UserItem).banned ? (item as UserItem) : null;

export function toPost(post: PostItem, author: UserItem, userReacted: boolean): Post {
  return {
    id: post.id,
    content: post.content,
    imageUrl: post.imageUrl,
    authorId: post.authorId,
    authorDisplayName: author.displayName,
    authorHandle: author.handle,
    authorProfileImageUrl: author.profileImageUrl,
    createdAt: post.createdAt,
    popCount: Math.max(0, post.popCount),
    userReacted,
    commentCount: Math.max(0, post.commentCount),
    linkPreviewUrl: post.linkPreviewUrl,
    linkPreviewTitle: post.linkPreviewTitle,
    linkPreviewDescription: post.linkPreviewDescription,
  };
}

export function toComment(comment: CommentItem, author: UserItem, userReacted: boolean): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    content: comment.content,
    createdAt: comment.createdAt,
    authorId: comment.authorId,
    authorDisplayName: author.displayName,
    authorHandle: author.handle,
    authorProfileImageUrl: author.profileImageUrl,
    popCount: Math.max(0, comment.popCount),
    userReacted,
  };
}

export interface Hydrated<T> {
  items: T[];
  /** Posts a pointer named that no longer exist. */
  missing: string[];
}

/**
 * Turns post pointers or post items into API posts, in the given order, with one BatchGet.
 * Posts that no longer exist and posts of banned fans are left out.
 */
export async function hydratePosts(
  db: Db,
  viewerId: string,
  refs: readonly PostRef[],
): Promise<Hydrated<Post>> {
  const keys: Key[] = [];
  for (const ref of refs) {
    const id = refId(ref);
    if (!isPostItem(ref)) keys.push(postKey(id));
    keys.push(popKey(postKey(id), viewerId), userKey(ref.authorId));
  }
  const found = await batchGet(db, keys);
  const items: Post[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const id = refId(ref);
    const post = isPostItem(ref) ? ref : (found.get(keyOf(postKey(id))) as PostItem | undefined);
    if (!post) {
      missing.push(id);
      continue;
    }
    const author = visibleAuthor(found.get(keyOf(userKey(post.authorId))));
    if (!author) continue;
    items.push(toPost(post, author, found.has(keyOf(popKey(postKey(id), viewerId)))));
  }
  return { items, missing };
}

/** Comments with their authors and the viewer's Pops, with one BatchGet. */
export async function hydrateComments(
  db: Db,
  viewerId: string,
  comments: readonly CommentItem[],
): Promise<Comment[]> {
  const keys = comments.flatMap((c) => [popKey(commentKey(c.id), viewerId), userKey(c.authorId)]);
  const found = await batchGet(db, keys);
  return comments.flatMap((c) => {
    const author = visibleAuthor(found.get(keyOf(userKey(c.authorId))));
    return author ? [toComment(c, author, found.has(keyOf(popKey(commentKey(c.id), viewerId))))] : [];
  });
}

/**
 * A page of the home feed: the viewer's feed pointers (filled by fan-out on write) merged with the
 * latest posts of the big accounts they follow (not fanned out), newest first. Costs one Query for
 * the feed, one per followed big account (none for most fans) and one BatchGet.
 */
export async function readFeed(db: Db, viewer: UserItem, page: Page): Promise<Post[]> {
  const bigAccounts = [...(viewer.bigFollows ?? [])].slice(0, FEED_MAX_MERGED_AUTHORS);
  const [own, merged] = await Promise.all([
    feedPage(db, viewer.id, page),
    Promise.all(bigAccounts.map((authorId) => postsByAuthor(db, authorId, page))),
  ]);
  const byId = new Map<string, PostRef>();
  for (const ref of [...own, ...merged.flat()]) byId.set(refId(ref), ref);
  const refs = [...byId.values()].sort((a, b) => (refId(a) < refId(b) ? 1 : -1)).slice(0, page.limit);
  const { items, missing } = await hydratePosts(db, viewer.id, refs);
  // Pointers to deleted posts are normally removed by fan-out; tidy any that raced with it.
  const dangling = missing.filter((id) => own.some((e) => e.postId === id));
  if (dangling.length) await removePostsFromFeed(db, viewer.id, dangling);
  return items;
}

export interface PublishDeps {
  db: Db;
  uploads: UploadDeps;
  now?: () => Date;
}

/**
 * Publishes a post: the image must be one of the author's own uploads, the link preview a YouTube
 * link (stored in its canonical form), hashtags are indexed lowercased.
 */
export async function publishPost(
  deps: PublishDeps,
  author: UserItem,
  input: CreatePostInput,
): Promise<Post> {
  const now = deps.now?.() ?? new Date();
  const imageUrl = input.imageURL ? await acceptUploadedImage(deps.uploads, author.id, input.imageURL) : null;
  const videoId = input.linkPreviewUrl ? youtubeVideoId(input.linkPreviewUrl) : null;
  const item = await createPost(deps.db, {
    id: ulid(now.getTime()),
    authorId: author.id,
    content: input.content,
    imageUrl,
    linkPreviewUrl: videoId ? youtubeWatchUrl(videoId) : null,
    linkPreviewTitle: videoId ? input.linkPreviewTitle || null : null,
    linkPreviewDescription: videoId ? input.linkPreviewDescription || null : null,
    hashtags: extractHashtags(input.content),
    createdAt: now.toISOString(),
  });
  return toPost(item, author, false);
}
