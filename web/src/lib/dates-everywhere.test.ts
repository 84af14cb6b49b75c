/**
 * One way to write a date (issue 35): every date or time the web app writes goes through ./dates.ts
 * (or ./relative-time.ts, which uses it). A screen that formats one itself (toLocaleString on a date,
 * toLocaleDateString, toLocaleTimeString, an Intl.DateTimeFormat) fails here, naming the line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** A date written by hand: numbers may still say `n.toLocaleString('en-US')` ("1,234"). */
const HAND_WRITTEN =
  /toLocale(Date|Time)String\(|Intl\.DateTimeFormat|new Date\([^)]*\)\.toLocaleString|toLocaleString\((undefined)?[,)]/;
const ALLOWED = new Set([
  'lib/dates.ts',
  // Reads a zone's wall-clock parts to turn what an admin types into an instant: it writes no text.
  'features/admin/utils/zoned-time.ts',
]);

describe('one way to write a date', () => {
  it('no screen formats a date or a time itself: they use web/src/lib/dates.ts', () => {
    const found = files(src).flatMap((file) => {
      const name = relative(src, file);
      if (ALLOWED.has(name)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (HAND_WRITTEN.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(found).toEqual([]);
  });
});
