import {
  expect,
  expectBriefToast,
  expectHome,
  expectToast,
  fillSignup,
  logIn,
  PHONE_TOO,
  SEEDED,
  shot,
  test,
  uniqueEmail,
} from './fixtures';

const ADULT = { month: '3', day: '7', year: '1990' };

test.describe('sign-up', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Join the Crowd' })).toBeVisible();
  });

  test('refuses mismatched passwords', async ({ page }, testInfo) => {
    await fillSignup(page, {
      displayName: 'Mismatch Fan',
      ...ADULT,
      email: uniqueEmail(testInfo, 'mismatch'),
      password: 'ohyeah1',
      confirm: 'ohyeah2',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Error', 'Passwords do not match');
    await shot(page, testInfo, 'signup-mismatch');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('refuses a short password', async ({ page }, testInfo) => {
    await fillSignup(page, {
      displayName: 'Short Fan',
      ...ADULT,
      email: uniqueEmail(testInfo, 'short'),
      password: 'abc',
      confirm: 'abc',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Error', 'Password must be at least 6 characters long');
    await shot(page, testInfo, 'signup-short-password');
  });

  test('refuses fans under 13 with a clear message', PHONE_TOO, async ({ page }, testInfo) => {
    await fillSignup(page, {
      displayName: 'Young Fan',
      month: '1',
      day: '1',
      year: String(new Date().getFullYear() - 10),
      email: uniqueEmail(testInfo, 'young'),
      password: 'ohyeah1',
      confirm: 'ohyeah1',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Error', 'You must be at least 13 years old to join Ringside.');
    await shot(page, testInfo, 'signup-under-13');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('signs up and lands on onboarding with the welcome toast', PHONE_TOO, async ({ page }, testInfo) => {
    await shot(page, testInfo, 'signup-empty');
    await fillSignup(page, {
      displayName: 'Rookie Of The Year',
      ...ADULT,
      gender: 'other',
      email: uniqueEmail(testInfo, 'rookie'),
      password: 'ohyeah1',
      confirm: 'ohyeah1',
    });
    await shot(page, testInfo, 'signup-filled');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
    await expectToast(page, 'Welcome to Ringside', "Let's complete your wrestling profile to get started.");
    await expect(
      page.getByRole('heading', { name: /Let's finish your profile, Rookie Of The Year/ }),
    ).toBeVisible();
    await shot(page, testInfo, 'onboarding');

    // Every other path renders onboarding while the profile is incomplete.
    await page.goto('/trending');
    await expect(page.getByRole('heading', { name: /Let's finish your profile/ })).toBeVisible();
  });
});

test.describe('log-in', () => {
  test('shows the log-in screen', PHONE_TOO, async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(page.getByText('100% free to join! Share your love of wrestling.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await shot(page, testInfo, 'login');
    await page.getByRole('link', { name: 'Create new account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole('link', { name: 'Already have an account? Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("draws its texts in the app's fonts, from their small subsets", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    // Which face the browser matches for the screen's text, and which font files it fetched.
    const fonts = await page.evaluate(async () => {
      const faces = async (family: string) =>
        (await document.fonts.load(`16px "${family}"`, 'Welcome back to the crowd. Log In’')).map(
          (face) => face.status,
        );
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name.split('/').pop() ?? '')
        .filter((name) => name.endsWith('.woff2'));
      return { inter: await faces('Inter Variable'), oswald: await faces('Oswald Variable'), files };
    });
    expect(fonts.inter).toEqual(['loaded']);
    expect(fonts.oswald).toEqual(['loaded']);
    expect(fonts.files.sort()).toEqual([
      expect.stringMatching(/^inter-latin-wght-normal-subset-/),
      expect.stringMatching(/^oswald-latin-wght-normal-subset-/),
    ]);
  });

  test('refuses empty fields', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Error', 'Please fill in all fields');
  });

  test('refuses a wrong password with "Login Failed"', async ({ page }, testInfo) => {
    await logIn(page, SEEDED.fan.email, 'not-the-password');
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    await shot(page, testInfo, 'login-failed');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  });

  test('logs the seeded fan in to the home shell', PHONE_TOO, async ({ page }, testInfo) => {
    await logIn(page, SEEDED.fan.email, SEEDED.fan.password);
    await expectToast(page, 'Welcome back to Ringside');
    await expectHome(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await shot(page, testInfo, 'home');

    // An authenticated visitor on /signup goes to "/".
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
    await expectHome(page);

    // The avatar menu (no Admin Panel for a fan).
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Your Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Search & Discovery' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
    await page.waitForTimeout(400); // let the menu finish its opening transition
    await shot(page, testInfo, 'home-menu');
  });

  test('the admin sees the Admin Panel link', PHONE_TOO, async ({ page }, testInfo) => {
    await logIn(page, SEEDED.admin.email, SEEDED.admin.password);
    await expectHome(page);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await shot(page, testInfo, 'admin');
  });

  test('logs out through /api/login back to the log-in screen', async ({ page }, testInfo) => {
    await logIn(page, SEEDED.fan.email, SEEDED.fan.password);
    await expectHome(page);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const loginRedirect = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/login');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await loginRedirect;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await shot(page, testInfo, 'logged-out');

    // Logged out, a member screen sends the browser to /api/login again.
    await page.goto('/trending');
    await expectBriefToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('search box', () => {
  test('submits to /search?q=', PHONE_TOO, async ({ page, isMobile }) => {
    await logIn(page, SEEDED.fan.email, SEEDED.fan.password);
    await expectHome(page);
    if (isMobile) await page.getByRole('button', { name: 'Toggle search' }).click();
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('#Royal Rumble');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%23Royal%20Rumble$/);
    await expect(page.getByRole('heading', { name: 'Search & Discovery' })).toBeVisible();
  });
});
