/**
 * How fans are found by name or handle: both sides (the index and the query) reduce text to
 * tokens the same way: accents dropped, lower case, split into words of letters and digits.
 */

/** Lower case without accents ("Bret Hárt" -> "bret hart"). */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a display name ("Stone Cold Steve" -> ["stone", "cold", "steve"]). */
export const nameWords = (displayName: string): string[] => [
  ...new Set(
    foldText(displayName)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  ),
];

/** A handle as it is matched: folded, without a leading "@". */
export const handleToken = (handle: string) => foldText(handle.trim().replace(/^@/, '')).replace(/\s+/g, '');

/** A search query: the handle it could be and the name words it starts. */
export function searchQuery(q: string): { handle: string; words: string[] } {
  return { handle: handleToken(q), words: nameWords(q.replace(/^@/, '')) };
}
