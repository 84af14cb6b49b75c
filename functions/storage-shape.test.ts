/**
 * The storage shape stays in data/ (docs/architecture.md, "Handler -> domain -> data"): items, keys
 * and their parsers live in functions/data/ only. A module of the domain layer (domain/, realtime/)
 * asks data/ for what it needs by id and never sees a key: it imports no key table (KEYS, data/keys),
 * no key builder or parser of a data module (`postKey`, `feedPk`, `parsePostKey`, ...), none of the
 * raw batch and transaction calls those keys feed (data/batch: `batchGet`, `keyOf`, `transactWrite`,
 * ...), no DynamoDB client, and slices no sort key apart.
 *
 * Test files may reach anywhere (they set the stage); what a function bundles may not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const DOMAIN_DIRS = ['domain', 'realtime'];

/** Modules that still build keys or transactions, each with why. */
const NOT_YET: Record<string, string> = {};

/** Names a data module exports that build or parse keys. */
const KEY_NAME = /^(?:[a-z]\w*(?:Key|Keys|Pk)|parse\w*Key)$/;
/** What data/batch offers that only keys and raw items feed (its types of a whole item stay usable). */
const RAW_BATCH = new Set([
  'batchGet',
  'batchWrite',
  'transactWrite',
  'putNew',
  'keyOf',
  'TransactItems',
  'WriteRequest',
  'Key',
]);
/** A key taken apart: `String(item.SK)...`, `k.SK.split(`, `sk.PK.slice(`... */
const KEY_SLICING =
  /String\(\s*[\w.?]+\.(?:PK|SK)\s*\)|\b(?:PK|SK)\s*\.\s*(?:slice|split|substring|startsWith|replace)\(/g;

/** The offences of `file` (its source `text`) against the storage shape, as "file: what". */
function offences(file: string, text: string): string[] {
  const rel = path.relative(ROOT, file);
  const found: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?(?:\{([^}]*)\}|\*\s+as\s+\w+|\w+)\s*from\s*'([^']+)'/g)) {
    const spec = m[3] as string;
    const names = (m[2] ?? '')
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] as string,
      )
      .filter(Boolean);
    if (/@aws-sdk\/(?:lib-dynamodb|client-dynamodb)$/.test(spec))
      found.push(`${rel}: the DynamoDB client (${spec})`);
    if (!spec.startsWith('.')) continue;
    const target = path.relative(ROOT, path.resolve(path.dirname(file), spec));
    if (target === path.join('..', 'shared', 'table') || target === path.join('data', 'keys'))
      found.push(`${rel}: the key table (${spec})`);
    if (!target.startsWith(`data${path.sep}`)) continue;
    for (const name of names) {
      if (KEY_NAME.test(name)) found.push(`${rel}: a key builder or parser (${name} from ${spec})`);
      if (target === path.join('data', 'batch') && RAW_BATCH.has(name))
        found.push(`${rel}: a raw batch or transaction call (${name} from ${spec})`);
    }
  }
  for (const m of text.matchAll(KEY_SLICING)) found.push(`${rel}: a key taken apart (${m[0]})`);
  return found;
}

const domainSources = DOMAIN_DIRS.flatMap((dir) =>
  (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => /\.m?ts$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => path.join(ROOT, dir, f)),
);
const relOf = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('the storage shape lives in data/', () => {
  it('no domain module imports a key builder, the key table or the raw batch calls, nor takes a key apart', () => {
    const wrong = domainSources
      .filter((file) => !(relOf(file) in NOT_YET))
      .flatMap((file) => offences(file, readFileSync(file, 'utf8')));
    expect(wrong).toEqual([]);
  });

  it('a module let off for now still needs it (an entry is removed once its module is clean)', () => {
    for (const rel of Object.keys(NOT_YET)) {
      const file = path.join(ROOT, rel);
      expect(offences(file, readFileSync(file, 'utf8')).length, rel).toBeGreaterThan(0);
    }
  });

  it('the check refuses what the shape forbids and lets the rest through', () => {
    const at = (file: string) => path.join(ROOT, file);
    const domain = at('domain/x.ts');
    expect(offences(domain, "import { KEYS } from '../data/keys';")).toHaveLength(1);
    expect(offences(domain, "import { KEYS } from '../../shared/table';")).toHaveLength(1);
    expect(offences(domain, "import { type PostItem, postKey } from '../data/post';")).toHaveLength(1);
    expect(
      offences(domain, "import {\n  feedPk,\n  parseFollowKey as p,\n} from '../data/feed';"),
    ).toHaveLength(2);
    expect(offences(domain, "import { batchGet, keyOf } from '../data/batch';")).toHaveLength(2);
    expect(offences(domain, "import { QueryCommand } from '@aws-sdk/lib-dynamodb';")).toHaveLength(1);
    expect(offences(domain, 'const id = String(item.SK).slice(7);')).toHaveLength(1);
    expect(offences(domain, "const [, , id] = k.SK.split('#');")).toHaveLength(1);
    expect(offences(at('realtime/x.ts'), "import { connectionKey } from '../data/connection';")).toHaveLength(
      1,
    );
    expect(
      offences(
        domain,
        "import { type PostItem, postsById } from '../data/post';\nimport type { Item } from '../data/batch';\nimport { lookup } from '../data/lookup';\nimport { finalUploadKey } from './uploads';",
      ),
    ).toEqual([]);
  });
});
