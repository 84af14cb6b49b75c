import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/local/chromium.ts';
import { portsFor } from '../../scripts/local/ports.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const BASE_URL = process.env.RINGSIDE_E2E_BASE_URL ?? `http://127.0.0.1:${portsFor('e2e').web}`;

/**
 * E2E against the local cloud (scripts/dev.ts --e2e serves the built SPA on :4173 and proxies
 * /api, /media, /cognito, /ws and /config.json). Set RINGSIDE_E2E_BASE_URL to target another
 * stage; then no local server is started. Build first: `npm run build:web`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(REPO_ROOT, 'test-results', 'e2e'),
  // One journey at a time: the suite is CPU-bound on CI's 2 cores (Chromium draws most of it), and two
  // workers there were 9% faster and made journeys time out (docs/testing.md).
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(REPO_ROOT, 'playwright-report') }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Only the journeys tagged @phone (PHONE_TOO in fixtures.ts): those whose steps or screens differ
      // at this width. The rest run once, at desktop width (docs/testing.md).
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: process.env.RINGSIDE_E2E_BASE_URL
    ? undefined
    : {
        command: 'npx tsx scripts/dev.ts --e2e',
        url: `${BASE_URL}/config.json`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        cwd: REPO_ROOT,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
