/**
 * Biome enforces the web app's dependency direction (biome.json overrides with noRestrictedImports):
 * features import only their own folder and the shared layers. `npm run lint:features`
 * (scripts/biome-features.ts) writes the feature blocks from the folder list; this checks, from the
 * web's side, what they say: a new feature folder without its own override would be unchecked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Override {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
  };
}

const root = join(import.meta.dirname, '..', '..', '..');
const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: Override[] };
const features = readdirSync(join(root, 'web', 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const groupsFor = (folder: string) =>
  biome.overrides
    .filter((o) => o.includes.includes(`${folder}/**`))
    .flatMap((o) => o.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
    .map((p) => p.group);

describe('dependency rules in biome.json', () => {
  it.each(features)('features/%s may import only itself and the shared layers', (feature) => {
    expect(groupsFor(`web/src/features/${feature}`)).toContainEqual([
      '@/**',
      '!@/components/**',
      '!@/lib/**',
      '!@/config/**',
      '!@/testing/**',
      `!@/features/${feature}/**`,
    ]);
  });

  it('the shared layers import no feature, and the server side no web code', () => {
    expect(groupsFor('web/src/components')).toContainEqual(expect.arrayContaining(['@/**', '!@/lib/**']));
    expect(groupsFor('functions')).toContainEqual(expect.arrayContaining(['**/web/**', '@/**']));
    expect(groupsFor('web')).toContainEqual(expect.arrayContaining(['**/functions/**', '**/infra/**']));
  });
});
