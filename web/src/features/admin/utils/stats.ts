/** A part of the total in whole percent (0 when there is nothing yet). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
