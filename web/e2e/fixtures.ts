import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { avatarPng } from '../../scripts/local/png';
import { LOCAL_HOST, portsFor } from '../../scripts/local/ports';
import { expectAccessible } from './axe';

export const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');

export const SEEDED = {
  admin: { email: 'admin@ringside.local', password: 'ringside-admin' },
  fan: { email: 'stone.cold@ringside.local', password: 'ringside' },
} as const;

/**
 * The details of a journey that also runs at phone width (`test(title, PHONE_TOO, body)`): the phone
 * project runs only these (playwright.config.ts), the desktop project every journey. A journey gets it
 * when its steps differ on a phone (the bottom bar, the search toggle, the composer, the toast on top,
 * menus and dialogs that fill the screen) or when it shows a screen whose phone layout no other phone
 * journey shows; docs/testing.md lists which and why.
 */
export const PHONE_TOO = { tag: '@phone' };

/**
 * Saves web/e2e/screenshots/<project>-<name>.png (kept for people to look at), then checks the screen with
 * axe-core (WCAG 2.1 A and AA): a serious or critical violation fails the test. The picture is taken at
 * one image pixel per CSS pixel (390 px wide on the phone, which draws at 3x: encoding its 1170 px
 * picture took 1.4-1.8 s against 0.1 s).
 */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let dialog fades and menu transitions finish so the picture shows what a person sees (MUI's transitions
  // end on JS timers, 225 ms to enter, that getAnimations() cannot see).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(300);
  await base.step(`screenshot ${name}`, () =>
    page.screenshot({
      animations: 'disabled',
      path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${name}.png`),
      fullPage: false,
      scale: 'css',
    }),
  );
  await base.step(`axe ${name}`, () => expectAccessible(page, testInfo, name));
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

/**
 * A toast shown briefly before the page moves on (a redirect 500 ms after it): watched for and read inside
 * the page in one step, on every animation frame, so neither expect's spaced retries nor a second round
 * trip to read it can fall after the redirect.
 */
export async function expectBriefToast(page: Page, title: string, description: string): Promise<void> {
  const { title: shownTitle, text } = await page.evaluate(
    () =>
      new Promise<{ title: string; text: string }>((resolve) => {
        const look = () => {
          const el = document.querySelector('[data-testid="toast"]');
          const found = el?.querySelector('.MuiAlertTitle-root')?.textContent;
          if (el && found) resolve({ title: found, text: el.textContent ?? '' });
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  expect(shownTitle).toBe(title);
  expect(text).toContain(description);
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

/** A browser context of its own (a second fan), with the cookie banner already answered. */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, baseURL });
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  return context.newPage();
}

/** Calls the API from the page with the fan's own session token (as the SPA does). */
export async function apiFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

/** The password of every fan newOnboardedFan signs up (pass it an e-mail to log in as them later). */
export const ONBOARDED_FAN_PASSWORD = 'ohyeah1';

/**
 * Signs a new fan up (against the local cloud with the form's own calls, signUpBehindTheScenes;
 * against a deployed stage through the form) and completes their profile through the API
 * (onboarding's own journey is covered by onboarding.spec.ts), then opens the home screen. Returns the fan's id.
 * Against the local cloud the fan's e-mail is confirmed too (confirmEmailBehindTheScenes), so other
 * journeys' screens show no "Confirm your email" notice; `{ confirmEmail: false }` keeps it waiting
 * (account.spec.ts confirms it through the notice itself).
 */
export async function newOnboardedFan(
  page: Page,
  testInfo: TestInfo,
  displayName: string,
  email = uniqueEmail(testInfo, 'social'),
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<string> {
  return base.step(`sign up ${displayName}`, () => signUpOnboarded(page, displayName, email, confirmEmail));
}

async function signUpOnboarded(
  page: Page,
  displayName: string,
  email: string,
  confirmEmail: boolean,
): Promise<string> {
  const password = ONBOARDED_FAN_PASSWORD;
  if (process.env.RINGSIDE_E2E_BASE_URL) {
    await page.goto('/signup');
    await fillSignup(page, {
      displayName,
      month: '4',
      day: '12',
      year: '1994',
      email,
      password,
      confirm: password,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible({ timeout: 20_000 });
  } else {
    await signUpBehindTheScenes(page, displayName, email, password);
  }
  await completeProfile(page);
  if (confirmEmail && !process.env.RINGSIDE_E2E_BASE_URL) await confirmEmailBehindTheScenes(page, email);
  await page.goto('/');
  await expectHome(page);
  return (await apiFromPage<{ id: string }>(page, 'GET', '/api/user')).id;
}

/**
 * The sign-up form's calls without the form (auth.spec.ts is its journey), against the local cloud:
 * Cognito SignUp with the birthdate and display name as client metadata (the PreSignUp trigger
 * checks and records them), a password sign-in, the tokens stored where Amplify keeps them (the
 * keys web/src/lib/session/auth.ts reads), then GET /api/user as the app's first call makes the fan.
 * The page opens /config.json for the site's origin: no screen is drawn, so it costs a fraction of
 * filling in the form.
 */
async function signUpBehindTheScenes(
  page: Page,
  displayName: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/config.json');
  const ClientId = await userPoolClientId(page);
  await cognitoCall(page, 'SignUp', {
    ClientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
    ClientMetadata: { birthdate: '1994-04-12', displayName },
  });
  const { AuthenticationResult: tokens } = await cognitoCall<{
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  }>(page, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  await storeSession(page, ClientId, tokens);
  await apiFromPage(page, 'GET', '/api/user');
}

/** Cognito's tokens stored where Amplify keeps them (the keys web/src/lib/session/auth.ts reads). */
async function storeSession(
  page: Page,
  clientId: string,
  tokens: { IdToken: string; AccessToken: string; RefreshToken: string },
): Promise<void> {
  const claims = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    username: string;
  };
  await page.evaluate(
    ({ client, user, tokens }) => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith(`${client}.`)) localStorage.removeItem(key);
      localStorage.setItem(`${client}.LastAuthUser`, user);
      localStorage.setItem(`${client}.${user}.idToken`, tokens.IdToken);
      localStorage.setItem(`${client}.${user}.accessToken`, tokens.AccessToken);
      localStorage.setItem(`${client}.${user}.refreshToken`, tokens.RefreshToken);
      localStorage.setItem(`${client}.${user}.clockDrift`, '0');
    },
    { client: `CognitoIdentityServiceProvider.${clientId}`, user: claims.username, tokens },
  );
}

/**
 * Opens the home screen signed in as an existing account (the seeded admin or fan) for journeys about
 * something else: against the local cloud with the log-in form's password sign-in without the form
 * (auth.spec.ts is the form's journey), against a deployed stage through the form.
 */
export async function signedIn(page: Page, account: { email: string; password: string }): Promise<void> {
  if (process.env.RINGSIDE_E2E_BASE_URL) {
    await logIn(page, account.email, account.password);
  } else {
    await page.goto('/config.json');
    const ClientId = await userPoolClientId(page);
    const { AuthenticationResult: tokens } = await cognitoCall<{
      AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
    }>(page, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    });
    await storeSession(page, ClientId, tokens);
    await page.goto('/');
  }
  await expectHome(page);
}

async function userPoolClientId(page: Page): Promise<string> {
  const config = (await (await page.request.get('/config.json')).json()) as { userPoolClientId: string };
  return config.userPoolClientId;
}

/** What onboarding saves (its own journey is onboarding.spec.ts), through the API. */
export async function completeProfile(page: Page): Promise<void> {
  const picture = await uploadPng(page, avatarPng(96, [30, 60, 200], [245, 183, 0]), 'profile');
  await apiFromPage(page, 'PUT', '/api/profile-picture', { profileImageURL: picture });
  await apiFromPage(page, 'PUT', '/api/profile', {
    bio: 'Here for the big matches.',
    favoriteWrestlers: 'Sting',
    favoritePromotions: 'AEW',
  });
}

/** One call of Cognito's JSON protocol to the local emulator (local runs only). */
async function cognitoCall<T>(page: Page, action: string, body: unknown): Promise<T> {
  const res = await page.request.post(`http://${LOCAL_HOST}:${portsFor('e2e').cognito}/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`Cognito ${action}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Confirms the signed-in fan's address with the real calls the notice makes (Cognito
 * GetUserAttributeVerificationCode, the code the emulator keeps, VerifyUserAttribute), then refreshes
 * their tokens as Amplify does and stores them where Amplify keeps them: the next page load sends a
 * token that says the address is verified. For journeys about something else; account.spec.ts goes
 * through the notice itself.
 */
export async function confirmEmailBehindTheScenes(page: Page, email: string): Promise<void> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.refreshToken')) ?? '';
    const prefix = key.slice(0, -'.refreshToken'.length);
    const clientId = prefix.split('.')[1] ?? '';
    return {
      prefix,
      clientId,
      accessToken: localStorage.getItem(`${prefix}.accessToken`) ?? '',
      refreshToken: localStorage.getItem(key) ?? '',
    };
  });
  const previous = await latestCognitoCode(page, email, 'verify');
  await cognitoCall(page, 'GetUserAttributeVerificationCode', {
    AccessToken: stored.accessToken,
    AttributeName: 'email',
  });
  const code = await nextCognitoCode(page, email, previous, 'verify');
  await cognitoCall(page, 'VerifyUserAttribute', {
    AccessToken: stored.accessToken,
    AttributeName: 'email',
    Code: code,
  });
  const { AuthenticationResult: tokens } = await cognitoCall<{
    AuthenticationResult: { IdToken: string; AccessToken: string };
  }>(page, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: stored.clientId,
    AuthParameters: { REFRESH_TOKEN: stored.refreshToken },
  });
  await page.evaluate(
    ({ prefix, idToken, accessToken }) => {
      localStorage.setItem(`${prefix}.idToken`, idToken);
      localStorage.setItem(`${prefix}.accessToken`, accessToken);
    },
    { prefix: stored.prefix, idToken: tokens.IdToken, accessToken: tokens.AccessToken },
  );
}

/**
 * Uploads a PNG as the signed-in fan (POST /api/objects/upload, then PUT to the presigned address) and
 * returns the address without its query, as the post box does: what POST /api/posts takes as imageURL.
 */
export async function uploadPng(
  page: Page,
  png: Buffer,
  purpose: 'post' | 'profile' = 'post',
): Promise<string> {
  const { uploadURL } = await apiFromPage<{ uploadURL: string }>(page, 'POST', '/api/objects/upload', {
    contentType: 'image/png',
    contentLength: png.length,
    purpose,
  });
  await page.evaluate(
    async ({ url, bytes }) => {
      const res = await fetch(url, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': 'image/png' },
      });
      if (!res.ok) throw new Error(`upload: ${res.status}`);
    },
    { url: uploadURL, bytes: [...png] },
  );
  return uploadURL.split('?')[0] ?? uploadURL;
}

/**
 * Asynchronous results (the feed fan-out runs a moment after a post): reload until `check` passes. A second
 * or two on a quiet machine; up to 45 s, as blocks.spec.ts and post-menu.spec.ts waited already, because on
 * a 2-core machine shared with other runs the stream poller fell 20 s behind (muted-words and moderation
 * failed both tries there with 20 s).
 */
export async function reloadUntil(page: Page, check: () => Promise<void>, timeout = 45_000): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout, intervals: [500, 1000, 1000, 2000] });
}

/** Opens the header's avatar menu and picks an item (the menu is in the header on phones too). */
export async function openAccountMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The local cloud's HTTP gateway, where the e2e suite reads what the emulators keep (local runs only). */
const LOCAL_API = `http://${LOCAL_HOST}:${portsFor('e2e').http}`;

/**
 * Moves the functions' clock `offsetMs` ahead of real time (the local cloud's clock knob,
 * docs/local-cloud.md); 0 puts it back. Nothing against a deployed stage (RINGSIDE_E2E_BASE_URL).
 */
export async function moveClock(offsetMs: number): Promise<void> {
  if (process.env.RINGSIDE_E2E_BASE_URL) return;
  const res = await fetch(`${LOCAL_API}/__local/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.ok).toBe(true);
}

/** What a code was mailed for: to reset a password, or to verify the address. */
export type CodePurpose = 'reset' | 'verify';

/**
 * The latest code the Cognito emulator "e-mailed" to an address (it logs codes) for `purpose`, or ''
 * if none yet.
 */
export async function latestCognitoCode(
  page: Page,
  email: string,
  purpose: CodePurpose = 'reset',
): Promise<string> {
  const res = await page.request.get(
    `${LOCAL_API}/__local/cognito-code?email=${encodeURIComponent(email)}&purpose=${purpose}`,
  );
  return res.ok() ? ((await res.json()) as { code: string }).code : '';
}

/** Waits for a new code for the address (one other than `previous`, e.g. the sign-up code) and returns it. */
export async function nextCognitoCode(
  page: Page,
  email: string,
  previous: string,
  purpose: CodePurpose = 'reset',
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = await latestCognitoCode(page, email, purpose);
      return code !== '' && code !== previous;
    })
    .toBe(true);
  return code;
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
