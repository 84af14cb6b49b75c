/**
 * Muted words (docs/safety.md, "Muted words"): what a fan's muted word, phrase or #hashtag matches,
 * the same for the web's form and the functions' reads.
 *
 * Matching rules:
 * - Case and accents do not count: both sides are folded (lower case, NFKD, marks dropped, curly
 *   apostrophes straight), so "Suplex" mutes "SÚPLEX".
 * - Whole words only: "raw" never mutes "drawn" or "rawness"; a boundary is any character that is
 *   not a letter, digit or "_" (so "raw" mutes "Raw!", "(raw)").
 * - A plain word also mutes its hashtag: "raw" mutes "Raw is war" and "#Raw". A #hashtag entry
 *   mutes only the hashtag: "#raw" mutes "#RAW" but not "raw" (nor "drawn", nor "#rawness").
 * - A phrase is its words in order with anything but letters and digits between them: "stone cold"
 *   mutes "Stone Cold", "stone-cold" and "#Stone #Cold".
 * Every entry is compiled once per request into one RegExp per action (hide first, then warn), so
 * a text is scanned twice at most whatever the number of words.
 */

/**
 * At most this many words a fan, each at most this many characters, muted for one of these
 * durations (Bluesky's and Mastodon's set; seconds, 0 = forever). Here, not in constants.ts: only
 * the lazy screens and the functions that filter read them.
 */
export const MUTED_WORDS_MAX = 100;
export const MUTED_WORD_MAX_LENGTH = 100;
export const MUTED_WORD_DURATIONS = {
  '24h': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
  forever: 0,
} as const;
export type MutedWordDuration = keyof typeof MUTED_WORD_DURATIONS;

export type MutedWordAction = 'hide' | 'warn';

/** A muted word as the matcher needs it (stored with an id and an expiry, functions/data/muted-words.ts). */
export interface MutedWordEntry {
  /** As the fan typed it (cleaned): what the card names. */
  word: string;
  /** `foldWord(word)`: what is matched. */
  folded: string;
  action: MutedWordAction;
  /** Epoch seconds when the mute ends; 0 = forever. */
  expiresAt: number;
}

/** Lower case, accents and other marks dropped, curly apostrophes straight ("Bret HÁRT’s" -> "bret hart's"). */
export const foldForMatch = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02BC]/g, "'");

/** A muted word's folded form: folded, one space between words. */
export const foldWord = (word: string): string => foldForMatch(word).trim().split(/\s+/).join(' ');

/** Whether a (cleaned) word can be muted: something a text can contain, at most the limit. */
export function mutedWordProblem(word: string): string | null {
  if (!word) return 'Enter a word to mute';
  if ([...word].length > MUTED_WORD_MAX_LENGTH)
    return `Muted words can be at most ${MUTED_WORD_MAX_LENGTH} characters`;
  if (!/[\p{L}\p{N}\p{S}]/u.test(foldWord(word).replace(/#/g, '')))
    return 'A muted word needs a letter, a digit or an emoji';
  return null;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The pattern of one folded entry (see the rules above). */
function patternOf(folded: string): string {
  const words = folded.split(' ');
  const parts = words.map((w, i) => {
    const tag = w.length > 1 && w.startsWith('#');
    const body = escapeRegex(tag ? w.slice(1) : w);
    if (i === 0) {
      if (tag) return `(?<![\\p{L}\\p{M}\\p{N}_#&])#${body}`;
      return WORD_CHAR.test(w[0] ?? '') ? `(?<![\\p{L}\\p{M}\\p{N}_])${body}` : body;
    }
    // Between the words of a phrase: anything but letters and digits (a #tag word needs its "#").
    return tag ? `[^\\p{L}\\p{M}\\p{N}_]*#${body}` : `[^\\p{L}\\p{M}\\p{N}_]+${body}`;
  });
  const last = words[words.length - 1] ?? '';
  const end = WORD_CHAR.test(last[last.length - 1] ?? '') ? '(?![\\p{L}\\p{M}\\p{N}_])' : '';
  return `${parts.join('')}${end}`;
}

/** What a text matched: the entry's action and the word as the fan typed it. */
export interface MutedWordHit {
  action: MutedWordAction;
  word: string;
}

export interface MutedWordsMatcher {
  /** The first hide entry a text matches, else the first warn entry; null when none. */
  match(text: string): MutedWordHit | null;
}

function compileAction(entries: readonly MutedWordEntry[]) {
  if (!entries.length) return null;
  // One capture group per entry, so the entry that matched is known.
  const regex = new RegExp(entries.map((e) => `(${patternOf(e.folded)})`).join('|'), 'u');
  return (folded: string): string | null => {
    const m = regex.exec(folded);
    if (!m) return null;
    const at = m.findIndex((g, i) => i > 0 && g !== undefined);
    return entries[at - 1]?.word ?? null;
  };
}

/**
 * The matcher of a fan's words that are still muted at `nowSeconds` (expired ones are ignored),
 * or null when none are: then a read does nothing more.
 */
export function compileMutedWords(
  entries: readonly MutedWordEntry[],
  nowSeconds: number,
): MutedWordsMatcher | null {
  const live = entries.filter((e) => e.folded && (e.expiresAt === 0 || e.expiresAt > nowSeconds));
  if (!live.length) return null;
  const hide = compileAction(live.filter((e) => e.action === 'hide'));
  const warn = compileAction(live.filter((e) => e.action !== 'hide'));
  return {
    match(text) {
      if (!text) return null;
      const folded = foldForMatch(text);
      const hidden = hide?.(folded);
      if (hidden) return { action: 'hide', word: hidden };
      const warned = warn?.(folded);
      return warned ? { action: 'warn', word: warned } : null;
    },
  };
}
