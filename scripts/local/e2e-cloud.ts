/**
 * The local cloud as the e2e suite runs it (`scripts/dev.ts --e2e`: fresh seeded data, the built
 * web/dist behind `vite preview`), for the scripts that measure the built SPA in a browser
 * (scripts/spa-size.ts, scripts/lighthouse.ts). Set RINGSIDE_PORT_SHIFT as for the e2e suite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LOCAL_HOST, portsFor } from './ports.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The built SPA's address on the e2e ports. */
export const E2E_BASE_URL = `http://${LOCAL_HOST}:${portsFor('e2e').web}`;

/** The seeded fan both scripts sign in as. */
export const SEEDED_FAN = { email: 'stone.cold@ringside.local', password: 'ringside' } as const;

/**
 * Signs the seeded fan in on the landing page `page` shows: answers the cookie banner, reloads, logs in
 * through the form, and waits for home. The session stays in the browser profile.
 */
export async function signInSeededFan(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  await page.reload();
  await page.getByLabel('Email').fill(SEEDED_FAN.email);
  await page.getByLabel('Password').fill(SEEDED_FAN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('region', { name: 'Create a post' }).waitFor({ timeout: 30_000 });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `scripts/dev.ts --e2e` unless the e2e cloud already answers; resolves once /config.json does,
 * with the child to stop (null when an existing cloud was reused).
 */
export async function startE2eCloud(): Promise<ChildProcess | null> {
  if (await answers(`${E2E_BASE_URL}/config.json`)) return null;
  const child = spawn('npx', ['tsx', 'scripts/dev.ts', '--e2e'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`scripts/dev.ts --e2e exited with ${child.exitCode}`);
    if (await answers(`${E2E_BASE_URL}/config.json`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopE2eCloud(child);
  throw new Error('the local cloud did not answer within 3 minutes');
}

/** Stops a cloud startE2eCloud started (its whole process group), and waits until it is gone. */
export async function stopE2eCloud(child: ChildProcess | null): Promise<void> {
  if (child?.pid === undefined) return;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
