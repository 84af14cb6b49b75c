/**
 * The access level of a route is declared once, in the manifest. API Gateway's authorizer is built
 * from the entry (infra tests), and the handler chain takes it from the entry too: this test fails
 * if a handler file serves another route's entry (and so another access level) than the one the
 * manifest binds it to.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '../../shared/manifest/http-routes';

process.env.TABLE_NAME ??= 'unit-table';
process.env.UPLOADS_BUCKET ??= 'unit-uploads';

describe('access levels come from the manifest', () => {
  it.each(HTTP_ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, entry) => {
    const file = pathToFileURL(path.join(import.meta.dirname, '..', `${entry.handler}.ts`)).href;
    const mod = (await import(/* @vite-ignore */ file)) as {
      handler: { routeName?: string; access?: string };
    };
    expect(mod.handler.routeName, `${entry.handler} must be built with route('${entry.name}', ...)`).toBe(
      entry.name,
    );
    expect(mod.handler.access).toBe(entry.access);
  });
});

/** The creates (docs/safety.md, "Creates happen once"): the SPA sends each an Idempotency-Key. */
const CREATES = ['createComment', 'createPost', 'createReport', 'createUploadUrl', 'followUser'];

describe('the creates take an Idempotency-Key, and only they', () => {
  it.each(HTTP_ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, entry) => {
    const file = pathToFileURL(path.join(import.meta.dirname, '..', `${entry.handler}.ts`)).href;
    const mod = (await import(/* @vite-ignore */ file)) as {
      handler: { idempotent?: boolean; rateLimit?: unknown };
    };
    expect(mod.handler.idempotent, `${entry.handler} passes idempotencyKey to route()`).toBe(
      CREATES.includes(entry.name),
    );
    // And its rate limit is its manifest entry's.
    expect(mod.handler.rateLimit).toBe((entry as { rate?: unknown }).rate);
  });
});
