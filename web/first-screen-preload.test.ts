import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstScreenPreload } from './first-screen-preload';

type Emitted = { fileName: string; source: string };

/** Runs the plugin's generateBundle on a hand-made bundle; returns the emitted script and the new HTML. */
function build() {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    imports,
    isEntry,
  });
  const bundle: Record<string, unknown> = {
    'assets/index.js': chunk('assets/index.js', ['/w/src/main.tsx'], ['assets/react.js'], true),
    'assets/react.js': chunk('assets/react.js', ['/n/react-dom.js']),
    'assets/landing.js': chunk(
      'assets/landing.js',
      ['/w/src/app/routes/landing.tsx'],
      ['assets/field.js', 'assets/react.js'],
    ),
    'assets/field.js': chunk('assets/field.js', ['/w/src/components/ui/text-field.tsx']),
    'assets/home.js': chunk('assets/home.js', ['/w/src/app/routes/home.tsx'], ['assets/field.js']),
    'index.html': { type: 'asset', fileName: 'index.html', source: '<head><title>R</title></head>' },
  };
  const emitted: Emitted[] = [];
  const plugin = firstScreenPreload({
    session: [/\/routes\/home\.tsx$/],
    visitor: [/\/routes\/landing\.tsx$/],
  });
  const context = {
    emitFile: (file: Emitted) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, bundle);
  return { script: emitted[0], html: String((bundle['index.html'] as { source: string }).source) };
}

/** Runs the emitted script in a fake page; returns the modulepreload links it added. */
function run(source: string, path: string, storage: Record<string, string>) {
  const links: { rel: string; href: string; crossOrigin: string }[] = [];
  const keys = Object.keys(storage);
  runInNewContext(source, {
    location: { pathname: path },
    localStorage: {
      length: keys.length,
      key: (i: number) => keys[i] ?? null,
      getItem: (k: string) => storage[k] ?? null,
    },
    document: { createElement: () => ({}), head: { appendChild: (link: never) => links.push(link) } },
  });
  return links;
}

describe('the first-screen preload', () => {
  const { script, html } = build();

  it('is an external async script in <head> (the CSP allows no inline script)', () => {
    expect(script?.fileName).toMatch(/^assets\/first-screen-[0-9a-f]{8}\.js$/);
    expect(html).toContain(`<title>R</title>\n    <script src="/${script?.fileName}" async></script>`);
  });

  it("preloads the log-in screen's chunks for a visitor, without what the entry already loads", () => {
    const links = run(script?.source ?? '', '/', {});
    expect(links.map((l) => l.href)).toEqual(['/assets/landing.js', '/assets/field.js']);
    expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
  });

  it("preloads the home screen's for a browser where Amplify left a signed-in fan, and nothing elsewhere", () => {
    const session = { 'CognitoIdentityServiceProvider.client.LastAuthUser': 'fan' };
    expect(run(script?.source ?? '', '/', session).map((l) => l.href)).toEqual([
      '/assets/home.js',
      '/assets/field.js',
    ]);
    expect(run(script?.source ?? '', '/profile/fan', session)).toEqual([]);
  });
});
