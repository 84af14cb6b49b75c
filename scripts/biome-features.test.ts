import { describe, expect, it } from 'vitest';
import { committedConfig, featureFolders, withFeatureBlocks } from './biome-features';

describe("biome.json's feature rules", () => {
  it('are what `npm run lint:features` writes from the feature folders now (no drift)', () => {
    const committed = committedConfig();
    expect(committed).toEqual(withFeatureBlocks(committed));
  });

  it('give every feature folder its own block', () => {
    const includes = committedConfig().overrides.flatMap((o) => o.includes);
    for (const feature of featureFolders()) expect(includes).toContain(`web/src/features/${feature}/**`);
  });

  it('put a new feature folder in and take a removed one out', () => {
    const config = withFeatureBlocks(committedConfig(), ['alpha', 'beta']);
    const features = config.overrides
      .flatMap((o) => o.includes)
      .filter((i) => i.startsWith('web/src/features/'));
    expect(features).toEqual(['web/src/features/alpha/**', 'web/src/features/beta/**']);
    expect(withFeatureBlocks(config, ['beta']).overrides.length).toBe(config.overrides.length - 1);
  });
});
