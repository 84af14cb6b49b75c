/**
 * Posts as the API returns them, and the reads that produce them. Every list is hydrated with one
 * BatchGet (posts when only pointers are known, the authors, and the viewer's Pop markers), so a
 * page costs the same however many fans the viewer follows.
 */

import { FEED_MAX_MERGED_AUTHORS, FEED_MAX_MERGED_ENTITIES } from '../../shared/constants';
import { extractHashtags } from '../../shared/hashtags';
import { API_ERRORS, SAFETY_TEXTS } from '../../shared/messages';
import { SPOILER_TEXTS } from '../../shared/messages-spoilers';
import type { CreatePostInput, Post, YoutubePreview } from '../../shared/schemas/posts';
import type { EntityRef } from '../../shared/schemas/wrestling';
import { youtubeVideoId, youtubeWatchUrl } from '../../shared/youtube';
import { latestOfEntities } from '../data/catalogue/entity-posts';
import type { Db } from '../data/client';
import { type FeedEntry, feedPage, removePostsFromFeed } from '../data/feed';
import { lookup } from '../data/lookup';
import type { Page } from '../data/page';
import {
  createPost,
  deletePost,
  getPost,
  NotPostAuthorError,
  type PostItem,
  postsByAuthor,
  postsByHashtag,
} from '../data/post';
import { getUserById, type UserItem } from '../data/user';
import { gone, invalid, notFound, notYours } from '../lib/errors';
import { countMetric } from '../lib/observability';
import { ulid } from '../lib/ulid';
import { toEntityRef } from './catalogue/shapes';
import { checkTags } from './catalogue/tags';
import type { Seed } from './idempotency';
import { mayReply, mentionable, replyPolicyOf, resolveMentions } from './mentions';
import { filterPosts, mutedWordsOf, type WordsMode } from './muted-words';
import { guardPosts, viewerGuard } from './spoilers/reads';
import { shieldOfPost } from './spoilers/shield';
import { showForNewPost, windowShows } from './spoilers/tagging';
import { acceptUploadedImage, type UploadDeps } from './uploads';
import { visibleAuthor } from './users';
import type { Viewer } from './viewer';
import type { ViewerControls } from './viewer-controls';
import { serverPreview, videoIdsIn } from './youtube';

type PostRef = (FeedEntry & { teen?: true }) | PostItem;
const isPostItem = (ref: PostRef): ref is PostItem => 'type' in ref && ref.type === 'post';
const refId = (ref: PostRef) => (isPostItem(ref) ? ref.id : ref.postId);

/**
 * A post as the API returns it. `canReply`: whether the viewer may comment (domain/mentions.ts);
 * its author always may. `tags`: the entities its tags name that still exist.
 */
export function toPost(
  post: PostItem,
  author: UserItem,
  userReacted: boolean,
  canReply = true,
  tags: EntityRef[] = [],
): Post {
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
    editedAt: post.editedAt ?? null,
    editCount: post.editCount ?? 0,
    replyPolicy: replyPolicyOf(post),
    canReply,
    mentions: post.mentions ?? [],
    tags,
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
 * Turns post pointers or post items into API posts, in the given order, with one BatchGet (which
 * also asks whether each author follows the viewer, for the posts only they may reply to).
 * Posts that no longer exist, posts of banned fans and posts of fans the viewer's controls hide
 * (blocked either way, muted; `showMuted` for a muted fan's own profile) are left out; the viewer's
 * muted words (on the same controls item) are applied as `words` says (domain/muted-words.ts). With
 * `teensFollowedOnly` (a list the viewer did not choose the authors of: an entity's posts), an adult
 * viewer is shown a teen's post only when they follow the teen: the pointers mark teens' posts
 * (`teen`), whose follow edges join the same BatchGet (docs/safety.md, "Teens"). Last, Spoiler Guard
 * makes a stub of each post of someone else about a show the viewer is protected from
 * (domain/spoilers/shield.ts; `spoilers: false`: the one post the fan chose to reveal).
 */
export async function hydratePosts(
  db: Db,
  viewer: Viewer,
  allRefs: readonly PostRef[],
  {
    showMuted = false,
    words = 'list',
    teensFollowedOnly = false,
    spoilers = true,
  }: { showMuted?: boolean; words?: WordsMode; teensFollowedOnly?: boolean; spoilers?: boolean } = {},
): Promise<Hydrated<Post>> {
  const viewerId = viewer.id;
  const asksFollows = teensFollowedOnly && viewer.ageBand !== 'teen';
  const shown = (authorId: string) =>
    showMuted ? !viewer.blocksEitherWay(authorId) : !viewer.hidesUser(authorId);
  const refs = allRefs.filter((ref) => shown(ref.authorId));
  const look = lookup();
  for (const ref of refs) {
    const id = refId(ref);
    if (!isPostItem(ref)) look.want.post(id);
    look.want.pop({ postId: id }, viewerId);
    look.want.user(ref.authorId);
    if (ref.authorId !== viewerId) look.want.follow(ref.authorId, viewerId);
    if (asksFollows && ref.authorId !== viewerId && 'teen' in ref && ref.teen)
      look.want.follow(viewerId, ref.authorId);
    // Tags are fixed at creation, so pointers carry them: their entities join the same BatchGet.
    for (const tag of ref.tags ?? []) look.want.entity(tag);
  }
  await look.run(db);
  // A tagged post reached through a pointer without its tags (written before tags existed on it):
  // its entities are read in a second round.
  for (const ref of refs) {
    const post = isPostItem(ref) ? ref : look.post(refId(ref));
    for (const tag of post?.tags ?? []) if (!look.hasEntity(tag)) look.want.entity(tag);
  }
  await look.run(db);
  const tagsOf = (post: PostItem): EntityRef[] =>
    (post.tags ?? []).flatMap((tag) => {
      const entity = look.entity(tag);
      return entity ? [toEntityRef(entity)] : [];
    });
  const items: Post[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const id = refId(ref);
    const post = isPostItem(ref) ? ref : look.post(id);
    if (!post) {
      missing.push(id);
      continue;
    }
    const author = visibleAuthor(look.user(post.authorId));
    if (!author || !shown(post.authorId)) continue;
    const unchosenTeen =
      asksFollows &&
      author.ageBand === 'teen' &&
      post.authorId !== viewerId &&
      !look.follows(viewerId, post.authorId);
    if (unchosenTeen) continue;
    const canReply = mayReply(post, viewerId, look.follows(post.authorId, viewerId));
    items.push(toPost(post, author, look.popped({ postId: id }, viewerId), canReply, tagsOf(post)));
  }
  const filtered = filterPosts(items, mutedWordsOf(viewer), viewerId, words);
  return { items: spoilers ? await guardPosts(db, viewer, filtered) : filtered, missing };
}

/**
 * A page of the home feed: the viewer's feed pointers (filled by fan-out on write: followed fans
 * and small followed entities) merged with the latest posts of the big accounts they follow (not
 * fanned out) and the newest tagged posts of the big entities they follow (ELATEST#, one BatchGet
 * for all of them), newest first, each post once. Costs one Query for the feed, one per followed
 * big account (none for most fans), one BatchGet of big entities (none when they follow none) and
 * one BatchGet to hydrate.
 */
export async function readFeed(db: Db, viewer: Viewer, page: Page): Promise<PostPage> {
  const bigAccounts = [...(viewer.user.bigFollows ?? [])].slice(0, FEED_MAX_MERGED_AUTHORS);
  const bigEntities = [...(viewer.user.bigEntityFollows ?? [])].slice(0, FEED_MAX_MERGED_ENTITIES);
  const [own, merged, tagged] = await Promise.all([
    feedPage(db, viewer.id, page),
    Promise.all(bigAccounts.map((authorId) => postsByAuthor(db, authorId, page))),
    latestOfEntities(db, bigEntities, page.before),
  ]);
  // A teen's post reaches an adult through an entity only if the adult follows them, and then it is
  // in their own pointers: the big entities' lists leave it out for adults (docs/safety.md, "Teens").
  const fromEntities = viewer.ageBand === 'teen' ? tagged : tagged.filter((e) => !e.teen);
  const byId = new Map<string, PostRef>();
  for (const ref of [...fromEntities, ...merged.flat(), ...own]) byId.set(refId(ref), ref);
  const refs = [...byId.values()].sort((a, b) => (refId(a) < refId(b) ? 1 : -1)).slice(0, page.limit);
  const { items, missing } = await hydratePosts(db, viewer, refs);
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
 * link (stored in its canonical form), hashtags are indexed lowercased; a post naming a show of the
 * tagging window gets the show's tag first (Spoiler Guard, domain/spoilers/tagging.ts). A post of
 * the seed's id that exists already (a retry of a create whose write landed) is the answer.
 */
export async function publishPost(deps: PublishDeps, viewer: Viewer, input: CreatePostInput): Promise<Post> {
  const author = viewer.user;
  const now = deps.seed?.at ?? new Date();
  const [derived, chosen, shows] = await Promise.all([
    derivePostFields(
      deps,
      viewer,
      input.content,
      input.linkPreviewUrl ? youtubeVideoId(input.linkPreviewUrl) : null,
    ),
    checkTags(deps.db, input.tags ?? []),
    windowShows(deps.db),
  ]);
  // Spoiler Guard: a post naming a show of the window is about it (its tag first; docs/spoilers.md).
  const show = showForNewPost(shows, input.content, now, chosen);
  const tags = show ? [show, ...chosen] : chosen;
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
    ...derived,
    replyPolicy: input.replyPolicy ?? author.replyPolicy ?? 'everyone',
    ...(tags.length ? { tags: tags.map((entity) => entity.id) } : {}),
    ...(viewer.ageBand === 'teen' ? { teen: true as const } : {}),
    createdAt: now.toISOString(),
  });
  countMetric('PostsCreated');
  return toPost(item, author, false, true, tags.map(toEntityRef));
}

/** What a post's text gives it: the fields computed again whenever the text is written. */
export type DerivedPostFields = Pick<
  PostItem,
  'hashtags' | 'linkPreviewUrl' | 'linkPreviewTitle' | 'linkPreviewDescription'
> & { mentions: NonNullable<PostItem['mentions']> };

/**
 * The fields derived from a post's text, for a new post and for an edit alike: its hashtags
 * (indexed lowercased), its @mentions (existing handles of fans not blocked either way by the
 * author, whose viewer this is: domain/mentions.ts) and the card of
 * `cardVideoId`, a YouTube video the text must hold (stored in its canonical form, with what YouTube
 * says about it: never the client's words).
 */
export async function derivePostFields(
  deps: Pick<PublishDeps, 'db' | 'youtube'>,
  author: ViewerControls,
  content: string,
  cardVideoId: string | null,
): Promise<DerivedPostFields> {
  if (cardVideoId && !videoIdsIn(content).includes(cardVideoId)) throw invalid(SAFETY_TEXTS.videoNotInText);
  const [preview, mentions] = await Promise.all([
    cardVideoId
      ? (deps.youtube ?? ((id) => serverPreview({ db: deps.db, fetch: globalThis.fetch }, id)))(cardVideoId)
      : null,
    resolveMentions(deps.db, content).then((found) => mentionable(author, found)),
  ]);
  return {
    hashtags: extractHashtags(content),
    mentions,
    linkPreviewUrl: cardVideoId ? youtubeWatchUrl(cardVideoId) : null,
    linkPreviewTitle: preview?.title || null,
    linkPreviewDescription: preview?.description || null,
  };
}

/**
 * One post as the viewer sees it: a post of a fan the viewer's controls hide is not found; a muted
 * word covers it (never leaves it out: the fan opened it); `reveal` (the card's Show) uncovers it.
 */
export async function viewPost(db: Db, viewer: Viewer, postId: string, reveal = false): Promise<Post> {
  const post = await getPost(db, postId);
  const words: WordsMode = reveal ? 'reveal' : 'open';
  const [item] = post ? (await hydratePosts(db, viewer, [post], { words })).items : [];
  if (!item) throw notFound(API_ERRORS.postNotFound);
  return item;
}

/**
 * "Reveal this post" (GET /api/posts/{postId}/reveal): the whole post, as `viewPost` answers it without
 * Spoiler Guard, when the guard shields it from the viewer; a post it does not shield (the fan's own
 * included) is refused (400), one they cannot see is not found. Nothing is stored.
 */
export async function revealPost(db: Db, viewer: Viewer, postId: string): Promise<Post> {
  const post = await getPost(db, postId);
  const [item] = post
    ? (await hydratePosts(db, viewer, [post], { words: 'open', spoilers: false })).items
    : [];
  if (!item) throw notFound(API_ERRORS.postNotFound);
  if (!shieldOfPost(await viewerGuard(db, viewer), item)) throw invalid(SPOILER_TEXTS.notShielded);
  return item;
}

/**
 * A fan's posts, newest first. A fan who blocked the viewer is not found (as their profile is not);
 * a fan the viewer blocked has no posts for them; a fan the viewer mutes shows their posts here,
 * where the viewer went to see them (docs/safety.md, "Blocks and mutes").
 */
export async function listAuthorPosts(
  db: Db,
  viewer: Viewer,
  authorId: string,
  page: Page,
): Promise<PostPage> {
  if (viewer.blocksEitherWay(authorId)) {
    if (viewer.blockedByViewer(authorId)) return { posts: [], nextCursor: undefined };
    throw notFound(API_ERRORS.userNotFound);
  }
  const refs = await postsByAuthor(db, authorId, page);
  // No posts at all: the fan may not exist (one GetItem, only then), as their profile would say.
  if (!refs.length && !page.before && !(await getUserById(db, authorId)))
    throw notFound(API_ERRORS.userNotFound);
  return {
    posts: (await hydratePosts(db, viewer, refs, { showMuted: true })).items,
    nextCursor: cursorAfter(refs, page),
  };
}

/** Posts with a hashtag, newest first. */
export async function listHashtagPosts(db: Db, viewer: Viewer, tag: string, page: Page): Promise<PostPage> {
  const refs = await postsByHashtag(db, tag, page);
  return { posts: (await hydratePosts(db, viewer, refs)).items, nextCursor: cursorAfter(refs, page) };
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
