import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createRingside, type RingsideStacks } from '../ringside';
import { type Fact, resolveStage } from '../stage-settings';

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
  /** The backup copy vault's stack (stages that copy backups to a second region). */
  readonly backupCopy?: Template;
  /** The us-east-1 stack of the edge web ACL and site certificate (stages that know their environment). */
  readonly edge?: Template;
  /** Deletes the temporary cloud assembly and site directories. */
  cleanup(): void;
}

/** Every template of a synthesized stage, the backup copy's when it has one. */
export const templatesOf = (s: SynthesizedRingside): Template[] => [
  s.stateful,
  s.ops,
  s.api,
  s.realtime,
  s.jobs,
  s.web,
  ...(s.backupCopy ? [s.backupCopy] : []),
  ...(s.edge ? [s.edge] : []),
];

/** A template's resource, as the tests read it. */
export type TemplateResource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };

export const resources = (template: Template) =>
  template.toJSON().Resources as Record<string, TemplateResource>;

/** [logical id, resource] of every resource of `type`. */
export const ofType = (template: Template, type: string) =>
  Object.entries(resources(template)).filter(([, r]) => r.Type === type);

/**
 * Stages synthesized on first use, once per test file: `get(name)` synthesizes (or returns) one,
 * `cleanup()` (in afterAll) deletes every one that was made.
 */
export function lazySynths<K extends string>(makers: Record<K, () => SynthesizedRingside>) {
  const made: Partial<Record<K, SynthesizedRingside>> = {};
  return {
    get: (name: K): SynthesizedRingside => {
      made[name] ??= makers[name]();
      return made[name];
    },
    cleanup: () => {
      for (const synth of Object.values<SynthesizedRingside | undefined>(made)) synth?.cleanup();
    },
  };
}

export interface SynthOptions {
  readonly stage?: string;
  /** Deployment facts, as `-c` or RINGSIDE_* would give them. @default none (prod needs PROD_FACTS) */
  readonly facts?: Partial<Record<Fact, string>>;
}

/** Dummy deployment facts for synthesizing prod in tests (no AWS account is touched). */
export const PROD_FACTS = {
  account: '111111111111',
  region: 'eu-west-1',
  backupRegion: 'eu-central-1',
  alarmEmail: 'ops@example.com',
  uploadCorsOrigins: 'https://ringside.example.com',
  sesFromEmail: 'no-reply@ringside.example.com',
  apiDomain: 'api.ringside.example.com',
  apiCertificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/11111111-2222-3333-4444-555555555555',
  originClientCertificateArn:
    'arn:aws:acm:us-east-1:111111111111:certificate/66666666-7777-8888-9999-000000000000',
  originTruststoreUri: 's3://ringside-prod-truststore/origin-ca-2026.pem',
  siteDomain: 'ringside.example.com',
  siteHostedZoneId: 'Z0123456789ABCDEFGHIJ',
  siteHostedZoneName: 'ringside.example.com',
} as const satisfies Record<Exclude<Fact, 'siteCertificateArn'>, string>;

/** An app with the whole of Ringside in it, not synthesized yet (bundling skipped), and its temp dirs. */
export interface RingsideApp {
  readonly app: App;
  readonly stacks: RingsideStacks;
  /** The cloud assembly directory (staged assets included). */
  readonly outdir: string;
  /** Deletes the temporary cloud assembly and site directories. */
  cleanup(): void;
}

/**
 * Builds the whole app with bundling skipped: a temp cdk.out and a temp "web/dist" holding index.html
 * and, as `vite build` leaves it, the build manifest .vite/manifest.json, both deleted by cleanup().
 */
export function ringsideApp(options: SynthOptions = {}): RingsideApp {
  const stage = options.stage ?? 'test';
  const outdir = mkdtempSync(path.join(tmpdir(), 'ringside-cdk-out-'));
  const siteDir = mkdtempSync(path.join(tmpdir(), 'ringside-site-'));
  const cleanup = () => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  };
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Ringside</title>');
  mkdirSync(path.join(siteDir, '.vite'));
  writeFileSync(path.join(siteDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js"}}');
  try {
    const app = new App({
      outdir,
      context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    });
    const facts: Partial<Record<Fact, string>> = options.facts ?? {};
    const stacks = createRingside(app, {
      stage: resolveStage(stage, (fact) => facts[fact]),
      functions: { projectRoot: PROJECT_ROOT, functionsDir: FUNCTIONS_DIR },
      siteDir,
    });
    return { app, stacks, outdir, cleanup };
  } catch (err) {
    cleanup();
    throw err;
  }
}

/** Synthesizes the whole app with bundling skipped (~2 s): ringsideApp(), then every stack's template. */
export function synthRingside(options: SynthOptions = {}): SynthesizedRingside {
  const { stacks, outdir, cleanup } = ringsideApp(options);
  try {
    return {
      stacks,
      outdir,
      stateful: Template.fromStack(stacks.stateful),
      ops: Template.fromStack(stacks.ops),
      api: Template.fromStack(stacks.api),
      realtime: Template.fromStack(stacks.realtime),
      jobs: Template.fromStack(stacks.jobs),
      web: Template.fromStack(stacks.web),
      backupCopy: stacks.backupCopy ? Template.fromStack(stacks.backupCopy) : undefined,
      edge: stacks.edge ? Template.fromStack(stacks.edge) : undefined,
      cleanup,
    };
  } catch (err) {
    cleanup();
    throw err;
  }
}
