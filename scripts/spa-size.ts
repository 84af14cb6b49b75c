/**
 * The SPA's first-load budget, counted from the build rather than timed in a browser.
 *
 * After `npm run build:web`, this follows Vite's manifest (web/dist/.vite/manifest.json) from the entry
 * (index.html) through its static imports, adds the lazy route modules each page renders at "/" (found
 * from the `lazy(() => import(...))` lines of web/src/app/router.tsx) and the chunks the first render
 * imports dynamically, with their static imports and CSS, and the classic scripts index.html loads itself
 * (the first-screen script), and sums the JS and CSS: raw bytes and gzip (level 9) bytes, each file counted
 * once. No browser, no timing: the numbers change only when the bytes do.
 *
 *   npx tsx scripts/spa-size.ts            check against scripts/spa-size-budget.json (fails above +5%)
 *   npx tsx scripts/spa-size.ts --record   write the current gzip numbers as the budget
 *   npx tsx scripts/spa-size.ts --files    also list each page's files, largest first (gzip KB)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const ROUTER = join(WEB, 'src', 'app', 'router.tsx');
const BUDGET_FILE = join(ROOT, 'scripts', 'spa-size-budget.json');
/** How far above the recorded number a page may grow before the check fails. */
const TOLERANCE = 0.05;

/**
 * The lazy components each first visit renders. "/" logged out is LandingRoute (rendered at once, while the
 * session check is pending). "/" logged in is HomeRoute plus LiveNotifications (mounted beside the first
 * screen of a signed-in fan); while the session check is pending a browser with a stored session shows a
 * loader, not the log-in screen (routesFor's 'loading' state), so the landing chunks are not fetched.
 * What these chunks import dynamically on first render (the schemas for the fan's
 * answer) is followed too: see `FIRST_RENDER_IMPORTS`.
 */
const PAGES = { landing: ['LandingRoute'], home: ['HomeRoute', 'LiveNotifications'] } as const;
type Page = keyof typeof PAGES;

/**
 * Chunks the first render imports dynamically (manifest keys, matched by these patterns): a browser with a
 * stored session loads the schemas to check the fan's answer (lib/session/get-current-user.ts). It reads
 * the token Amplify stored without Amplify while the token is valid (lib/session/auth.ts, storedIdToken);
 * Amplify loads later, to refresh it or sign out. A visitor loads neither: no stored session, no token,
 * and a 401 has nothing to parse. Each pattern must match a chunk.
 */
const FIRST_RENDER_IMPORTS: Record<Page, readonly RegExp[]> = {
  landing: [],
  home: [/^_schemas-[\w-]+\.js$/],
};
type Budget = Record<Page, number>;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function fail(message: string): never {
  console.error(`spa-size: ${message}`);
  process.exit(2);
}

function readJson<T>(path: string, hint: string): T {
  if (!existsSync(path)) fail(`${relative(ROOT, path)} is missing (${hint})`);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The manifest key (a path relative to web/) of each lazily imported route component in the router. */
function lazyRouteModules(routerSource: string, routerFile = ROUTER): Map<string, string> {
  const modules = new Map<string, string>();
  const lazyImport = /const\s+(\w+)\s*=\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const [, component, specifier] of routerSource.matchAll(lazyImport)) {
    if (!component || !specifier) continue;
    const base = specifier.startsWith('@/')
      ? join(WEB, 'src', specifier.slice(2))
      : resolve(dirname(routerFile), specifier);
    const file = ['', '.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((f) => existsSync(f));
    if (file) modules.set(component, relative(WEB, file).split('\\').join('/'));
  }
  return modules;
}

/** The JS and CSS files a chunk needs before it runs: itself, its static imports (deep) and their CSS. */
function staticFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) fail(`no manifest entry ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, files);
  return files;
}

function measure(files: Iterable<string>): { files: number; raw: number; gzip: number } {
  let count = 0;
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!/\.(m?js|css)$/.test(file)) continue;
    const bytes = readFileSync(join(DIST, file));
    count += 1;
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: count, raw, gzip };
}

/** Prints a page's JS and CSS files, largest (gzip) first. */
function listFiles(page: string, files: Iterable<string>): void {
  const rows = [...files]
    .filter((file) => /\.(m?js|css)$/.test(file))
    .map((file) => ({ file, gzip: measure([file]).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`${page}:`);
  for (const { file, gzip } of rows) console.log(`  ${kb(gzip).padStart(6)}  ${file}`);
}

/**
 * The classic scripts index.html loads itself, outside Vite's manifest (the build's first-screen script:
 * web/first-screen-preload.ts): every first load fetches them before the page is usable.
 */
function htmlScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].flatMap(([, file]) => (file ? [file] : []));
}

/** Kilobytes of 1024 bytes. */
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main(): void {
  const record = process.argv.includes('--record');
  const manifest = readJson<Manifest>(MANIFEST, 'run `npm run build:web` first; build.manifest must be on');
  const entryKey = Object.keys(manifest).find(
    (k) => manifest[k]?.isEntry && manifest[k]?.src === 'index.html',
  );
  if (!entryKey) fail('the manifest has no index.html entry');
  const routes = lazyRouteModules(readFileSync(ROUTER, 'utf8'));

  const ownScripts = htmlScripts();

  const sizes = {} as Record<Page, ReturnType<typeof measure>>;
  for (const page of Object.keys(PAGES) as Page[]) {
    const files = staticFiles(manifest, entryKey, new Set(ownScripts));
    for (const component of PAGES[page]) {
      const module = routes.get(component);
      if (!module) fail(`${component} is not a lazy route in ${relative(ROOT, ROUTER)}`);
      staticFiles(manifest, module, files);
    }
    for (const pattern of FIRST_RENDER_IMPORTS[page]) {
      const key = Object.keys(manifest).find((k) => pattern.test(k));
      if (!key) fail(`no manifest entry matches ${pattern} (see FIRST_RENDER_IMPORTS)`);
      staticFiles(manifest, key, files);
    }
    sizes[page] = measure(files);
    if (process.argv.includes('--files')) listFiles(page, files);
  }

  if (record) {
    const budget = Object.fromEntries(Object.entries(sizes).map(([page, s]) => [page, s.gzip])) as Budget;
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`Recorded ${relative(ROOT, BUDGET_FILE)}: ${JSON.stringify(budget)}`);
  }
  const budget = readJson<Budget>(BUDGET_FILE, 'record it once with --record');

  const rows = [['page', 'files', 'raw KB', 'gzip KB', 'budget KB', '']];
  let over = false;
  for (const page of Object.keys(PAGES) as Page[]) {
    const s = sizes[page];
    const limit = budget[page];
    if (typeof limit !== 'number') fail(`${relative(ROOT, BUDGET_FILE)} has no number for ${page}`);
    const change = (s.gzip - limit) / limit;
    const tooBig = change > TOLERANCE;
    over ||= tooBig;
    const delta = `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
    rows.push([page, String(s.files), kb(s.raw), kb(s.gzip), kb(limit), tooBig ? `OVER (${delta})` : delta]);
  }
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => r[col]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(
      row
        .map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0)))
        .join('  ')
        .trimEnd(),
    );
  }
  console.log(
    `First load = JS + CSS of the entry, index.html's own scripts and the page's route chunks; gzip -9; 1 KB = 1024 bytes; limit = budget +${TOLERANCE * 100}%.`,
  );
  if (over) {
    console.error('spa-size: a page is over its first-load budget (see the table above).');
    process.exit(1);
  }
}

main();
