import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');

export const SEEDED = {
  admin: { email: 'admin@ringside.local', password: 'ringside-admin' },
  fan: { email: 'stone.cold@ringside.local', password: 'ringside' },
} as const;

/** Saves web/e2e/screenshots/<project>-<name>.png (kept for people to look at). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let dialog fades and menu transitions finish so the picture shows what a person sees.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(300);
  await page.screenshot({
    animations: 'disabled',
    path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${name}.png`),
    fullPage: false,
  });
}

/** A unique address per run and project, so sign-ups never collide. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${tag}-${testInfo.project.name}-${stamp}@e2e.ringside.local`;
}

export function toast(page: Page): Locator {
  return page.getByTestId('toast');
}

/** Expects the (single) visible toast to show this title and, optionally, this description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const t = toast(page);
  await expect(t).toBeVisible();
  await expect(t.locator('.MuiAlertTitle-root')).toHaveText(title);
  if (description !== undefined) await expect(t).toContainText(description);
}

export interface SignupFields {
  displayName?: string;
  month?: string;
  day?: string;
  year?: string;
  gender?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

export async function fillSignup(page: Page, f: SignupFields): Promise<void> {
  if (f.displayName !== undefined) await page.getByLabel('Display Name').fill(f.displayName);
  if (f.month !== undefined) await page.getByLabel('Month').selectOption(f.month);
  if (f.day !== undefined) await page.getByLabel('Day').selectOption(f.day);
  if (f.year !== undefined) await page.getByLabel('Year').selectOption(f.year);
  if (f.gender !== undefined) await page.getByLabel('Gender').selectOption(f.gender);
  if (f.email !== undefined) await page.getByLabel('Email').fill(f.email);
  if (f.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(f.password);
  if (f.confirm !== undefined) await page.getByLabel('Confirm Password').fill(f.confirm);
}

/** The home screen of a fan with a complete profile: the create-post box is there. */
export async function expectHome(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Create a post' })).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * The default test: the visitor has already answered the cookie banner, so it does not cover
 * the screens under test. cookies.spec.ts uses the plain Playwright test instead.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('cookie-consent'))
        window.localStorage.setItem('cookie-consent', 'accepted');
    });
    await use(context);
  },
});

export { expect };
