/**
 * Lazy modules ship as files of their own (infra/constructs/lazy-modules.ts): synthesizes three
 * functions with bundling on, as `cdk synth` bundles them, and reads their staged assets.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_SETTINGS, type FunctionKind } from '../../shared/manifest/runtime';
import { FunctionWithLogGroup, type FunctionWithLogGroupProps } from '../constructs/function-with-log-group';
import { LAZY_ASSET_DIR, LAZY_CHUNK_PREFIX, lazyModuleNames } from '../constructs/lazy-modules';
import { FUNCTIONS_DIR } from './synth';

const PROJECT_ROOT = path.resolve(FUNCTIONS_DIR, '..');

/** Handler -> kind of the functions synthesized here: traced without S3, traced with S3, untraced. */
const FUNCTIONS = {
  'http/get-user': 'http',
  'http/create-upload-url': 'http',
  'ws/default': 'ws',
} as const satisfies Record<string, FunctionKind>;
type Handler = keyof typeof FUNCTIONS;

let outdir: string;
const assets = new Map<Handler, string>();

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'ringside-lazy-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'LazyModules');
  const ids = new Map<Handler, string>();
  for (const [handler, kind] of Object.entries(FUNCTIONS) as [Handler, FunctionKind][]) {
    const environment = Object.fromEntries(FUNCTION_SETTINGS[kind].env.map((name) => [name, 'test']));
    const fn = new FunctionWithLogGroup(stack, handler.replace('/', '-'), {
      source: { projectRoot: PROJECT_ROOT, functionsDir: FUNCTIONS_DIR },
      handler,
      kind,
      environment,
    } as FunctionWithLogGroupProps).function;
    ids.set(handler, stack.getLogicalId(fn.node.defaultChild as CfnFunction));
  }
  const template = app.synth().getStackByName('LazyModules').template as {
    Resources: Record<string, { Properties: { Code: { S3Key: string } } }>;
  };
  for (const [handler, id] of ids) {
    const key = template.Resources[id]?.Properties.Code.S3Key as string;
    assets.set(handler, path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`));
  }
}, 180_000);
afterAll(() => outdir && rmSync(outdir, { recursive: true, force: true }));

const initFile = (handler: Handler) =>
  readFileSync(path.join(assets.get(handler) as string, 'index.mjs'), 'utf8');
/** Every file in the asset's lazy directory. */
const lazyFiles = (handler: Handler) => {
  const dir = path.join(assets.get(handler) as string, LAZY_ASSET_DIR);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
/** The lazy modules in the asset (lazy/<name>.mjs; not the chunks they share, not source maps). */
const lazyModules = (handler: Handler) =>
  lazyFiles(handler)
    .filter((f) => f.endsWith('.mjs') && !f.startsWith(LAZY_CHUNK_PREFIX))
    .map((f) => f.slice(0, -'.mjs'.length));
const lazyFile = (handler: Handler, name: string) =>
  readFileSync(path.join(assets.get(handler) as string, LAZY_ASSET_DIR, `${name}.mjs`), 'utf8');

/**
 * Strings only the X-Ray SDK, Powertools Metrics, Powertools Logger and the S3 client carry: the
 * variable X-Ray's daemon is found by, the EMF key Metrics writes, a variable only the Logger reads,
 * the S3 commands' service name (the command names themselves are in our code too).
 */
const XRAY_SDK = 'AWS_XRAY_DAEMON_ADDRESS';
const METRICS_EMF = 'CloudWatchMetrics';
const LOGGER = 'POWERTOOLS_LOGGER_LOG_EVENT';
const S3_SERVICE = '"AmazonS3"';
/** Whether `text` contains `marker` (a boolean, so a failure does not print a whole bundle). */
const has = (text: string, marker: string) => text.includes(marker);

describe('lazy modules in the asset', () => {
  it('a traced HTTP route gets the X-Ray SDK, Powertools Metrics and Logger and the origin-verify secret reader as lazy files, not in its init file', () => {
    expect(lazyModules('http/get-user')).toEqual(['logger', 'metrics', 'origin-secrets', 'xray']);
    // What they share (parts of Powertools' commons, and of the AWS SDK the Secrets Manager client and
    // Powertools both use) is in chunks beside them, not copied in each.
    const chunks = lazyFiles('http/get-user').filter(
      (f) => f.startsWith(LAZY_CHUNK_PREFIX) && f.endsWith('.mjs'),
    );
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(has(initFile('http/get-user'), `"./${LAZY_ASSET_DIR}/origin-secrets.mjs"`)).toBe(true);
    expect(has(initFile('http/get-user'), 'GetSecretValue')).toBe(false);
    expect(has(lazyFile('http/get-user', 'origin-secrets'), 'GetSecretValue')).toBe(true);
    expect(has(initFile('http/get-user'), `"./${LAZY_ASSET_DIR}/xray.mjs"`)).toBe(true);
    expect(has(initFile('http/get-user'), `"./${LAZY_ASSET_DIR}/metrics.mjs"`)).toBe(true);
    expect(has(initFile('http/get-user'), `"./${LAZY_ASSET_DIR}/logger.mjs"`)).toBe(true);
    expect(has(initFile('http/get-user'), XRAY_SDK)).toBe(false);
    expect(has(initFile('http/get-user'), METRICS_EMF)).toBe(false);
    expect(has(initFile('http/get-user'), LOGGER)).toBe(false);
    expect(has(lazyFile('http/get-user', 'xray'), XRAY_SDK)).toBe(true);
    expect(has(lazyFile('http/get-user', 'metrics'), METRICS_EMF)).toBe(true);
    expect(has(lazyFile('http/get-user', 'logger'), LOGGER)).toBe(true);
  });

  it('a function that uses S3 gets the S3 and presigner files; one that does not, none', () => {
    expect(lazyModules('http/create-upload-url')).toEqual([
      'logger',
      'metrics',
      'origin-secrets',
      'presigner',
      's3',
      'xray',
    ]);
    // What the presigner and S3 share is in chunks of their own, not twice.
    expect(lazyFiles('http/create-upload-url').some((f) => f.startsWith(LAZY_CHUNK_PREFIX))).toBe(true);
    expect(has(initFile('http/create-upload-url'), S3_SERVICE)).toBe(false);
    expect(has(lazyFile('http/create-upload-url', 's3'), S3_SERVICE)).toBe(true);
    expect(lazyModules('http/get-user')).not.toContain('s3');
  });

  it('an untraced function that loads nothing lazily has no lazy files', () => {
    expect(lazyFiles('ws/default')).toEqual([]);
    expect(has(initFile('ws/default'), `./${LAZY_ASSET_DIR}/`)).toBe(false);
  });

  it('the lazy modules in an asset are those its init file names, and each loads in Node', () => {
    for (const handler of assets.keys()) {
      const named = [...initFile(handler).matchAll(/"\.\/lazy\/([\w-]+)\.mjs"/g)].map((m) => m[1] as string);
      expect(lazyModules(handler), handler).toEqual([...new Set(named)].sort());
      for (const name of named) {
        expect(lazyModuleNames(FUNCTIONS_DIR)).toContain(name);
        const file = path.join(assets.get(handler) as string, LAZY_ASSET_DIR, `${name}.mjs`);
        const res = spawnSync(
          process.execPath,
          ['--input-type=module', '-e', `await import(${JSON.stringify(file)})`],
          {
            encoding: 'utf8',
          },
        );
        expect(res.stderr, `${handler}: ${name}`).toBe('');
        expect(res.status).toBe(0);
      }
    }
  });
});
