/**
 * Clean user text (docs/safety.md): what fans write is stored normalised to NFC, without
 * bidirectional override characters (which can make text read backwards), and text made only of
 * invisible characters (zero-width spaces, word joiners, Braille blanks, Hangul fillers...) counts
 * as empty. Invisible joiners inside real text stay: emoji sequences need U+200D.
 */

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

/** NFC, no bidi controls, trimmed; text that shows nothing becomes "". */
export function cleanText(text: string): string {
  const cleaned = text.normalize('NFC').replace(BIDI_CONTROLS, '').trim();
  return hasVisibleText(cleaned) ? cleaned : '';
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
