/**
 * Lighthouse (mobile, simulated throttling) against the built SPA served by the local cloud, for the
 * landing page (a first-time visitor), the home screen (a signed-in fan) and, for the same fan, the
 * calendar (/shows), a show's page (the seed's WWE Raw of yesterday), a wrestler's (Cody Rhodes) and a
 * promotion's (WWE). Not part of `npm test`.
 *
 *   npm run build:web && npm run lighthouse
 *   npm run lighthouse -- --http2 --runs 3     one protocol, three runs, then min / median / max per page
 *
 * It starts the local cloud the way the e2e suite does (`scripts/dev.ts --e2e`: fresh seeded data, the
 * built web/dist behind `vite preview`, unless something already answers on the e2e web port), launches
 * Debian's Chromium through Playwright (the e2e suite's executable and flags) with a remote-debugging
 * port and a profile of its own, and hands that Chromium to Lighthouse's Node API. The home screen is
 * measured after logging the seeded fan in through the log-in form in the same profile, with Lighthouse's
 * storage reset off so the session survives. Prints page, performance, accessibility, LCP, TBT, CLS and
 * the JS + CSS the page transferred; the JSON reports land in test-results/lighthouse/.
 *
 * Each page is measured twice, one table each: as `vite preview` serves it (HTTP/1.1, which the simulated
 * load models as at most six files at a time from the host), and through an HTTPS front speaking HTTP/2
 * (scripts/local/https-front.ts), as CloudFront serves the deployed site (web-stack.ts: HTTP/2 and 3).
 * `-- --http1` or `-- --http2` measures one. Reports: <page>.json and <page>-http2.json.
 *
 * Set RINGSIDE_PORT_SHIFT as for the e2e suite when another checkout uses the default ports.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './local/chromium.ts';
import { E2E_BASE_URL, signInSeededFan, startE2eCloud, stopE2eCloud } from './local/e2e-cloud.ts';
import { type HttpsFront, startHttpsFront } from './local/https-front.ts';
import { LOCAL_HOST, portsFor } from './local/ports.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'test-results', 'lighthouse');
const BASE_URL = E2E_BASE_URL;
/** The debugging port sits beside the e2e ports, so the port shift moves it too. */
const DEBUG_PORT = portsFor('e2e').web + 50;
/** The HTTP/2 front's port, beside the debugging port. */
const FRONT_PORT = portsFor('e2e').web + 51;

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsCssKb: number;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function rowOf(page: string, result: LighthouseResult): Row {
  const lhr = result.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const jsCss = (requests ?? [])
    .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
    .reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0);
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsCssKb: jsCss / 1024,
  };
}

async function audit(page: string, url: string, keepStorage: boolean, report = page): Promise<Row> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    hostname: LOCAL_HOST,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Mobile form factor and simulated throttling are Lighthouse's defaults; said here so they stay so.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  writeFileSync(path.join(OUT_DIR, `${report}.json`), JSON.stringify(result.lhr, null, 2));
  const errors = result.lhr.runtimeError ? ` (${result.lhr.runtimeError.message})` : '';
  if (errors) throw new Error(`Lighthouse failed on ${url}${errors}`);
  return rowOf(page, result);
}

function print(rows: Row[], protocol: string): void {
  const table = [
    ['page', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS', 'JS+CSS transferred'],
    ...rows.map((r) => [
      r.page,
      String(r.performance),
      String(r.accessibility),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(r.tbtMs)} ms`,
      r.cls.toFixed(3),
      `${r.jsCssKb.toFixed(1)} KB`,
    ]),
  ];
  const widths = table[0]?.map((_, col) => Math.max(...table.map((row) => row[col]?.length ?? 0))) ?? [];
  for (const row of table) {
    console.log(
      row
        .map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0)))
        .join('  '),
    );
  }
  console.log(
    `Lighthouse mobile, simulated throttling, served over ${protocol}; ` +
      'targets: performance >= 95, accessibility 100, CLS < 0.05. ' +
      `Reports: ${path.relative(ROOT, OUT_DIR)}/.`,
  );
}

/** The seeded WWE Raw of yesterday (finished, with a card and results), found on the calendar. */
async function seededRawId(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/shows`);
  const link = page.getByRole('region', { name: 'Recently finished' }).getByRole('link', { name: /WWE Raw/ });
  const href = await link.first().getAttribute('href', { timeout: 30_000 });
  const id = href?.split('/').pop();
  if (!id) throw new Error('no seeded WWE Raw on the calendar');
  return id;
}

/** The opener of that Raw (its match page: issue 39), from the show page's ratings under the card. */
async function seededRawMatchId(page: Page, origin: string, raw: string): Promise<string> {
  await page.goto(`${origin}/shows/${raw}`);
  const link = page.locator('a[href^="/matches/"]').first();
  // The ratings under the card are drawn once the fan acts on the page.
  for (let i = 0; i < 20 && !(await link.count()); i++) {
    await page.mouse.move(10 + i * 5, 200);
    await page.waitForTimeout(500);
  }
  const id = (await link.getAttribute('href', { timeout: 30_000 }))?.split('/').pop();
  if (!id) throw new Error('no match page link on the seeded WWE Raw');
  return id;
}

type Protocol = 'http1' | 'http2';
const PROTOCOL_NAMES: Record<Protocol, string> = {
  http1: 'HTTP/1.1 (vite preview)',
  http2: 'HTTP/2 (the HTTPS front, as CloudFront serves)',
};

/** Every page over one protocol, in a browser profile of their own. */
async function measure(protocol: Protocol): Promise<Row[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'ringside-lighthouse-'));
  let front: HttpsFront | undefined;
  try {
    if (protocol === 'http2') {
      const upstream = new URL(BASE_URL);
      front = await startHttpsFront({
        host: LOCAL_HOST,
        port: FRONT_PORT,
        upstream: { host: upstream.hostname, port: Number(upstream.port) },
        dir: profile,
      });
    }
    const origin = front?.origin ?? BASE_URL;
    const suffix = protocol === 'http2' ? '-http2' : '';
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        `--remote-debugging-port=${DEBUG_PORT}`,
        ...(front ? ['--ignore-certificate-errors'] : []),
      ],
    });
    try {
      const rows: Row[] = [];
      // A first-time visitor: Lighthouse clears the origin's storage before loading.
      rows.push(await audit('landing', `${origin}/`, false, `landing${suffix}`));

      // A returning fan: answered the cookie banner, logged in; the session stays in the profile.
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin}/`);
      await signInSeededFan(page);
      await page.goto('about:blank');
      // Keep the session (localStorage) but not the files the log-in fetched: a first load of home.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      rows.push(await audit('home', `${origin}/`, true, `home${suffix}`));

      // The wrestling pages the same fan opens (issue 35): yesterday's WWE Raw (its card, results
      // hidden, and its tagged posts), its room and its opener's match page, the leaderboards, Cody Rhodes' page and WWE's. Each a first load of that screen.
      const raw = await seededRawId(page, origin);
      const opener = await seededRawMatchId(page, origin, raw);
      for (const [name, address] of [
        ['calendar', '/shows'],
        ['show', `/shows/${raw}`],
        // Its live room (issue 38), closed by now: the read-only archive, the room's own chunk.
        ['room', `/shows/${raw}/live`],
        // Issue 39: its opener's match page (score, histogram, the form, the ratings) and the picks'
        // leaderboards.
        ['match', `/matches/${opener}`],
        ['leaderboard', '/leaderboards'],
        ['wrestler', '/wrestlers/cody-rhodes'],
        ['promotion', '/promotions/wwe'],
      ] as const) {
        await page.goto('about:blank');
        const session = await context.newCDPSession(page);
        await session.send('Network.clearBrowserCache');
        await session.detach();
        rows.push(await audit(name, `${origin}${address}`, true, `${name}${suffix}`));
      }
      return rows;
    } finally {
      await context.close();
    }
  } finally {
    await front?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Each page's performance and TBT over the runs: min / median / max. */
function printSummary(runs: Row[][], protocol: string): void {
  const pages = [...new Set(runs.flat().map((r) => r.page))];
  const spread = (values: number[], format: (n: number) => string) =>
    `${format(Math.min(...values))} / ${format(median(values))} / ${format(Math.max(...values))}`;
  const table = [
    ['page', 'performance min / median / max', 'TBT min / median / max', 'LCP median'],
    ...pages.map((page) => {
      const rows = runs.flat().filter((r) => r.page === page);
      return [
        page,
        spread(
          rows.map((r) => r.performance),
          (n) => String(Math.round(n)),
        ),
        spread(
          rows.map((r) => r.tbtMs),
          (n) => `${Math.round(n)} ms`,
        ),
        `${(median(rows.map((r) => r.lcpMs)) / 1000).toFixed(2)} s`,
      ];
    }),
  ];
  const widths = table[0]?.map((_, col) => Math.max(...table.map((row) => row[col]?.length ?? 0))) ?? [];
  for (const row of table) {
    console.log(
      row
        .map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0)))
        .join('  '),
    );
  }
  console.log(`${runs.length} runs over ${protocol}.`);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const only = (['http1', 'http2'] as const).filter((p) => process.argv.includes(`--${p}`));
  const protocols: readonly Protocol[] = only.length ? only : ['http1', 'http2'];
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg === -1 ? 1 : Number(process.argv[runsArg + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs');
  const cloud = await startE2eCloud();
  try {
    for (const protocol of protocols) {
      const all: Row[][] = [];
      for (let run = 1; run <= runs; run += 1) {
        if (runs > 1) console.log(`run ${run} of ${runs}:`);
        const rows = await measure(protocol);
        print(rows, PROTOCOL_NAMES[protocol]);
        all.push(rows);
      }
      if (runs > 1) printSummary(all, PROTOCOL_NAMES[protocol]);
    }
  } finally {
    await stopE2eCloud(cloud);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
