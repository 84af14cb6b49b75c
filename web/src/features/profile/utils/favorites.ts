/** Favourites are free text, comma separated (SPEC 3): the names to show as chips. */
export function favoriteNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
