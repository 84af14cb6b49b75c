/**
 * Lambda cold start benchmark (docs/performance.md, "Lambda bundles and cold start"): the bundle
 * size and module init time of every function the manifest deploys, side by side with a bare
 * DynamoDB handler (scripts/bench/cold-baseline.ts: the DocumentClient and one GetItem).
 *
 *   npm run bench:cold [-- --runs 5] [-- --only get-user] [-- --inputs http/get-user]
 *
 * 1. Bundles each function (HTTP routes, WebSocket routes and authorizer, Cognito triggers, stream
 *    lanes, scheduled jobs, the secret rotation: the lists infra/ builds them from) and the baseline exactly as CDK's
 *    NodejsFunction does with functionBundling() (infra/constructs/function-with-log-group.ts), into
 *    a temporary directory: the init file index.mjs with esbuild's JS API and the same settings, then
 *    the lazy files lazy/<name>.mjs (and the chunks they share, lazy/shared-<hash>.mjs) by running
 *    the same afterBundling commands CDK runs (infra/constructs/lazy-modules.ts).
 * 2. Imports each init file in a fresh `node` process --runs times (round-robin over the functions,
 *    so a busy moment of the machine hits all of them alike), the baseline's too, all with this same
 *    node, which must be of the Lambda runtime's major (NODE_MAJOR; the bench refuses another),
 *    with the function's NODE_OPTIONS, a Lambda-like environment and its kind's variables set to
 *    dummy values. Module init is the time from before `import()` to its resolution, measured inside
 *    the child with performance.now(). Then, in the same child, it imports the function's lazy
 *    modules (what its first invocations load; their shared chunks with them).
 * 3. Prints per function the init file's minified (uncompressed) bytes and the median init time, each
 *    with its ratio to the baseline, PASS when both ratios are at most TARGET_RATIO; and beside
 *    them, not in the ratios, the lazy files' bytes and the median time to import them after init.
 *
 * --inputs <handler> prints what that function's init file is made of (esbuild's metafile: bytes in
 * the output per package and the largest files) and its lazy files. The exit code is 0 either way:
 * this measures.
 */
import './quiet';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import {
  functionBundling,
  handlerEntry,
  LAMBDA_NODE_OPTIONS,
  LAMBDA_RUNTIME,
} from '../../infra/constructs/function-with-log-group';
import { LAZY_ASSET_DIR, LAZY_CHUNK_PREFIX } from '../../infra/constructs/lazy-modules';
import { HTTP_ROUTES } from '../../shared/manifest/http-routes';
import {
  FUNCTION_SETTINGS,
  type FunctionKind,
  httpRouteKind,
  NODE_MAJOR,
  OBSERVABILITY_ENV,
} from '../../shared/manifest/runtime';
import { ORIGIN_SECRET_ROTATION, SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
import { activeLanes } from '../../shared/manifest/stream-consumers';
import { COGNITO_TRIGGERS, WS_AUTHORIZER, WS_ROUTES } from '../../shared/manifest/ws-routes';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 5;
const ONLY = option('--only');
const INPUTS = option('--inputs');

/** A function meets the target when its bytes and its init time are at most this times the baseline's. */
const TARGET_RATIO = 1.15;

const ROOT = path.resolve(import.meta.dirname, '../..');
const FUNCTIONS_DIR = path.join(ROOT, 'functions');
const BASELINE = 'baseline';

interface Fn {
  /** The manifest handler ('http/get-user'), or 'baseline'. */
  handler: string;
  kind: FunctionKind;
  entry: string;
}

/** Every function infra/ deploys, with its kind, from the same manifest lists. */
function manifestFunctions(): Fn[] {
  const fns: Omit<Fn, 'entry'>[] = [
    ...HTTP_ROUTES.map((r) => ({ handler: r.handler, kind: httpRouteKind(r.name) })),
    ...WS_ROUTES.map((r) => ({ handler: r.handler, kind: 'ws' as const })),
    { handler: WS_AUTHORIZER.handler, kind: 'wsAuthorizer' as const },
    ...Object.values(COGNITO_TRIGGERS).map((t) => ({ handler: t.handler, kind: 'trigger' as const })),
    ...activeLanes().map((l) => ({ handler: l.handler, kind: 'stream' as const })),
    ...SCHEDULED_JOBS.map((j) => ({ handler: j.handler, kind: 'job' as const })),
    { handler: ORIGIN_SECRET_ROTATION.handler, kind: 'rotation' as const },
  ];
  return fns.map((f) => ({ ...f, entry: handlerEntry(FUNCTIONS_DIR, f.handler) }));
}

interface Bundle extends Fn {
  /** The init file, index.mjs. */
  file: string;
  bytes: number;
  metafile: Metafile;
  /** The lazy files beside it (lazy/<name>.mjs and their shared chunks), loaded on first use. */
  lazy: { file: string; bytes: number; chunk: boolean }[];
}

/**
 * Bundles `fn` as CDK's NodejsFunction does: its esbuild command line as JS API options for the init
 * file, then the bundling's afterBundling commands through bash in the project root, as CDK runs
 * them when it bundles on this machine.
 */
async function bundle(fn: Fn, outDir: string): Promise<Bundle> {
  const bundling = functionBundling(fn.kind, { projectRoot: ROOT, functionsDir: FUNCTIONS_DIR });
  const dir = path.join(outDir, fn.handler.replace(/\//g, '__'));
  const file = path.join(dir, 'index.mjs');
  const result = await build({
    entryPoints: [fn.entry],
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format,
    outfile: file,
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    // bundleAwsSDK: true adds no @aws-sdk externals; sharp is external or installed (same thing here).
    external: [...bundling.externalModules, ...(bundling.nodeModules ?? [])],
    banner: { js: bundling.banner },
    mainFields: bundling.mainFields,
    absWorkingDir: ROOT,
    metafile: true,
    logLevel: 'error',
  });
  for (const command of bundling.commandHooks.afterBundling(ROOT, dir)) {
    const res = await run('bash', ['-c', command]);
    if (res.code !== 0) throw new Error(`${fn.handler}: ${command}\n${res.output}`);
  }
  const lazyDir = path.join(dir, LAZY_ASSET_DIR);
  const lazy = existsSync(lazyDir)
    ? readdirSync(lazyDir)
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => ({
          file: path.join(lazyDir, name),
          bytes: statSync(path.join(lazyDir, name)).size,
          chunk: name.startsWith(LAZY_CHUNK_PREFIX),
        }))
    : [];
  return { ...fn, file, bytes: statSync(file).size, metafile: result.metafile, lazy };
}

/** Runs a command in the project root (as CDK runs its hooks), its output kept for errors. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** What Lambda sets at init (tracing kinds also get the X-Ray daemon), and the kind's variables. */
function lambdaEnv(fn: Fn): NodeJS.ProcessEnv {
  const settings = FUNCTION_SETTINGS[fn.kind];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIABENCHCOLDSTART00',
    AWS_SECRET_ACCESS_KEY: 'bench-cold-start-secret',
    AWS_SESSION_TOKEN: 'bench-cold-start-token',
    AWS_EXECUTION_ENV: `AWS_Lambda_${LAMBDA_RUNTIME.name}`,
    AWS_LAMBDA_FUNCTION_NAME: `ringside-bench-${fn.handler.replace(/\//g, '-')}`,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(settings.memoryMb),
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    ...(settings.tracing
      ? { AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129:2000', AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR' }
      : {}),
  };
  const values: Record<string, string> = { ...OBSERVABILITY_ENV, FEED_BIG_ACCOUNT_FOLLOWERS: '5000' };
  for (const name of settings.env) env[name] = values[name] ?? `bench-${name.toLowerCase()}`;
  return env;
}

/**
 * The child: imports the init file once, then the lazy modules one after another (what the first
 * invocations load, with the chunks they import), and prints the milliseconds until each import resolved.
 */
const CHILD = `
const { performance } = await import('node:perf_hooks');
const { pathToFileURL } = await import('node:url');
const [file, ...lazyFiles] = process.argv.slice(1);
let start = performance.now();
const cpu = process.cpuUsage();
const mod = await import(pathToFileURL(file).href);
const ms = performance.now() - start;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
if (typeof mod.handler !== 'function') throw new Error('no handler export');
start = performance.now();
for (const lazy of lazyFiles) await import(pathToFileURL(lazy).href);
const lazyMs = performance.now() - start;
process.stdout.write(JSON.stringify({ ms, cpuMs, lazyMs }));
`;

interface Timing {
  ms: number;
  /** The CPU time the import took (user + system): what a busy machine's waits leave out. */
  cpuMs: number;
  lazyMs: number;
}

function initOnce(b: Bundle): Timing {
  const lazyFiles = b.lazy.filter((l) => !l.chunk).map((l) => l.file);
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, b.file, ...lazyFiles], {
    env: lambdaEnv(b),
    encoding: 'utf8',
    cwd: path.dirname(b.file),
  });
  const line = res.stdout.trim().split('\n').at(-1) ?? '';
  if (res.status !== 0 || !line.startsWith('{')) {
    throw new Error(`${b.handler}: import failed (exit ${res.status})\n${res.stderr}`);
  }
  return JSON.parse(line) as Timing;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** Bytes in the output per package (node_modules/<pkg>, or our own top directory) and per file. */
function printInputs(b: Bundle) {
  const output = Object.values(b.metafile.outputs).find((o) => o.entryPoint);
  if (!output) return;
  const byPackage = new Map<string, number>();
  const files: [string, number][] = [];
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const pkg = m ? (m[1] as string) : `(ours) ${input.split('/')[0]}`;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytesInOutput);
    files.push([input, bytesInOutput]);
  }
  console.log(`\nWhat ${b.handler}'s init file (${kb(b.bytes)}) is made of, bytes in the minified output:\n`);
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [pkg, bytes] of rows) console.log(`  ${kb(bytes).padStart(10)}  ${pkg}`);
  console.log('\n  Largest files:');
  for (const [file, bytes] of files.sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${kb(bytes).padStart(10)}  ${file}`);
  console.log('\n  Largest of our own files:');
  for (const [file, bytes] of files.filter(([f]) => !f.includes('node_modules/')).slice(0, 25))
    console.log(`  ${kb(bytes).padStart(10)}  ${file}`);
  console.log(`\n  Lazy files (loaded on first use, not at init): ${b.lazy.length ? '' : 'none'}`);
  for (const l of b.lazy.filter((l) => !l.chunk))
    console.log(`  ${kb(l.bytes).padStart(10)}  ${LAZY_ASSET_DIR}/${path.basename(l.file)}`);
  const chunks = b.lazy.filter((l) => l.chunk);
  if (chunks.length) {
    const bytes = chunks.reduce((sum, l) => sum + l.bytes, 0);
    console.log(
      `  ${kb(bytes).padStart(10)}  ${LAZY_ASSET_DIR}/${LAZY_CHUNK_PREFIX}*.mjs (${chunks.length} chunks they share)`,
    );
  }
}

/** The lazy modules' names, and how many shared chunks come with them. */
function lazyNames(b: Bundle): string {
  const names = b.lazy.filter((l) => !l.chunk).map((l) => path.basename(l.file, '.mjs'));
  const chunks = b.lazy.filter((l) => l.chunk).length;
  return [...names, ...(chunks ? [`+${chunks} shared chunks`] : [])].join(', ');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (x: number) => `${x.toFixed(2)}x`;

async function main() {
  // The baseline and every function are imported by this same node (process.execPath): it must be
  // the major Lambda runs them on, or the ratios say nothing about Lambda.
  if (Number(process.versions.node.split('.')[0]) !== NODE_MAJOR) {
    console.error(
      `bench:cold needs Node.js ${NODE_MAJOR} (Lambda's ${LAMBDA_RUNTIME.name}); this is ${process.version}.`,
    );
    process.exit(1);
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'ringside-cold-'));
  try {
    const fns = manifestFunctions().filter((f) => !ONLY || f.handler.includes(ONLY));
    const all: Fn[] = [
      { handler: BASELINE, kind: 'http', entry: path.join(ROOT, 'scripts/bench/cold-baseline.ts') },
      ...fns,
    ];
    console.log(`Bundling ${all.length - 1} functions and the baseline (CDK's esbuild settings)...`);
    const bundles: Bundle[] = [];
    for (let i = 0; i < all.length; i += 4)
      bundles.push(...(await Promise.all(all.slice(i, i + 4).map((f) => bundle(f, outDir)))));
    writeFileSync(path.join(outDir, 'package.json'), '{"type":"module"}');

    if (INPUTS) {
      const b = bundles.find((x) => x.handler === INPUTS);
      if (b) printInputs(b);
      else console.log(`No function ${INPUTS}`);
    }

    console.log(`Importing each bundle in a fresh node process, ${RUNS} runs (median)...`);
    const times = new Map<string, Timing[]>(bundles.map((b) => [b.handler, []]));
    for (let run = 0; run < RUNS; run++) for (const b of bundles) times.get(b.handler)?.push(initOnce(b));

    const base = bundles[0] as Bundle;
    const baseMs = median((times.get(BASELINE) as Timing[]).map((t) => t.ms));
    const baseCpu = median((times.get(BASELINE) as Timing[]).map((t) => t.cpuMs));
    console.log(
      `\nNode.js ${process.version} for the baseline and every function (Lambda: ${LAMBDA_RUNTIME.name}).\n` +
        `Baseline (DocumentClient + one GetItem): ${kb(base.bytes)}, module init ${baseMs.toFixed(1)} ms (CPU ${baseCpu.toFixed(1)} ms). ` +
        `Target: at most ${TARGET_RATIO}x of both.\n` +
        `\n"init bytes" and "init ms" are the init file's (index.mjs: what Lambda loads and evaluates at ` +
        `init); the ratios and PASS are about those. "init cpu" is the CPU time of that import (user +\n` +
        `system), which waits for a core on a busy machine leave out: compare it when the machine is shared.\n"lazy bytes" are the lazy files deployed beside it ` +
        `(${LAZY_ASSET_DIR}/*.mjs, loaded on first use, not at init), "lazy ms" the time to import them all ` +
        `after init (paid by the first invocations that use them); neither is in the ratios.\n`,
    );
    const header = [
      'function',
      'kind',
      'init bytes',
      'x base',
      'init ms',
      'x base',
      '',
      'init cpu',
      'x base',
      'lazy bytes',
      'lazy ms',
      'lazy files',
    ];
    const rows = bundles.slice(1).map((b) => {
      const timings = times.get(b.handler) as Timing[];
      const ms = median(timings.map((t) => t.ms));
      const lazyBytes = b.lazy.reduce((sum, l) => sum + l.bytes, 0);
      const lazyMs = median(timings.map((t) => t.lazyMs));
      const cpuMs = median(timings.map((t) => t.cpuMs));
      const rb = b.bytes / base.bytes;
      const rt = ms / baseMs;
      const pass = rb <= TARGET_RATIO && rt <= TARGET_RATIO;
      return { b, ms, rb, rt, pass, lazyBytes, lazyMs, cpuMs, rc: cpuMs / baseCpu };
    });
    const table = [
      header,
      ...rows.map((r) => [
        r.b.handler,
        r.b.kind,
        kb(r.b.bytes),
        ratio(r.rb),
        r.ms.toFixed(1),
        ratio(r.rt),
        r.pass ? 'PASS' : `FAIL${r.rb > TARGET_RATIO ? ' bytes' : ''}${r.rt > TARGET_RATIO ? ' init' : ''}`,
        r.cpuMs.toFixed(1),
        ratio(r.rc),
        r.b.lazy.length ? kb(r.lazyBytes) : '-',
        r.b.lazy.length ? r.lazyMs.toFixed(1) : '-',
        lazyNames(r.b),
      ]),
    ];
    const leftAligned = new Set([0, 1, 6, 11]);
    const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] as string).length)));
    for (const [i, row] of table.entries()) {
      console.log(
        row
          .map((cell, c) =>
            leftAligned.has(c) ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number),
          )
          .join('  ')
          .trimEnd(),
      );
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }

    console.log('\nPer kind (median over its functions; init file, then lazy files):');
    for (const kind of [...new Set(rows.map((r) => r.b.kind))]) {
      const of = rows.filter((r) => r.b.kind === kind);
      const bytes = median(of.map((r) => r.b.bytes));
      const ms = median(of.map((r) => r.ms));
      const lazyBytes = median(of.map((r) => r.lazyBytes));
      console.log(
        `  ${kind.padEnd(13)} ${String(of.length).padStart(2)} functions  ${kb(bytes).padStart(9)} (${ratio(bytes / base.bytes)})  ` +
          `${ms.toFixed(1).padStart(6)} ms (${ratio(ms / baseMs)})  ${of.filter((r) => r.pass).length} pass  ` +
          `lazy ${kb(lazyBytes).padStart(9)}`,
      );
    }
    const passing = rows.filter((r) => r.pass).length;
    const cpuPassing = rows.filter((r) => r.rb <= TARGET_RATIO && r.rc <= TARGET_RATIO).length;
    const highest = [...rows].sort((a, b) => b.rc - a.rc).slice(0, 3);
    console.log(
      `\n${passing} of ${rows.length} functions meet both targets (bytes and init at most ${TARGET_RATIO}x the baseline).` +
        `\n${cpuPassing} of ${rows.length} meet both with init CPU time instead; init CPU within ${TARGET_RATIO}x: ` +
        `${rows.filter((r) => r.rc <= TARGET_RATIO).length} (median ${ratio(median(rows.map((r) => r.rc)))}, ` +
        `highest ${highest.map((r) => `${r.b.handler} ${ratio(r.rc)}`).join(', ')}).`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
