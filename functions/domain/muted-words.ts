/**
 * Muted words (docs/safety.md, "Muted words"): a fan mutes a word, phrase or #hashtag for a while,
 * and every read leaves out ('hide') or covers ('warn': `filtered: {word}`, no content) the posts
 * and comments of others that mention it. The matcher is shared/muted-words.ts; the words live on
 * the fan's controls item (data/muted-words.ts), read with the blocks and mutes. Reads take
 * `mutedWordsOf(filter)` once per request and pass its matcher to `filterPosts` / `filterComments`; a fan with no live words costs nothing more
 * than that read.
 */
import { createHash } from 'node:crypto';
import { WORD_TEXTS } from '../../shared/messages-controls';
import {
  compileMutedWords,
  foldWord,
  MUTED_WORD_DURATIONS,
  MUTED_WORDS_MAX,
  type MutedWordsMatcher,
} from '../../shared/muted-words';
import type { MutedWord, MuteWordInput } from '../../shared/schemas/controls';
import type { Comment, Post } from '../../shared/schemas/posts';
import type { Db } from '../data/client';
import {
  deleteMutedWord,
  putMutedWord,
  readMutedWords,
  removeExpiredWords,
  type StoredMutedWord,
} from '../data/muted-words';
import { clockNow } from '../lib/clock';
import { invalid, notFound } from '../lib/errors';
import { noCommentText, noPostText } from './post-text';
import type { ViewerControls } from './viewer-controls';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A word's id: a digest of its folded form, so the same word is the same entry. */
export const mutedWordId = (folded: string) =>
  createHash('sha256').update(folded).digest('base64url').slice(0, 16);

const toMutedWord = (w: StoredMutedWord): MutedWord => ({
  id: w.id,
  word: w.word,
  action: w.action,
  expiresAt: w.expiresAt ? new Date(w.expiresAt * 1000).toISOString() : null,
});

const live = (w: StoredMutedWord, nowSeconds: number) => w.expiresAt === 0 || w.expiresAt > nowSeconds;

/**
 * Mutes a word for the duration (from `now`), or renews it (new duration and action) when the fan
 * muted the same folded word already. The 101st live word is refused (expired ones are cleared first).
 */
export async function muteWord(
  db: Db,
  userId: string,
  input: MuteWordInput,
  now = Date.now(),
): Promise<MutedWord> {
  const folded = foldWord(input.word);
  const id = mutedWordId(folded);
  const duration = MUTED_WORD_DURATIONS[input.duration];
  const entry = {
    word: input.word.trim().split(/\s+/).join(' '),
    folded,
    action: input.action,
    expiresAt: duration ? seconds(now) + duration : 0,
  };
  let result = await putMutedWord(db, userId, id, entry, MUTED_WORDS_MAX);
  if (result === 'full' && (await removeExpiredWords(db, userId, seconds(now))))
    result = await putMutedWord(db, userId, id, entry, MUTED_WORDS_MAX);
  if (result === 'full') throw invalid(WORD_TEXTS.tooMany);
  return toMutedWord({ id, ...entry });
}

/** Unmutes a word; a word the fan has not muted is not found. */
export async function unmuteWord(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteMutedWord(db, userId, id))) throw notFound(WORD_TEXTS.notFound);
}

/** The fan's live muted words, the ones ending first first (forever last). */
export async function listMutedWords(db: Db, userId: string, now = Date.now()): Promise<MutedWord[]> {
  const words = (await readMutedWords(db, userId)).filter((w) => live(w, seconds(now)));
  const end = (w: StoredMutedWord) => w.expiresAt || Number.MAX_SAFE_INTEGER;
  return words.sort((a, b) => end(a) - end(b) || a.word.localeCompare(b.word)).map(toMutedWord);
}

/**
 * The viewer's live words compiled once for this request; null when none (nothing to filter). They
 * ride on the viewer's controls item, read once per request with the blocks and mutes
 * (domain/viewer-controls.ts).
 */
export const mutedWordsOf = (filter: ViewerControls, now = clockNow()): MutedWordsMatcher | null =>
  compileMutedWords(
    Object.entries(filter.words).map(([id, word]) => ({ id, ...word })),
    seconds(now.getTime()),
  );

/**
 * How a read applies the words: 'list' leaves out hidden items and covers warned ones; 'open' (one
 * post the fan opened) covers both, so the fan can still choose to see it; 'reveal' (the card's
 * Show) applies none.
 */
export type WordsMode = 'list' | 'open' | 'reveal';

/** The viewer's own posts and comments are never filtered: they wrote them. */
const hitOf = (
  matcher: MutedWordsMatcher | null,
  viewerId: string,
  item: { authorId: string; content: string },
) => (matcher && item.authorId !== viewerId ? matcher.match(item.content) : null);

export function filterPosts<P extends Post>(
  posts: P[],
  matcher: MutedWordsMatcher | null,
  viewerId: string,
  mode: WordsMode = 'list',
): P[] {
  if (!matcher || mode === 'reveal') return posts;
  return posts.flatMap((post) => {
    const hit = hitOf(matcher, viewerId, post);
    if (!hit) return [post];
    if (hit.action === 'hide' && mode === 'list') return [];
    return [{ ...post, ...noPostText(), filtered: { word: hit.word } }];
  });
}

/** Comments as `filterPosts` does posts; `reveal` is the one comment the fan chose to see. */
export function filterComments(
  comments: Comment[],
  matcher: MutedWordsMatcher | null,
  viewerId: string,
  reveal?: string,
): Comment[] {
  if (!matcher) return comments;
  return comments.flatMap((comment) => {
    const hit = comment.id === reveal ? null : hitOf(matcher, viewerId, comment);
    if (!hit) return [comment];
    if (hit.action === 'hide') return [];
    return [{ ...comment, ...noCommentText(), filtered: { word: hit.word } }];
  });
}

/**
 * One text covered as an opened post is (`content: ''`, `filtered`) when it mentions a word the
 * viewer muted, whatever the word's action: the fan asked for it, so it is never left out.
 */
export function coverText<T extends { authorId: string; content: string }>(
  matcher: MutedWordsMatcher | null,
  viewerId: string,
  item: T,
): Omit<T, 'authorId'> & { filtered?: { word: string } } {
  const { authorId: _author, ...text } = item;
  const hit = hitOf(matcher, viewerId, item);
  return hit ? { ...text, content: '', filtered: { word: hit.word } } : text;
}

/** Whether an item's text is one the viewer hides (notifications about it are left out). */
export const hidesText = (
  matcher: MutedWordsMatcher | null,
  viewerId: string,
  item: { authorId: string; content: string },
) => hitOf(matcher, viewerId, item)?.action === 'hide';
