/**
 * The web app's feature rule in biome.json, one override per folder of web/src/features: a feature
 * imports only its own folder and the shared layers (`@/components`, `@/lib`, `@/config`, `@/testing`),
 * never another feature or app/. Biome gives a path the options of the last override that matches it,
 * so each feature's block repeats the web/src/** block's patterns (the server side, `../`) before its
 * own. `npx tsx scripts/biome-features.ts` (`npm run lint:features`) writes the blocks from the folder
 * list; scripts/biome-features.test.ts fails when biome.json differs, so a new feature folder is never
 * left unchecked and no block is edited by hand.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Pattern {
  group: string[];
  message: string;
}
interface Override {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { level: string; options?: { patterns?: Pattern[] } } } };
  };
}
export interface BiomeConfig {
  overrides: Override[];
  [key: string]: unknown;
}

const ROOT = path.resolve(import.meta.dirname, '..');
export const BIOME_JSON = path.join(ROOT, 'biome.json');
const FEATURES = path.join(ROOT, 'web', 'src', 'features');

/** The shared layers every feature may import. */
const SHARED_LAYERS = ['components', 'lib', 'config', 'testing'];

/** The folders of web/src/features, sorted. */
export const featureFolders = (): string[] =>
  readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const featureInclude = (feature: string) => `web/src/features/${feature}/**`;
const isFeatureBlock = (o: Override) =>
  o.includes.length === 1 && /^web\/src\/features\/[^/]+\/\*\*$/.test(o.includes[0] ?? '');

/** The patterns every web/src file has (its own override's): the server side, `../`. */
function webSrcPatterns(config: BiomeConfig): Pattern[] {
  const block = config.overrides.find((o) => o.includes.length === 1 && o.includes[0] === 'web/src/**');
  const patterns = block?.linter?.rules?.style?.noRestrictedImports?.options?.patterns;
  if (!patterns) throw new Error('biome.json has no web/src/** override with noRestrictedImports patterns');
  return patterns;
}

export function featureOverride(feature: string, common: Pattern[]): Override {
  return {
    includes: [featureInclude(feature)],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [
                ...common,
                {
                  group: ['@/**', ...SHARED_LAYERS.map((l) => `!@/${l}/**`), `!@/features/${feature}/**`],
                  message: `features/${feature} imports only its own folder, @/components, @/lib, @/config, @/testing and @shared: features never import each other (or app/). Lift what two features share into lib/ or components/, or pass it in from app/.`,
                },
              ],
            },
          },
        },
      },
    },
  };
}

/**
 * The config with its feature blocks generated: the old ones out, one per feature folder in, where the
 * first one was (or after the last web/src block).
 */
export function withFeatureBlocks(config: BiomeConfig, features = featureFolders()): BiomeConfig {
  const common = webSrcPatterns(config);
  const first = config.overrides.findIndex(isFeatureBlock);
  const at =
    first >= 0
      ? first
      : config.overrides.findLastIndex((o) => o.includes.some((i) => i.startsWith('web/'))) + 1;
  const kept = config.overrides.filter((o, i) => i < at && !isFeatureBlock(o));
  const after = config.overrides.filter((o, i) => i >= at && !isFeatureBlock(o));
  return { ...config, overrides: [...kept, ...features.map((f) => featureOverride(f, common)), ...after] };
}

export const committedConfig = (): BiomeConfig => JSON.parse(readFileSync(BIOME_JSON, 'utf8')) as BiomeConfig;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(BIOME_JSON, `${JSON.stringify(withFeatureBlocks(committedConfig()), null, 2)}\n`);
  // Biome's own layout (short arrays on one line), so `biome ci` stays quiet.
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', BIOME_JSON], {
    stdio: 'inherit',
  });
}
