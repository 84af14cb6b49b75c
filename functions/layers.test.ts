/**
 * The server side's layers (docs/architecture.md, "Handler -> domain -> data"): a module imports its
 * own layer and those below it, never one above.
 *
 *   handler  http/ ws/ streams/ jobs/ auth/   wires one route, lane, job or trigger (never another kind's)
 *   domain   domain/ realtime/                 decides
 *   data     data/                             stores
 *   lib      lib/                              plumbing with no product knowledge: the ground floor
 *
 * A context's modules have a folder inside their layer (domain/catalogue/, data/catalogue/): the first
 * folder under functions/ decides the layer.
 *
 * Test files may reach anywhere (they set the stage); what a function bundles may not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const LEVEL = { lib: 0, data: 1, domain: 2, realtime: 2, handler: 3 } as const;
const HANDLER_DIRS = ['http', 'ws', 'streams', 'jobs', 'auth'];

/** The layer folder a path inside functions/ belongs to ('http', 'data', ...), or null outside. */
const folderOf = (file: string): string | null => {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0] ?? null;
};
const levelOf = (folder: string) =>
  HANDLER_DIRS.includes(folder) ? LEVEL.handler : LEVEL[folder as keyof typeof LEVEL];

const sources = (readdirSync(ROOT, { recursive: true }) as string[])
  .filter((f) => /\.m?ts$/.test(f) && !f.endsWith('.test.ts') && !f.includes('node_modules'))
  .map((f) => path.join(ROOT, f))
  .filter((f) => folderOf(f) !== path.basename(f));

/** The imports of `file` (its source `text`) that break the layers, as "file imports specifier". */
function violations(file: string, text: string): string[] {
  const own = folderOf(file) as string;
  const wrong: string[] = [];
  for (const m of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const spec = m[1] as string;
    const target = folderOf(path.resolve(path.dirname(file), spec));
    if (!target) continue;
    const upward = levelOf(target) > levelOf(own);
    const sideways = levelOf(own) === LEVEL.handler && target !== own && HANDLER_DIRS.includes(target);
    if (upward || sideways) wrong.push(`${path.relative(ROOT, file)} imports ${spec}`);
  }
  return wrong;
}

describe('the layers of functions/', () => {
  it('every folder of functions/ is a known layer', () => {
    const folders = readdirSync(ROOT, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const folder of folders) expect(levelOf(folder), folder).toBeTypeOf('number');
  });

  it('no module imports a layer above its own, and a handler folder never imports another', () => {
    expect(sources.flatMap((file) => violations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the check refuses what the layers forbid and lets the rest through', () => {
    const at = (file: string) => path.join(ROOT, file);
    expect(violations(at('lib/x.ts'), "import { getDb } from '../data/client';")).toHaveLength(1);
    expect(violations(at('lib/x.ts'), "import type { A } from '../domain/account';")).toHaveLength(1);
    expect(violations(at('data/x.ts'), "import { loadCaller } from '../domain/users';")).toHaveLength(1);
    expect(violations(at('http/x.ts'), "import { handler } from '../streams/live-lane';")).toHaveLength(1);
    expect(violations(at('lib/lazy/x.mts'), "import { x } from '../../domain/images';")).toHaveLength(1);
    expect(
      violations(
        at('http/x.ts'),
        "import { route } from './wiring';\nimport { getDb } from '../data/client';\nimport { json } from '../lib/http';",
      ),
    ).toEqual([]);
    expect(violations(at('domain/x.ts'), "import { send } from '../realtime/send';")).toEqual([]);
    // A context's folder is inside its layer (the first folder decides): domain/catalogue/ is domain.
    expect(
      violations(at('data/catalogue/x.ts'), "import { toEntity } from '../../domain/catalogue/shapes';"),
    ).toHaveLength(1);
    expect(
      violations(
        at('domain/catalogue/x.ts'),
        "import { getEntity } from '../../data/catalogue/entities';\nimport { loadCaller } from '../users';",
      ),
    ).toEqual([]);
  });
});
