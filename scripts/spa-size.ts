/**
 * The SPA's first load as a browser fetches it: the JS and CSS Chromium requests from opening a screen
 * until the network is idle, against the budget in scripts/spa-size-budget.json.
 *
 * After `npm run build:web`, this starts the local cloud the way the e2e suite does (`scripts/dev.ts
 * --e2e`: fresh seeded data, the built web/dist behind `vite preview`; an e2e cloud already answering on
 * its port is used as it is), launches Debian's Chromium through Playwright (the e2e suite's executable
 * and flags) at a phone's size, as Lighthouse's mobile run, and measures three first loads:
 *
 * - **landing**: `/` for a first-time visitor (a fresh browser context: no storage, nothing cached).
 * - **home**: the same tab, after the visitor answers the cookie banner and logs the seeded fan in through
 *   the form: everything the tab fetched until home is idle, landing's files included (what a fan's
 *   first visit costs, Amplify's sign-in with it).
 * - **returning**: a second fresh context with the first one's storage (the session Amplify stored, the
 *   cookie answer) and nothing cached, opening `/`: a signed-in fan's phone reopening the app.
 *
 * Every same-origin script and stylesheet the page requests counts, whatever asked for it (the entry,
 * modulepreload links, a lazy route, a prefetch on an idle callback), until no request has been in
 * flight for QUIET_MS (the page's own timers and idle callbacks have run by then). Each file counts
 * once, by its bytes in web/dist compressed with gzip -9 (so the number does not depend on the server's
 * compression or the machine's speed: it changes only when a different set of files, or different
 * bytes, is fetched). Fonts, images, API answers and the WebSocket are not counted.
 *
 *   npx tsx scripts/spa-size.ts           measure the three and check them against the budget
 *   npx tsx scripts/spa-size.ts --files   also list each one's files in the order requested (gzip KB)
 *
 * Set RINGSIDE_PORT_SHIFT as for the e2e suite when another checkout uses the default ports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './local/chromium.ts';
import { E2E_BASE_URL, SEEDED_FAN, startE2eCloud, stopE2eCloud } from './local/e2e-cloud.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'web', 'dist');
const BUDGET_FILE = join(ROOT, 'scripts', 'spa-size-budget.json');
/** The network is idle once no request has been in flight for this long. */
const QUIET_MS = 2_000;
/** A screen that never goes quiet fails after this. */
const MAX_MS = 60_000;
/** Lighthouse's mobile screen (a Moto G Power): the home screen draws less on a phone than on a desktop. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * landing: a visitor at "/"; home: that visitor after logging in, in the same tab (landing's files
 * included); returning: a signed-in fan opening "/" with nothing cached.
 */
const SCREENS = ['landing', 'home', 'returning'] as const;
type Screen = (typeof SCREENS)[number];
/** Gzip KB of JS + CSS each screen may fetch until idle. */
type Budget = Record<Screen, number>;

interface Fetched {
  file: string;
  gzip: number;
  raw: number;
}

function fail(message: string): never {
  console.error(`spa-size: ${message}`);
  process.exit(2);
}

/** Kilobytes of 1024 bytes. */
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The dist file behind a same-origin URL, if it is a script or stylesheet of the build. */
function distFile(url: string): string | null {
  const { origin, pathname } = new URL(url);
  if (origin !== E2E_BASE_URL || !/\.(m?js|css)$/.test(pathname)) return null;
  const file = join(DIST, decodeURIComponent(pathname));
  if (!file.startsWith(DIST) || !existsSync(file)) fail(`${pathname} was fetched but is not in web/dist`);
  return relative(DIST, file);
}

/** Records each script and stylesheet a page requests, and waits for its network to go quiet. */
function track(page: Page): { files: Map<string, Fetched>; idle: () => Promise<void> } {
  const files = new Map<string, Fetched>();
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight += 1;
    lastChange = Date.now();
    const file = distFile(request.url());
    if (file && !files.has(file)) {
      const bytes = readFileSync(join(DIST, file));
      files.set(file, { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
  });
  const settled = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  /** Resolves once no request has been in flight for QUIET_MS (the page's timers and idle callbacks ran). */
  const idle = async () => {
    const started = Date.now();
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() - started > MAX_MS) fail(`${page.url()} did not go quiet within ${MAX_MS / 1000} s`);
      await page.waitForTimeout(100);
    }
  };
  return { files, idle };
}

const homeShows = (page: Page) =>
  page.getByRole('region', { name: 'Create a post' }).waitFor({ timeout: 30_000 });

/**
 * A first-time visitor at "/" (landing), who then answers the cookie banner and logs in through the form
 * in the same tab (home after log-in: everything the tab fetched, landing's files included). Returns both,
 * and the storage the tab ends with (the session Amplify stored, the cookie answer).
 */
async function visitorLogsIn(browser: Browser): Promise<{
  landing: Fetched[];
  afterLogIn: Fetched[];
  storage: Awaited<ReturnType<BrowserContext['storageState']>>;
}> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const { files, idle } = track(page);
    await page.goto(`${E2E_BASE_URL}/`);
    await page.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 30_000 });
    await idle();
    const landing = [...files.values()];
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.getByLabel('Email').fill(SEEDED_FAN.email);
    await page.getByLabel('Password').fill(SEEDED_FAN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await homeShows(page);
    await idle();
    return { landing, afterLogIn: [...files.values()], storage: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** A returning fan: the signed-in storage, nothing cached, opening "/". */
async function returningFan(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Fetched[]> {
  const context = await browser.newContext({ ...PHONE, storageState });
  try {
    const page = await context.newPage();
    const { files, idle } = track(page);
    await page.goto(`${E2E_BASE_URL}/`);
    await homeShows(page);
    await idle();
    return [...files.values()];
  } finally {
    await context.close();
  }
}

function readBudget(): Budget {
  if (!existsSync(BUDGET_FILE)) fail(`${relative(ROOT, BUDGET_FILE)} is missing`);
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Partial<Budget>;
  for (const screen of SCREENS) {
    if (typeof budget[screen] !== 'number')
      fail(`${relative(ROOT, BUDGET_FILE)} has no number for ${screen}`);
  }
  return budget as Budget;
}

function listFiles(screen: Screen, files: readonly Fetched[]): void {
  console.log(`${screen} (in the order requested):`);
  for (const { file, gzip } of files) console.log(`  ${kb(gzip).padStart(6)}  ${file}`);
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) fail('web/dist is missing: run `npm run build:web` first');
  const budget = readBudget();
  const cloud = await startE2eCloud();
  const measured = {} as Record<Screen, Fetched[]>;
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      const visitor = await visitorLogsIn(browser);
      measured.landing = visitor.landing;
      measured.home = visitor.afterLogIn;
      measured.returning = await returningFan(browser, visitor.storage);
    } finally {
      await browser.close();
    }
  } finally {
    await stopE2eCloud(cloud);
  }

  const rows = [['screen', 'files', 'raw KB', 'gzip KB', 'budget KB', '']];
  let over = false;
  for (const screen of SCREENS) {
    const files = measured[screen];
    if (process.argv.includes('--files')) listFiles(screen, files);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const limit = budget[screen];
    const tooBig = gzip / 1024 > limit;
    over ||= tooBig;
    rows.push([screen, String(files.length), kb(raw), kb(gzip), limit.toFixed(1), tooBig ? 'OVER' : 'ok']);
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
    `First load = every JS and CSS file Chromium fetched (phone size, empty cache) until no request for ${QUIET_MS / 1000} s; ` +
      'landing: a visitor at /; home: that visitor after logging in (same tab); returning: the fan signed in, reopening /; ' +
      'gzip -9 of the built files; 1 KB = 1024 bytes.',
  );
  if (over) {
    console.error('spa-size: a screen is over its first-load budget (see the table above).');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
