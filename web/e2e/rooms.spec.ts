import type { Page } from '@playwright/test';
import { ROOM_TEXTS } from '../../shared/messages-rooms';
import {
  apiFromPage,
  expect,
  moveClock,
  newOnboardedFan,
  PHONE_TOO,
  SEEDED,
  secondPage,
  shot,
  signedIn,
  test,
} from './fixtures';

/**
 * A show's live room (issue 38, docs/rooms.md "The room's page"): two fans and an admin in one room.
 * A message one fan sends appears on the other's screen over the room's AppSync Events channel (the
 * local endpoint); the admin turns slow mode on and the fan's second message is refused with the
 * wait; the admin deletes a message and it disappears from both fans' screens.
 *
 * Rooms let accounts talk once they are 24 hours old: the functions' clock is moved a day ahead
 * (the local cloud's clock knob, docs/local-cloud.md) and the show starts half an hour before that
 * clock's now, so the room is open and the fans just signed up are old enough.
 */

interface Ref {
  id: string;
  name: string;
  slug: string;
}

const DAY_AHEAD_MS = 25 * 3600_000;

const log = (page: Page) => page.getByRole('log').first();
const composer = (page: Page) => page.getByRole('textbox', { name: ROOM_TEXTS.composerLabel });

async function say(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await page.getByRole('button', { name: ROOM_TEXTS.send }).click();
}

test.afterEach(async () => moveClock(0));

test(
  'two fans in one room: a message reaches the other screen, slow mode refuses with the wait, a deleted message disappears for both',
  PHONE_TOO,
  async ({ page: admin, browser }, testInfo) => {
    test.setTimeout(180_000);
    test.skip(!!process.env.RINGSIDE_E2E_BASE_URL, 'needs the local clock knob (accounts must be 24 h old)');
    await signedIn(admin, SEEDED.admin);

    // Tonight's show a day ahead (the functions' clock is moved there below), one match live on its card.
    const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
    const [aew] = await apiFromPage<Ref[]>(admin, 'GET', '/api/admin/entities?kind=promotion&q=all%20elite');
    const wrestlers = await apiFromPage<Ref[]>(admin, 'GET', '/api/admin/entities?kind=wrestler&limit=100');
    const moxley = wrestlers.find((w) => w.slug === 'jon-moxley') as Ref;
    const omega = wrestlers.find((w) => w.slug === 'kenny-omega') as Ref;
    const name = `Room Night ${stamp}`;
    const start = Date.now() + DAY_AHEAD_MS - 30 * 60_000;
    const show = await apiFromPage<Ref>(admin, 'POST', '/api/admin/entities', {
      kind: 'show',
      slug: `e2e-room-night-${stamp.toLowerCase()}`,
      name,
      promotionId: aew?.id,
      showKind: 'special',
      startsAt: new Date(start).toISOString(),
      timeZone: 'America/New_York',
      endsAt: new Date(start + 3 * 3600_000).toISOString(),
      venue: 'Daily’s Place',
      city: 'Jacksonville',
      hashtag: null,
      status: 'scheduled',
    });
    const match = await apiFromPage<{ id: string }>(admin, 'POST', `/api/admin/shows/${show.id}/matches`, {
      position: 1,
      sides: [[moxley.id], [omega.id]],
      stipulation: null,
      championshipId: null,
    });
    await apiFromPage(admin, 'PUT', `/api/admin/shows/${show.id}/status`, { status: 'live' });
    await apiFromPage(admin, 'PUT', `/api/admin/shows/${show.id}/matches/${match.id}`, {
      position: 1,
      sides: [[moxley.id], [omega.id]],
      stipulation: null,
      championshipId: null,
      status: 'live',
    });

    // Two new fans, then the clock a day ahead: the room is open and they may talk.
    const fanA = await secondPage(browser, testInfo);
    await newOnboardedFan(fanA, testInfo, 'Room Regular');
    const fanB = await secondPage(browser, testInfo);
    await newOnboardedFan(fanB, testInfo, 'Room Rookie');
    await moveClock(DAY_AHEAD_MS);

    const room = `/shows/${show.id}/live`;
    for (const p of [fanA, fanB, admin]) {
      await p.goto(room);
      await expect(p.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(p.locator('[data-live="live"]')).toBeAttached({ timeout: 20_000 });
    }
    await expect(fanA.getByTestId('on-now')).toContainText('Jon Moxley vs Kenny Omega');

    // A's message appears on B's screen without a reload.
    const hello = `Moxley is here ${stamp}`;
    await say(fanA, hello);
    await expect(log(fanA).getByText(hello)).toBeVisible();
    await expect(log(fanB).getByText(hello)).toBeVisible({ timeout: 5_000 });
    await expect(composer(fanA)).toHaveValue('');
    await say(fanB, `Omega by a mile ${stamp}`);
    await expect(log(fanA).getByText(`Omega by a mile ${stamp}`)).toBeVisible({ timeout: 5_000 });
    await shot(fanB, testInfo, 'room-two-fans');

    // The admin sets slow mode; A's next message is refused with the wait, the text kept.
    const slow = admin.getByRole('spinbutton', { name: ROOM_TEXTS.slowModeLabel });
    await slow.fill('60');
    await admin.getByRole('button', { name: ROOM_TEXTS.setSlowMode }).click();
    await expect(fanA.getByText(ROOM_TEXTS.slowModeOn(60))).toBeVisible({ timeout: 5_000 });
    await say(fanA, `Second thought ${stamp}`);
    await expect(fanA.getByRole('alert')).toContainText(/^Slow mode is on: wait \d+ s$/);
    await expect(composer(fanA)).toHaveValue(`Second thought ${stamp}`);
    await shot(fanA, testInfo, 'room-slow-mode');

    // The admin deletes A's message for everyone: gone from both fans' screens.
    const row = log(admin).getByTestId('room-message').filter({ hasText: hello });
    await row.getByRole('button', { name: ROOM_TEXTS.messageActions }).click();
    await admin.getByRole('menuitem', { name: ROOM_TEXTS.deleteMessage }).click();
    for (const p of [fanA, fanB]) {
      await expect(log(p).getByText(hello)).toHaveCount(0, { timeout: 5_000 });
      await expect(log(p).getByText(ROOM_TEXTS.deletedMessage)).toBeVisible();
    }
    await shot(fanB, testInfo, 'room-deleted');
    await shot(admin, testInfo, 'room-admin');
  },
);
