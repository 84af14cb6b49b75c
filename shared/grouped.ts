/**
 * A whole number with en-US thousands separators ("1,234,567"), as `n.toLocaleString('en-US')` writes
 * it, without the Intl.NumberFormat that call makes: the first one a page makes loads the locale's
 * data, a long task in a wrestling page's first render on a phone (73 ms of a 262 ms task at 4x CPU in
 * a trace of Cody Rhodes' page). Anything but a whole number is left to toLocaleString.
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
