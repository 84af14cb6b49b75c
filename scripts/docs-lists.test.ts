/**
 * docs/architecture.md's lists stay true to the code: the manifest's file table names every file of
 * shared/manifest/, and the error table is STATUS_OF (functions/lib/http.ts), kind for kind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_OF } from '../functions/lib/http';

const ROOT = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');

/** The section of the document under `heading` (up to the next heading of its level). */
function section(heading: string): string {
  const start = doc.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "## ${heading}"`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

describe('docs/architecture.md', () => {
  it('names every file of shared/manifest/ in "Start reading at the manifest"', () => {
    const table = section('Start reading at the manifest');
    const files = readdirSync(path.join(ROOT, 'shared', 'manifest')).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(files.filter((f) => !table.includes(`\`${f}\``))).toEqual([]);
  });

  it('lists the error kinds and statuses of STATUS_OF', () => {
    const rows = [...section('Handler -> domain -> data').matchAll(/^\| `(\w+)` \| (\d{3}) \|/gm)].map(
      (m) => [m[1], Number(m[2])],
    );
    expect(Object.fromEntries(rows)).toEqual(STATUS_OF);
  });
});
