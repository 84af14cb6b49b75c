import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ENTRY_FALLBACK_MS, firstScreenPreload } from './first-screen-preload';

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
    'index.html': {
      type: 'asset',
      fileName: 'index.html',
      source:
        '<head><title>R</title><script type="module" crossorigin src="/assets/index.js"></script></head>',
    },
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

type Added = { rel?: string; href?: string; type?: string; src?: string; crossOrigin: string };

/**
 * Runs the emitted script in a fake page (parsed or still parsing), with frames and timers run only
 * when the test says so; returns what it added to <head> and those controls.
 */
function page(source: string, path: string, storage: Record<string, string>, readyState = 'complete') {
  const added: Added[] = [];
  const keys = Object.keys(storage);
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const loaded: (() => void)[] = [];
  runInNewContext(source, {
    location: { pathname: path },
    localStorage: {
      length: keys.length,
      key: (i: number) => keys[i] ?? null,
      getItem: (k: string) => storage[k] ?? null,
    },
    document: {
      readyState,
      addEventListener: (type: string, listener: () => void) =>
        type === 'DOMContentLoaded' && loaded.push(listener),
      createElement: () => ({}),
      head: { appendChild: (element: Added) => added.push(element) },
    },
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  const runAll = <T>(list: T[], call: (item: T) => void) => {
    for (const item of list.splice(0)) call(item);
  };
  return {
    links: () => added.filter((a) => a.rel !== undefined),
    scripts: () => added.filter((a) => a.type === 'module'),
    parsed: () => runAll(loaded, (l) => l()),
    frame: () => runAll(frames, (f) => f()),
    timers: (which: (ms: number) => boolean) => {
      const due = timers.filter((t) => which(t.ms));
      for (const t of due) timers.splice(timers.indexOf(t), 1);
      for (const t of due) t.run();
    },
  };
}

const run = (source: string, path: string, storage: Record<string, string>) =>
  page(source, path, storage).links();

describe('the first-screen preload', () => {
  const { script, html } = build();

  it('is an external async script in <head> (the CSP allows no inline script)', () => {
    expect(script?.fileName).toMatch(/^assets\/first-screen-[0-9a-f]{8}\.js$/);
    expect(html).toContain(`<title>R</title>\n    <script src="/${script?.fileName}" async></script>`);
  });

  it('leaves the entry preloaded in index.html and starts it itself, after the first frame', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index.js">');
    expect(html).not.toContain('<script type="module"');
    const loading = page(script?.source ?? '', '/profile/fan', {}, 'loading');
    loading.frame();
    loading.timers(() => true);
    expect(loading.scripts()).toEqual([]);
    loading.parsed();
    expect(loading.scripts()).toEqual([]);
    loading.frame();
    expect(loading.scripts()).toEqual([]);
    loading.timers((ms) => ms === 0);
    expect(loading.scripts()).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index.js' }]);
    loading.timers(() => true);
    expect(loading.scripts()).toHaveLength(1);
  });

  it('starts the entry on a timer when no frame is drawn (a tab in the background)', () => {
    const hidden = page(script?.source ?? '', '/', {});
    hidden.timers((ms) => ms === ENTRY_FALLBACK_MS);
    expect(hidden.scripts()).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index.js' }]);
    hidden.frame();
    hidden.timers(() => true);
    expect(hidden.scripts()).toHaveLength(1);
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
