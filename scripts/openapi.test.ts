import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpBindings } from '../shared/manifest/http-routes';
import { buildOpenApi } from './openapi-doc';

describe('the OpenAPI document', () => {
  it('is what `npm run openapi` builds from the manifest and the handlers now (no drift)', async () => {
    const committed = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', 'docs', 'openapi.json'), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(await buildOpenApi())));
  }, 60_000);

  it('has every manifest binding, with its access and limits', async () => {
    const doc = (await buildOpenApi()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    for (const { route, path: address } of httpBindings()) {
      const op = doc.paths[address]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${address}`).toBeDefined();
      const responses = op?.responses as Record<string, unknown>;
      if (route.access !== 'public') expect(responses['401'], route.name).toBeDefined();
      if (route.access === 'public') expect(op?.security).toEqual([]);
    }
    expect(doc.paths['/api/posts']?.post?.responses).toHaveProperty('429');
  }, 60_000);
});
