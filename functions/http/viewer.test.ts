/**
 * One viewer on every read (docs/safety.md, "One viewer on every read"): the routes that read what
 * other fans made are marked `viewer: true` in the manifest, their chain loads the request's Viewer
 * (functions/domain/viewer.ts) and their domain call takes it; no domain read loads the viewer's
 * filter on its own. A new read route that forgets the viewer fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES, type HttpRoute } from '../../shared/manifest/http-routes';

process.env.TABLE_NAME ??= 'unit-table';
process.env.UPLOADS_BUCKET ??= 'unit-uploads';

const FUNCTIONS = path.join(import.meta.dirname, '..');

/**
 * The fans' GET routes that answer nothing another fan made, so they need no viewer, each with why.
 * (Admin routes are moderation: admins see everything as it is.)
 */
const NO_VIEWER: Record<string, string> = {
  getCurrentUser: 'the fan themself; their unread count is kept by the notification writer',
  getBlocks: 'the fan’s own list',
  getMutes: 'the fan’s own list',
  getMutedWords: 'the fan’s own list',
  exportAccount: 'the fan’s own data, whole',
  searchEntities: 'catalogue facts, nothing a fan wrote',
};

const routes = HTTP_ROUTES as readonly HttpRoute[];
const source = (route: HttpRoute) => readFileSync(path.join(FUNCTIONS, `${route.handler}.ts`), 'utf8');

describe('the reads take the request’s viewer', () => {
  it('every fan’s GET route is marked viewer: true, or says why it needs none', () => {
    const missing = routes
      .filter((r) => r.method === 'GET' && r.access === 'member' && !r.viewer)
      .map((r) => r.name)
      .filter((name) => !(name in NO_VIEWER));
    expect(missing).toEqual([]);
    const stale = Object.keys(NO_VIEWER).filter((name) => routes.find((r) => r.name === name)?.viewer);
    expect(stale).toEqual([]);
  });

  it.each(routes.filter((r) => r.viewer).map((r) => [r.name, r] as const))(
    '%s hands the viewer to its domain call',
    async (_name, route) => {
      const text = source(route);
      // The domain call's request destructures `viewer` and passes it on.
      const fn = text.slice(text.indexOf(`route(`));
      expect(fn, `${route.handler} reads { viewer } from the request`).toMatch(
        /\(\{[^}]*\bviewer\b[^}]*\}\)\s*=>/,
      );
      expect(fn.replace(/\(\{[^}]*\}\)\s*=>/, ''), `${route.handler} passes viewer on`).toMatch(
        /\w+\([^;]*\bviewer\b/,
      );
      const mod = (await import(
        /* @vite-ignore */ pathToFileURL(path.join(FUNCTIONS, `${route.handler}.ts`)).href
      )) as {
        handler: { viewer?: boolean };
      };
      expect(mod.handler.viewer).toBe(true);
    },
  );

  it('no handler of a route without the mark reads a viewer', () => {
    const readers = routes.filter((r) => !r.viewer && /\bviewer\b/.test(source(r))).map((r) => r.name);
    expect(readers).toEqual([]);
  });
});

describe('no domain read loads the viewer’s controls on its own', () => {
  /** Who may read a controls item directly, and why. */
  const READERS: Record<string, string> = {
    'domain/viewer.ts': 'builds the Viewer: the one place a read gets the controls',
    'domain/users.ts': 'the chain’s caller and viewer in one read (loadCallerViewer)',
    'domain/controls.ts': 'the fan’s own blocks and mutes, as they change them',
    'domain/account-export.ts': 'the fan’s own export',
    'domain/purge.ts': 'a deleted fan’s controls item and the blocks that name them',
  };
  it('only the modules that own a controls item import its readers', () => {
    const dirs = ['domain', 'realtime'];
    const readers = dirs.flatMap((dir) =>
      readdirSync(path.join(FUNCTIONS, dir))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => `${dir}/${f}`)
        .filter((file) =>
          /import\s*\{[^}]*\b(getControlsItem|getViewerItems)\b[^}]*\}\s*from\s*'\.\.\/data\/controls'/.test(
            readFileSync(path.join(FUNCTIONS, file), 'utf8'),
          ),
        ),
    );
    expect(readers.filter((f) => !(f in READERS))).toEqual([]);
  });
});
