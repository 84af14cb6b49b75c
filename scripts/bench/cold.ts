/**
 * Lambda cold start benchmark (docs/performance.md, "Lambda bundles and cold start"): the bundle
 * size and module init time of every function the manifest deploys, side by side with a bare
 * DynamoDB handler (scripts/bench/cold-baseline.ts: the DocumentClient and one GetItem).
 *
 *   npm run bench:cold [-- --runs 5] [-- --only get-user] [-- --inputs http/get-user]
 *
 * 1. Bundles each function (HTTP routes, WebSocket routes and authorizer, Cognito triggers, stream
 *    lanes, scheduled jobs: the lists infra/ builds them from) and the baseline with esbuild's JS
 *    API and exactly the settings CDK's NodejsFunction gets (LAMBDA_BUNDLING and sharpBundling,
 *    exported by infra/constructs/function-with-log-group.ts), into a temporary directory.
 * 2. Imports each bundle in a fresh `node` process --runs times (round-robin over the functions, so
 *    a busy moment of the machine hits all of them alike), with the function's NODE_OPTIONS, a
 *    Lambda-like environment and its kind's variables set to dummy values. Module init is the time
 *    from before `import()` to its resolution, measured inside the child with performance.now().
 * 3. Prints per function the minified (uncompressed) bytes and the median init time, each with its
 *    ratio to the baseline, and PASS when both ratios are at most TARGET_RATIO.
 *
 * --inputs <handler> prints what that function's bundle is made of (esbuild's metafile: bytes in
 * the output per package and the largest files). The exit code is 0 either way: this measures.
 */
import './quiet';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import {
  handlerEntry,
  LAMBDA_BUNDLING,
  LAMBDA_NODE_OPTIONS,
  sharpBundling,
} from '../../infra/constructs/function-with-log-group';
import { HTTP_ROUTES } from '../../shared/manifest/http-routes';
import {
  FUNCTION_SETTINGS,
  type FunctionKind,
  httpRouteKind,
  OBSERVABILITY_ENV,
} from '../../shared/manifest/runtime';
import { SCHEDULED_JOBS } from '../../shared/manifest/scheduled-jobs';
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
  ];
  return fns.map((f) => ({ ...f, entry: handlerEntry(FUNCTIONS_DIR, f.handler) }));
}

interface Bundle extends Fn {
  file: string;
  bytes: number;
  metafile: Metafile;
}

/** Bundles `fn` as CDK's NodejsFunction does (its esbuild command line, as JS API options). */
async function bundle(fn: Fn, outDir: string): Promise<Bundle> {
  const sharp = sharpBundling(fn.kind);
  const file = path.join(outDir, fn.handler.replace(/\//g, '__'), 'index.mjs');
  const result = await build({
    entryPoints: [fn.entry],
    bundle: true,
    platform: 'node',
    target: LAMBDA_BUNDLING.target,
    format: LAMBDA_BUNDLING.format,
    outfile: file,
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourceMap,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    // bundleAwsSDK: true adds no @aws-sdk externals; sharp is external or installed (same thing here).
    external: [...(sharp.externalModules ?? []), ...(sharp.nodeModules ?? [])],
    banner: { js: LAMBDA_BUNDLING.banner },
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    absWorkingDir: ROOT,
    metafile: true,
    logLevel: 'error',
  });
  return { ...fn, file, bytes: statSync(file).size, metafile: result.metafile };
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
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
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

/** The child: imports the bundle once and prints the milliseconds until the import resolved. */
const CHILD = `
const { performance } = await import('node:perf_hooks');
const { pathToFileURL } = await import('node:url');
const start = performance.now();
const mod = await import(pathToFileURL(process.argv[1]).href);
const ms = performance.now() - start;
if (typeof mod.handler !== 'function') throw new Error('no handler export');
process.stdout.write(JSON.stringify({ ms }));
`;

function initOnce(b: Bundle): number {
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, b.file], {
    env: lambdaEnv(b),
    encoding: 'utf8',
    cwd: path.dirname(b.file),
  });
  const line = res.stdout.trim().split('\n').at(-1) ?? '';
  if (res.status !== 0 || !line.startsWith('{')) {
    throw new Error(`${b.handler}: import failed (exit ${res.status})\n${res.stderr}`);
  }
  return (JSON.parse(line) as { ms: number }).ms;
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
  console.log(`\nWhat ${b.handler} (${kb(b.bytes)}) is made of, bytes in the minified output:\n`);
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [pkg, bytes] of rows) console.log(`  ${kb(bytes).padStart(10)}  ${pkg}`);
  console.log('\n  Largest files:');
  for (const [file, bytes] of files.sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${kb(bytes).padStart(10)}  ${file}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (x: number) => `${x.toFixed(2)}x`;

async function main() {
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
    const times = new Map<string, number[]>(bundles.map((b) => [b.handler, []]));
    for (let run = 0; run < RUNS; run++) for (const b of bundles) times.get(b.handler)?.push(initOnce(b));

    const base = bundles[0] as Bundle;
    const baseMs = median(times.get(BASELINE) as number[]);
    console.log(
      `\nBaseline (DocumentClient + one GetItem): ${kb(base.bytes)}, module init ${baseMs.toFixed(1)} ms. ` +
        `Target: at most ${TARGET_RATIO}x of both.\n`,
    );
    const header = ['function', 'kind', 'bytes', 'x base', 'init ms', 'x base', ''];
    const rows = bundles.slice(1).map((b) => {
      const ms = median(times.get(b.handler) as number[]);
      const rb = b.bytes / base.bytes;
      const rt = ms / baseMs;
      const pass = rb <= TARGET_RATIO && rt <= TARGET_RATIO;
      return { b, ms, rb, rt, pass };
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
      ]),
    ];
    const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] as string).length)));
    for (const [i, row] of table.entries()) {
      console.log(
        row
          .map((cell, c) =>
            c < 2 || c === 6 ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number),
          )
          .join('  '),
      );
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }

    console.log('\nPer kind (median over its functions):');
    for (const kind of [...new Set(rows.map((r) => r.b.kind))]) {
      const of = rows.filter((r) => r.b.kind === kind);
      const bytes = median(of.map((r) => r.b.bytes));
      const ms = median(of.map((r) => r.ms));
      console.log(
        `  ${kind.padEnd(13)} ${String(of.length).padStart(2)} functions  ${kb(bytes).padStart(9)} (${ratio(bytes / base.bytes)})  ` +
          `${ms.toFixed(1).padStart(6)} ms (${ratio(ms / baseMs)})  ${of.filter((r) => r.pass).length} pass`,
      );
    }
    const passing = rows.filter((r) => r.pass).length;
    console.log(
      `\n${passing} of ${rows.length} functions meet both targets (bytes and init at most ${TARGET_RATIO}x the baseline).`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
