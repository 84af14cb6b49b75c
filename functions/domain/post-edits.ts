/**
 * Editing a post's text, and its history (docs/social.md, "Edits"). The author may change the text
 * of their post within POST_EDIT_WINDOW_MINUTES of publishing it, POST_MAX_EDITS times; what the
 * text gives a post (hashtags, the YouTube card) is derived again by the function publishing uses
 * (posts.ts `derivePostFields`), and the text it replaces is kept as a version. Feeds, hashtag pages
 * and trending content show the post as it is now: they point at it. The trending-activity consumer
 * moves the post's hashtag counts from the tags it lost to those it gained (domain/trending.ts). An
 * edit inside a show's tagging window that names the show makes a post about no show about it
 * (Spoiler Guard: domain/spoilers/tagging.ts); the fan's own tags never change.
 */
import { POST_EDIT_WINDOW_MINUTES, POST_MAX_EDITS } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import { EDIT_TEXTS } from '../../shared/messages-controls';
import type { Post, PostVersion, ReplyPolicyValue, UpdatePostInput } from '../../shared/schemas/posts';
import { youtubeVideoId } from '../../shared/youtube';
import type { Db } from '../data/client';
import {
  editPost,
  getPost,
  PostChangedError,
  type PostItem,
  postVersions,
  setReplyPolicy,
} from '../data/post';
import { getUserById } from '../data/user';
import { clockNow } from '../lib/clock';
import { forbidden, invalid, notFound, notYours } from '../lib/errors';
import { countMetric } from '../lib/observability';
import { coverText, mutedWordsOf } from './muted-words';
import { derivePostFields, hydratePosts, type PublishDeps } from './posts';
import { viewerGuard } from './spoilers/reads';
import { showCandidateOf } from './spoilers/shield';
import { showForEdit } from './spoilers/tagging';
import { isVisibleFan, visibleAuthor } from './users';
import type { Viewer } from './viewer';
import { videoIdsIn } from './youtube';

export interface EditDeps extends Pick<PublishDeps, 'db' | 'youtube'> {
  /** The server's clock (tests move it; default the time now). */
  now?: () => Date;
}

const WINDOW_MS = POST_EDIT_WINDOW_MINUTES * 60_000;

/**
 * The video whose card an edited text shows: the card's video while the text still holds it, else
 * the first video the edit added (as the composer previews a link as it is typed); a video the
 * text held before without a card keeps its dismissed card away.
 */
function cardVideo(post: PostItem, content: string): string | null {
  const videos = videoIdsIn(content);
  const kept = post.linkPreviewUrl ? youtubeVideoId(post.linkPreviewUrl) : null;
  if (kept && videos.includes(kept)) return kept;
  const before = videoIdsIn(post.content);
  return videos.find((id) => !before.includes(id)) ?? null;
}

/** The author's own post as they see it (their own filter never hides it, nor their muted words). */
async function asViewed(db: Db, viewer: Viewer, post: PostItem): Promise<Post> {
  const [item] = (await hydratePosts(db, viewer, [post])).items;
  if (!item) throw notFound(API_ERRORS.postNotFound);
  return item;
}

/**
 * Why the viewer may not change a post that is not theirs, as its GET would say: a post the viewer
 * cannot see (gone, its author banned or hidden by the viewer's controls: blocked either way, muted)
 * is not found, so an edit tells nothing a read would not; one they can see is not theirs to edit.
 */
async function refusal(db: Db, viewer: Viewer, post: PostItem | null): Promise<Error> {
  if (!post || viewer.hidesUser(post.authorId) || !(await isVisibleFan(db, post.authorId)))
    return notFound(API_ERRORS.postNotFound);
  return notYours(EDIT_TEXTS.notYourPost);
}

/** The author changes who may comment on their post; anyone else is refused as `refusal` says. */
async function changeReplyPolicy(
  db: Db,
  viewer: Viewer,
  postId: string,
  replyPolicy: ReplyPolicyValue,
): Promise<Post> {
  const updated = await setReplyPolicy(db, postId, viewer.id, replyPolicy);
  if (updated) return asViewed(db, viewer, updated);
  throw await refusal(db, viewer, await getPost(db, postId, true));
}

/**
 * PATCH /api/posts/{postId}: the author changes their post: who may reply (at any time), the text or
 * both. The text, when sent: the same text
 * changes nothing (a retried edit counts once); else it is refused after the window or the last
 * edit. Edits sent at once (the author in two tabs) land one after the other, each counted and
 * kept in the history: one that finds another landed first reads the post again and is checked
 * again, so two sent as the 5th land once (each retry means another edit landed: at most
 * POST_MAX_EDITS of them).
 */
export async function updatePost(
  deps: EditDeps,
  viewer: Viewer,
  postId: string,
  input: UpdatePostInput,
): Promise<Post> {
  const { content, replyPolicy } = input;
  if (content === undefined) {
    if (replyPolicy === undefined) throw invalid(EDIT_TEXTS.nothingToChange);
    return changeReplyPolicy(deps.db, viewer, postId, replyPolicy);
  }
  // Who may reply changes after the text's rules passed and the edit landed (a refused edit changes nothing).
  const then = (post: Post) =>
    replyPolicy === undefined ? post : changeReplyPolicy(deps.db, viewer, postId, replyPolicy);
  const now = deps.now?.() ?? clockNow();
  for (;;) {
    const post = await getPost(deps.db, postId, true);
    if (!post || post.authorId !== viewer.id) throw await refusal(deps.db, viewer, post);
    if (content === post.content) return then(await asViewed(deps.db, viewer, post));
    if (now.getTime() - Date.parse(post.createdAt) > WINDOW_MS) throw forbidden(EDIT_TEXTS.tooLate);
    if ((post.editCount ?? 0) >= POST_MAX_EDITS) throw forbidden(EDIT_TEXTS.tooMany);
    const [derived, show] = await Promise.all([
      derivePostFields(deps, viewer, content, cardVideo(post, content)),
      showForEdit(deps.db, post, content, now),
    ]);
    try {
      const edit = { content, ...derived, editedAt: now.toISOString() };
      const edited = await editPost(deps.db, post, edit, show?.id);
      countMetric('PostsEdited');
      return await then(await asViewed(deps.db, viewer, edited));
    } catch (err) {
      if (!(err instanceof PostChangedError)) throw err;
    }
  }
}

/**
 * GET /api/posts/{postId}/history?reveal=1: every text the post has had, newest first (the current
 * one first). A post that was never edited has one. A post of a banned fan, or of a fan the viewer's
 * filter hides (blocks, mutes), is not found, as the post is. The viewer's muted words cover each
 * version that mentions one (`content: ""` and `filtered`, as an opened post is covered), the current
 * text and the ones edited away from the word alike; `reveal` (the card's Show) uncovers them. A
 * post Spoiler Guard shields from the viewer answers no version at all ([]: docs/spoilers.md).
 */
export async function postHistory(
  db: Db,
  viewer: Viewer,
  postId: string,
  reveal = false,
): Promise<PostVersion[]> {
  const post = await getPost(db, postId, true);
  if (!post || viewer.hidesUser(post.authorId)) throw notFound(API_ERRORS.postNotFound);
  const [author, versions] = await Promise.all([getUserById(db, post.authorId), postVersions(db, postId)]);
  if (!visibleAuthor(author ?? undefined)) throw notFound(API_ERRORS.postNotFound);
  // Spoiler Guard: a post shielded from the viewer tells nothing of any of its texts.
  const show = showCandidateOf(post);
  if (show && post.authorId !== viewer.id) {
    const guard = await viewerGuard(db, viewer);
    if (guard.shieldOf({ authorId: post.authorId, showId: show })) return [];
  }
  const history = [
    { version: post.editCount ?? 0, content: post.content, at: post.editedAt ?? post.createdAt },
    ...versions
      .filter((v) => v.version < (post.editCount ?? 0))
      .map((v) => ({ version: v.version, content: v.content, at: v.at })),
  ];
  const words = reveal ? null : mutedWordsOf(viewer);
  return history.map((v) => coverText(words, viewer.id, { ...v, authorId: post.authorId }));
}
