/**
 * Clean user text (docs/safety.md): what fans write is stored normalised to NFC, without
 * bidirectional override characters (which can make text read backwards) or zero-width spaces, and
 * text made only of invisible characters (Braille blanks, Hangul fillers...) counts as empty. The
 * joiners inside real text stay: emoji sequences need U+200D.
 */
import { LIMITS } from './constants';

/** Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/**
 * Characters that show nothing: Unicode's default-ignorable code points (zero-width spaces and
 * joiners, word joiners, soft hyphens, variation selectors, Hangul fillers, bidi marks...), plus
 * the Braille blank, which renders as an empty cell.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether the text shows anything at all once invisible characters and spaces are gone. */
export const hasVisibleText = (text: string): boolean => text.replace(INVISIBLE, '').trim().length > 0;

/**
 * Zero-width characters with no job in any script or emoji sequence: the zero-width space, the word
 * joiner and invisible operators, the zero-width no-break space (BOM), the Mongolian vowel separator,
 * the soft hyphen, the combining grapheme joiner, the deprecated format characters. They are removed
 * wherever they are: inside a name they make two names that look the same differ ("Mod\u200Berator").
 * The joiners U+200C and U+200D and the variation selectors stay (scripts and emoji need them).
 */
const ZERO_WIDTH = /[\u00AD\u180E\u200B\u2060-\u2064\u206A-\u206F\uFEFF]|\u034F/g;

/** NFC, no bidi controls, no zero-width spaces, trimmed; text that shows nothing becomes "". */
export function cleanText(text: string): string {
  const cleaned = text.normalize('NFC').replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '').trim();
  return hasVisibleText(cleaned) ? cleaned : '';
}

/**
 * A display name as every path that makes one takes it (the sign-up trigger, a fan's first contact,
 * the profile edit's schema): cleaned, and '' when it shows nothing or is longer than the limit.
 */
export function cleanDisplayName(text: string): string {
  const cleaned = cleanText(text);
  return cleaned.length <= LIMITS.displayName ? cleaned : '';
}

/** Handles nobody may take: they would look official. */
export const RESERVED_HANDLES = new Set([
  'admin',
  'admins',
  'administrator',
  'ringside',
  'ringside_official',
  'support',
  'help',
  'moderator',
  'moderators',
  'mod',
  'mods',
  'staff',
  'official',
  'security',
  'system',
  'root',
  'api',
  'settings',
  'trending',
  'null',
  'undefined',
]);

export const isReservedHandle = (handle: string): boolean =>
  RESERVED_HANDLES.has(handle.trim().toLowerCase());
