/**
 * Where a screen's main-thread time goes (docs/performance.md, "Long tasks after log-in"): loads each
 * screen Lighthouse measures (scripts/lighthouse.ts) in Chromium with the CPU slowed 4x (Lighthouse's
 * mobile setting), records a V8 CPU profile and the long tasks from a cold cache until the network is
 * idle, and prints the self time per source file (through the build's source maps) and per package.
 *
 *   npx vite build --config web/vite.config.ts --sourcemap && npm run bench:screens [-- --runs 3]
 *
 * It starts the local cloud as the e2e suite does (scripts/local/e2e-cloud.ts) unless one answers, and
 * signs in the seeded fan for every screen but the landing. Times are the throttled ones (as
 * Lighthouse's TBT counts them); compare files within one run. Without source maps (a plain
 * `npm run build:web`) the rows name the built chunks instead.
 */
import './quiet';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../local/chromium.ts';
import { E2E_BASE_URL, signInSeededFan, startE2eCloud, stopE2eCloud } from '../local/e2e-cloud.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'web', 'dist');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 1;
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  let map: TraceMap | null = null;
  const pathname = url.startsWith('http') ? new URL(url).pathname : '';
  const file = path.join(DIST, `${pathname}.map`);
  if (pathname.endsWith('.js') && existsSync(file)) map = new TraceMap(readFileSync(file, 'utf8'));
  maps.set(url, map);
  return map;
}

/** A frame's source file (through the map), or its chunk, or what V8 calls it. */
function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return `(${frame.functionName || 'program'})`;
  const map = mapOf(frame.url);
  if (!map || frame.lineNumber < 0) return new URL(frame.url).pathname;
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return new URL(frame.url).pathname;
  return pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
}

const packageOf = (source: string) => {
  const m = source.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return m ? (m[1] as string) : source.startsWith('web/') || source.startsWith('shared/') ? '(ours)' : source;
};

/** Self time per source file, in throttled milliseconds. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const source = sourceOf(node.callFrame);
    out.set(source, (out.get(source) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

/**
 * The profile's busy stretches (samples with no idle one between them) of over 50 ms: the long tasks
 * as the CPU profile sees them, each with the source files its time went to.
 */
function busyStretches(profile: Profile): { ms: number; top: [string, number][] }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: { ms: number; top: [string, number][] }[] = [];
  let current = new Map<string, number>();
  let ms = 0;
  const close = () => {
    if (ms > 50) out.push({ ms, top: [...current].sort((a, b) => b[1] - a[1]).slice(0, 6) });
    current = new Map();
    ms = 0;
  };
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') {
      close();
      return;
    }
    const source = sourceOf(node.callFrame);
    current.set(source, (current.get(source) ?? 0) + delta);
    ms += delta;
  });
  close();
  return out;
}

async function waitIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(500);
}

/** One screen from a cold cache: the profile and the long tasks (throttled ms) until idle. */
async function record(page: Page, cdp: CDPSession, url: string) {
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await waitIdle(page);
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { profile, longTasks };
}

async function main() {
  const cloud = await startE2eCloud();
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    const screens: [string, string][] = [['landing', '/']];
    const totals = new Map<string, Map<string, number>>();
    const tasks = new Map<string, number[]>();
    const stretches = new Map<string, ReturnType<typeof busyStretches>>();
    for (let run = 0; run < RUNS; run++) {
      await context.clearCookies();
      await page.goto(`${E2E_BASE_URL}/`);
      await page.evaluate(() => window.localStorage.clear());
      const landing = await record(page, cdp, `${E2E_BASE_URL}/`);
      add('landing', landing);
      await signInSeededFan(page);
      for (const [name, address] of [
        ['home', '/'],
        ['calendar', '/shows'],
        ['wrestler', '/wrestlers/cody-rhodes'],
        ['promotion', '/promotions/wwe'],
      ] as const) {
        if (run === 0) screens.push([name, address]);
        add(name, await record(page, cdp, `${E2E_BASE_URL}${address}`));
      }
    }
    function add(name: string, r: { profile: Profile; longTasks: number[] }) {
      stretches.set(name, [...(stretches.get(name) ?? []), ...busyStretches(r.profile)]);
      const t = totals.get(name) ?? new Map<string, number>();
      for (const [source, ms] of selfTimes(r.profile)) t.set(source, (t.get(source) ?? 0) + ms / RUNS);
      totals.set(name, t);
      tasks.set(name, [...(tasks.get(name) ?? []), ...r.longTasks]);
    }
    for (const [name] of screens) {
      const t = totals.get(name) ?? new Map();
      const long = tasks.get(name) ?? [];
      const blocking = long.reduce((sum, d) => sum + Math.max(0, d - 50), 0) / RUNS;
      const busy = [...t].filter(([s]) => s !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
      console.log(
        `\n== ${name}: ${Math.round(busy)} ms busy (CPU ${SLOWDOWN}x slower), long tasks ${long.length / RUNS} ` +
          `(${long
            .sort((a, b) => b - a)
            .slice(0, 6)
            .map((d) => Math.round(d))
            .join(', ')} ms), over 50 ms: ${Math.round(blocking)} ms per run`,
      );
      const packages = new Map<string, number>();
      for (const [source, ms] of t)
        packages.set(packageOf(source), (packages.get(packageOf(source)) ?? 0) + ms);
      console.log(
        '  by package: ' +
          [...packages]
            .filter(([p]) => p !== '(idle)')
            .sort((a, b) => b[1] - a[1])
            .slice(0, 10)
            .map(([p, ms]) => `${p} ${Math.round(ms)}`)
            .join(', '),
      );
      for (const [source, ms] of [...t]
        .filter(([s]) => s !== '(idle)')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12))
        console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${source}`);
      for (const stretch of (stretches.get(name) ?? []).sort((a, b) => b.ms - a.ms).slice(0, 6))
        console.log(
          `  busy ${Math.round(stretch.ms)} ms: ` +
            stretch.top
              .map(([source, ms]) => `${source.split('/').slice(-2).join('/')} ${Math.round(ms)}`)
              .join(', '),
        );
    }
  } finally {
    await context.close();
    await stopE2eCloud(cloud);
  }
}

await main();
