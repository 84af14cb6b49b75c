/**
 * Posts as the API returns them, and the reads that produce them. Every list is hydrated with one
 * BatchGet (posts when only pointers are known, the authors, and the viewer's Pop markers), so a
 * page costs the same however many fans the viewer follows.
 */

import { FEED_MAX_MERGED_AUTHORS } from '../../shared/constants';
import { extractHashtags } from '../../shared/hashtags';
import { API_ERRORS, SAFETY_TEXTS } from '../../shared/messages';
import type { CreatePostInput, Post, YoutubePreview } from '../../shared/schemas/posts';
import { youtubeVideoId, youtubeWatchUrl } from '../../shared/youtube';
import { batchGet, type Key, keyOf } from '../data/batch';
import type { Db } from '../data/client';
import { type FeedEntry, feedPage, removePostsFromFeed } from '../data/feed';
import type { Page } from '../data/page';
import { popKey } from '../data/pop';
import {
  createPost,
  deletePost,
  getPost,
  NotPostAuthorError,
  type PostItem,
  postKey,
  postsByAuthor,
  postsByHashtag,
} from '../data/post';
import { type UserItem, userKey } from '../data/user';
import { gone, invalid, notFound, notYours } from '../lib/errors';
import { countMetric } from '../lib/observability';
import { ulid } from '../lib/ulid';
import type { Seed } from './idempotency';
import { filterPosts, loadMutedWords, type WordsMode } from './muted-words';
import { acceptUploadedImage, type UploadDeps } from './uploads';
import { visibleAuthor } from './users';
import { serverPreview, videoIdsIn } from './youtube';

type PostRef = FeedEntry | PostItem;
const isPostItem = (ref: PostRef): ref is PostItem => 'type' in ref && ref.type === 'post';
const refId = (ref: PostRef) => (isPostItem(ref) ? ref.id : ref.postId);

export function toPost(post: PostItem, author: UserItem, userReacted: boolean): Post {
  return {
    id: post.id,
    content: post.content,
    imageUrl: post.imageUrl,
    imageWidth: post.imageWidth ?? null,
    imageHeight: post.imageHeight ?? null,
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

/**
 * A page of posts and the `before` of the next page: taken from the raw query, before posts of
 * banned fans and deleted posts are left out, so a page that lost items still has a next page.
 */
export interface PostPage {
  posts: Post[];
  nextCursor: string | undefined;
}

/** The next page starts after the last raw item when the raw page was full. */
const cursorAfter = (refs: readonly PostRef[], page: Page): string | undefined => {
  const last = refs[refs.length - 1];
  return refs.length >= page.limit && last ? refId(last) : undefined;
};

export interface Hydrated<T> {
  items: T[];
  /** Posts a pointer named that no longer exist. */
  missing: string[];
}

/**
 * Turns post pointers or post items into API posts, in the given order, with one BatchGet.
 * Posts that no longer exist and posts of banned fans are left out; the viewer's muted words are
 * applied as `words` says (domain/muted-words.ts: one GetItem beside the BatchGet).
 */
export async function hydratePosts(
  db: Db,
  viewerId: string,
  refs: readonly PostRef[],
  words: WordsMode = 'list',
): Promise<Hydrated<Post>> {
  const keys: Key[] = [];
  for (const ref of refs) {
    const id = refId(ref);
    if (!isPostItem(ref)) keys.push(postKey(id));
    keys.push(popKey(postKey(id), viewerId), userKey(ref.authorId));
  }
  const [found, muted] = await Promise.all([batchGet(db, keys), loadMutedWords(db, viewerId)]);
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
  return { items: filterPosts(items, muted, viewerId, words), missing };
}

/**
 * A page of the home feed: the viewer's feed pointers (filled by fan-out on write) merged with the
 * latest posts of the big accounts they follow (not fanned out), newest first. Costs one Query for
 * the feed, one per followed big account (none for most fans) and one BatchGet.
 */
export async function readFeed(db: Db, viewer: UserItem, page: Page): Promise<PostPage> {
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
  return { posts: items, nextCursor: cursorAfter(refs, page) };
}

export interface PublishDeps {
  db: Db;
  uploads: UploadDeps;
  /**
   * The new post's id and time (a create's seed: the same on every retry of its Idempotency-Key);
   * default a new id of now.
   */
  seed?: Seed;
  /** The server's preview of a video (default: cached oEmbed, domain/youtube.ts). */
  youtube?: (videoId: string) => Promise<YoutubePreview>;
}

/**
 * Publishes a post: the image must be one of the author's own uploads, the link preview a YouTube
 * link (stored in its canonical form), hashtags are indexed lowercased. A post of the seed's id
 * that exists already (a retry of a create whose write landed) is the answer.
 */
export async function publishPost(
  deps: PublishDeps,
  author: UserItem,
  input: CreatePostInput,
): Promise<Post> {
  const now = deps.seed?.at ?? new Date();
  const videoId = input.linkPreviewUrl ? youtubeVideoId(input.linkPreviewUrl) : null;
  // The card previews a link the post holds, with what YouTube says about it: never the client's words.
  if (videoId && !videoIdsIn(input.content).includes(videoId)) throw invalid(SAFETY_TEXTS.videoNotInText);
  const preview = videoId
    ? await (deps.youtube ?? ((id) => serverPreview({ db: deps.db, fetch: globalThis.fetch }, id)))(videoId)
    : null;
  const image = input.imageURL
    ? await acceptUploadedImage(deps.uploads, author.id, input.imageURL, 'post')
    : null;
  const item = await createPost(deps.db, {
    id: deps.seed?.id ?? ulid(now.getTime()),
    authorId: author.id,
    content: input.content,
    imageUrl: image?.url ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
    linkPreviewUrl: videoId ? youtubeWatchUrl(videoId) : null,
    linkPreviewTitle: preview?.title || null,
    linkPreviewDescription: preview?.description || null,
    hashtags: extractHashtags(input.content),
    createdAt: now.toISOString(),
  });
  countMetric('PostsCreated');
  return toPost(item, author, false);
}

/**
 * One post as the viewer sees it: a muted word covers it (never leaves it out: the fan opened it);
 * `reveal` (the card's Show) uncovers it.
 */
export async function viewPost(db: Db, viewerId: string, postId: string, reveal = false): Promise<Post> {
  const post = await getPost(db, postId);
  const [item] = post ? (await hydratePosts(db, viewerId, [post], reveal ? 'reveal' : 'open')).items : [];
  if (!item) throw notFound(API_ERRORS.postNotFound);
  return item;
}

/** A fan's posts, newest first. */
export async function listAuthorPosts(
  db: Db,
  viewerId: string,
  authorId: string,
  page: Page,
): Promise<PostPage> {
  const refs = await postsByAuthor(db, authorId, page);
  return { posts: (await hydratePosts(db, viewerId, refs)).items, nextCursor: cursorAfter(refs, page) };
}

/** Posts with a hashtag, newest first. */
export async function listHashtagPosts(db: Db, viewerId: string, tag: string, page: Page): Promise<PostPage> {
  const refs = await postsByHashtag(db, tag, page);
  return { posts: (await hydratePosts(db, viewerId, refs)).items, nextCursor: cursorAfter(refs, page) };
}

/** The author removes their post; a second delete finds it gone (404), someone else's is refused. */
export async function removePost(db: Db, caller: UserItem, postId: string): Promise<void> {
  const post = await getPost(db, postId, true);
  if (!post) throw gone(API_ERRORS.postNotFound);
  if (post.authorId !== caller.id) throw notYours(API_ERRORS.notYourPost);
  try {
    await deletePost(db, post, caller.id);
  } catch (err) {
    // Deleted by a concurrent request between the read and the write: gone, not someone else's.
    if (err instanceof NotPostAuthorError && !(await getPost(db, postId, true)))
      throw gone(API_ERRORS.postNotFound);
    throw err;
  }
}
