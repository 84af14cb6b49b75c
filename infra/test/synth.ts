import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, RemovalPolicy } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { createRingside, type RingsideStacks } from '../ringside';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const FUNCTIONS_DIR = path.join(PROJECT_ROOT, 'functions');

/** cdk.json's context (feature flags), so tests synthesize with the same flags as `cdk synth`. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

export interface SynthesizedRingside {
  readonly stacks: RingsideStacks;
  /** The cloud assembly directory (staged assets included). */
  readonly outdir: string;
  readonly stateful: Template;
  readonly ops: Template;
  readonly api: Template;
  readonly realtime: Template;
  readonly jobs: Template;
  readonly web: Template;
  /** Deletes the temporary cloud assembly and site directories. */
  cleanup(): void;
}

export interface SynthOptions {
  readonly stage?: string;
  readonly alarmEmails?: readonly string[];
}

/**
 * Synthesizes the whole app with bundling skipped (~2 s): a temp cdk.out and a temp "web/dist" holding
 * index.html and, as `vite build` leaves it, the build manifest .vite/manifest.json, both deleted by
 * cleanup().
 */
export function synthRingside(options: SynthOptions = {}): SynthesizedRingside {
  const stage = options.stage ?? 'test';
  const outdir = mkdtempSync(path.join(tmpdir(), 'ringside-cdk-out-'));
  const siteDir = mkdtempSync(path.join(tmpdir(), 'ringside-site-'));
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Ringside</title>');
  mkdirSync(path.join(siteDir, '.vite'));
  writeFileSync(path.join(siteDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js"}}');
  try {
    const app = new App({
      outdir,
      context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    });
    const stacks = createRingside(app, {
      stage,
      functions: { projectRoot: PROJECT_ROOT, functionsDir: FUNCTIONS_DIR },
      siteDir,
      logs: { retention: RetentionDays.ONE_WEEK, removalPolicy: RemovalPolicy.DESTROY },
      alarmEmails: options.alarmEmails,
    });
    return {
      stacks,
      outdir,
      stateful: Template.fromStack(stacks.stateful),
      ops: Template.fromStack(stacks.ops),
      api: Template.fromStack(stacks.api),
      realtime: Template.fromStack(stacks.realtime),
      jobs: Template.fromStack(stacks.jobs),
      web: Template.fromStack(stacks.web),
      cleanup: () => {
        rmSync(outdir, { recursive: true, force: true });
        rmSync(siteDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
    throw err;
  }
}
