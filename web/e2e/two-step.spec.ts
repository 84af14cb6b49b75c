import type { Page } from '@playwright/test';
import { totpCode } from '../../scripts/local/totp';
import { SETTINGS_TEXTS, TWO_STEP_TEXTS } from '../../shared/messages';
import {
  expect,
  expectHome,
  expectToast,
  logIn,
  newOnboardedFan,
  ONBOARDED_FAN_PASSWORD,
  openAccountMenuItem,
  PHONE_TOO,
  shot,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * Two-step verification (docs/account.md): a fan turns it on in Settings with their password and their
 * authenticator app (the codes computed here from the setup key, as the app computes them), logs out, and
 * logging in asks for the code.
 */

const section = (page: Page) => page.getByRole('region', { name: TWO_STEP_TEXTS.sectionTitle });

test(
  'a fan turns on two-step verification, and logging in then asks for the code',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, 'twostep');
    await newOnboardedFan(page, testInfo, 'Two Step Fan', email);
    await openAccountMenuItem(page, SETTINGS_TEXTS.title);
    await expect(section(page).getByText(TWO_STEP_TEXTS.isOff)).toBeVisible();

    await section(page).getByRole('button', { name: TWO_STEP_TEXTS.turnOn }).click();
    // The server makes the change: the password first, then the new secret.
    const start = page.getByRole('dialog', { name: TWO_STEP_TEXTS.onTitle });
    await start.getByLabel(SETTINGS_TEXTS.passwordTitle).fill(ONBOARDED_FAN_PASSWORD);
    await start.getByRole('button', { name: TWO_STEP_TEXTS.continue }).click();
    await expect(section(page).getByRole('img', { name: TWO_STEP_TEXTS.qrLabel })).toBeVisible();
    const key = (await section(page).getByTestId('two-step-key').textContent())?.replace(/\s/g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expect(section(page).getByRole('link', { name: TWO_STEP_TEXTS.openApp })).toHaveAttribute(
      'href',
      new RegExp(`^otpauth://totp/Ringside:.+\\?secret=${key}&issuer=Ringside$`),
    );
    await section(page).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'two-step-setup');
    await section(page).getByLabel(TWO_STEP_TEXTS.code).fill(totpCode(key));
    await section(page).getByRole('button', { name: TWO_STEP_TEXTS.confirm }).click();
    await expectToast(page, TWO_STEP_TEXTS.turnedOn);
    await expect(section(page).getByText(TWO_STEP_TEXTS.isOn)).toBeVisible();
    await shot(page, testInfo, 'two-step-on');

    await openAccountMenuItem(page, 'Sign Out');
    await logIn(page, email, ONBOARDED_FAN_PASSWORD);
    await expect(page.getByRole('heading', { name: TWO_STEP_TEXTS.loginTitle })).toBeVisible();
    const field = page.getByLabel(TWO_STEP_TEXTS.code);
    await field.fill(totpCode(key) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: TWO_STEP_TEXTS.verify }).click();
    await expect(page.getByRole('alert')).toHaveText(TWO_STEP_TEXTS.wrongCode);
    await shot(page, testInfo, 'two-step-login-wrong-code');
    // The setup's code is spent (each code once): the app's next one, accepted one step ahead.
    const loginStep = Math.floor((Date.now() + 30_000) / 30_000);
    await field.fill(totpCode(key, Date.now() + 30_000));
    await page.getByRole('button', { name: TWO_STEP_TEXTS.verify }).click();
    await expectHome(page);

    // Off: the password and a current code (the server checks both). That code must be a step the log-in
    // did not use: wait for the next one if need be.
    await openAccountMenuItem(page, SETTINGS_TEXTS.title);
    await section(page).getByRole('button', { name: TWO_STEP_TEXTS.turnOff }).click();
    const off = page.getByRole('dialog', { name: TWO_STEP_TEXTS.offTitle });
    await off.getByLabel(SETTINGS_TEXTS.passwordTitle).fill(ONBOARDED_FAN_PASSWORD);
    const wait = loginStep * 30_000 - Date.now() + 500;
    if (wait > 0) await page.waitForTimeout(wait);
    await off.getByLabel(TWO_STEP_TEXTS.code).fill(totpCode(key, Date.now() + 30_000));
    await off.getByRole('button', { name: TWO_STEP_TEXTS.turnOff }).click();
    await expectToast(page, TWO_STEP_TEXTS.turnedOff);
    await expect(section(page).getByText(TWO_STEP_TEXTS.isOff)).toBeVisible();
  },
);
