/**
 * `npm run dev`: the whole local cloud plus the Vite dev server, on 127.0.0.1.
 *   --e2e     fresh data on the e2e ports, serving the built SPA (web/dist) with `vite preview`
 *   --fresh   wipe the local data first (re-seeds)
 *   --faults  put the table's fault switch in front of DynamoDB Local (POST /__local/faults/dynamodb)
 * Ctrl-C stops everything, DynamoDB Local's Java child included.
 */
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startLocalCloud } from './local/cloud';
import { REPO_ROOT } from './local/lambda-runtime';
import type { Profile } from './local/ports';

const args = new Set(process.argv.slice(2));
const e2e = args.has('--e2e');
const profile: Profile = e2e ? 'e2e' : 'dev';
process.env.RINGSIDE_PROFILE = profile;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const logDir = path.join(REPO_ROOT, '.local');
mkdirSync(logDir, { recursive: true });
const logFile = path.join(logDir, `${profile}.log`);
const log = (line: string) => appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
const progress = (step: string) => console.log(`[ringside ${elapsed()}] ${step}...`);

async function main() {
  if (e2e && !existsSync(path.join(REPO_ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` before the e2e suite');
  }
  const cloud = await startLocalCloud({
    profile,
    fresh: e2e || args.has('--fresh'),
    // The e2e run starts fresh and throws its data away: DynamoDB Local in memory writes several
    // times faster than on disk (the seed, and every write of the suite).
    inMemory: e2e,
    seed: true,
    faults: args.has('--faults'),
    progress,
    log,
  });

  let closeWeb: () => Promise<void> = async () => undefined;
  const stopAll = async (code: number) => {
    console.log('\n[ringside] stopping...');
    await closeWeb().catch(() => undefined);
    await cloud.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stopAll(0));

  progress(e2e ? 'serving the built SPA' : 'starting the Vite dev server');
  try {
    const vite = await import('vite');
    const configFile = path.join(REPO_ROOT, 'web', 'vite.config.ts');
    if (e2e) {
      const server = await vite.preview({ configFile, logLevel: 'warn' });
      closeWeb = () => server.close();
    } else {
      const server = await vite.createServer({ configFile, logLevel: 'info' });
      await server.listen();
      closeWeb = () => server.close();
    }
  } catch (err) {
    await cloud.stop();
    throw err;
  }

  const url = `http://127.0.0.1:${cloud.ports.web}`;
  console.log(`\n[ringside ${elapsed()}] Ringside is ready at ${url}`);
  if (cloud.seeded) {
    console.log('\nDemo log-ins (local only):');
    const width = Math.max(...cloud.seeded.map((fan) => fan.email.length));
    for (const fan of cloud.seeded) {
      console.log(`  ${fan.admin ? 'admin' : 'fan  '}  ${fan.email.padEnd(width)}  ${fan.password}`);
    }
  } else {
    console.log(
      '\nDemo log-ins: admin@ringside.local / ringside-admin, stone.cold@ringside.local / ringside',
    );
  }
  console.log(`\nLogs: ${path.relative(REPO_ROOT, logFile)}. Press Ctrl-C to stop.`);
}

main().catch((err: Error) => {
  console.error(`[ringside] failed to start: ${err.message}`);
  log(err.stack ?? err.message);
  process.exit(1);
});
