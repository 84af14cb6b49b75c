import { describe, expect, it } from 'vitest';
import { ROOM_TEXTS } from '../../../shared/messages-rooms';
import type { ControlsItem } from '../../data/controls';
import type { NotificationItem } from '../../data/notification';
import type { StreamRecord } from '../../data/record';
import type { UserItem } from '../../data/user';
import { guardedNotification, messageOf, toNotification } from '../notifications';
import type { ShowFacts } from '../spoilers/guard';
import { viewerOf } from '../viewer';
import { alertAllowed, alertSettingsOf, wentLive } from './alerts';

const raw: ShowFacts = {
  id: 'RAW',
  name: 'Raw',
  promotionId: 'WWE',
  startsAt: '2026-11-23T01:00:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
};
const before = new Date('2026-11-23T00:45:00.000Z');
const during = new Date('2026-11-23T02:00:00.000Z');
const fan = { id: 'fan', displayName: 'Fan', handle: 'fan' } as UserItem;
const viewer = (controls: Partial<ControlsItem> | null, user: UserItem = fan) =>
  viewerOf(user, controls ? ({ PK: 'x', SK: 'FILTERS', ...controls } as ControlsItem) : null, before);
const said = (status: 'live' | 'later' | 'watched') => ({
  watch: { RAW: { ...raw, status, at: '2026-11-20T00:00:00.000Z' } },
});

describe('the setting', () => {
  it('is off unless the fan turned it on', () => {
    expect(alertSettingsOf(viewer(null))).toEqual({ showNight: false });
    expect(alertSettingsOf(viewer({ alertsShowNight: false }))).toEqual({ showNight: false });
    expect(alertSettingsOf(viewer({ alertsShowNight: true }))).toEqual({ showNight: true });
  });
});

describe('alertAllowed (Spoiler Guard decides)', () => {
  it('never tells a fan watching the show later, before it or during it', () => {
    expect(alertAllowed(viewer(said('later')), raw, before)).toBe(false);
    expect(alertAllowed(viewer(said('later')), raw, during)).toBe(false);
  });

  it('tells a fan before the start; once it started, only those the guard does not protect', () => {
    const follows = { promotions: new Set(['WWE']) };
    expect(alertAllowed(viewer(follows), raw, before)).toBe(true);
    // Default settings, a followed promotion: protected from its start.
    expect(alertAllowed(viewer(follows), raw, during)).toBe(false);
    expect(alertAllowed(viewer({ ...follows, ...said('live') }), raw, during)).toBe(true);
    expect(alertAllowed(viewer({ ...follows, spoilerProtect: 'none' }), raw, during)).toBe(true);
    // A promotion not followed: not protected by default.
    expect(alertAllowed(viewer(null), raw, during)).toBe(true);
    expect(alertAllowed(viewer({ spoilerProtect: 'all' }), raw, during)).toBe(false);
  });

  it('tells a banned fan nothing', () => {
    expect(alertAllowed(viewer(null, { ...fan, banned: true } as UserItem), raw, before)).toBe(false);
  });
});

describe('wentLive', () => {
  const match = (status: string) => ({ id: 'm1', showId: 'RAW', status, sides: [['a'], ['b']] });
  const record = (event: string, b: unknown, a: unknown) =>
    ({
      item: 'match',
      event,
      ids: { showId: 'RAW', matchId: 'm1' },
      before: b,
      after: a,
    }) as unknown as StreamRecord;
  it('is a match whose status became live, nothing else', () => {
    expect(wentLive(record('MODIFY', match('upcoming'), match('live')))).toBe(true);
    expect(wentLive(record('INSERT', undefined, match('live')))).toBe(true);
    expect(wentLive(record('MODIFY', match('live'), match('live')))).toBe(false);
    expect(wentLive(record('MODIFY', match('live'), match('finished')))).toBe(false);
    expect(wentLive(record('REMOVE', match('live'), undefined))).toBe(false);
  });
});

describe('the alerts as notifications', () => {
  const item = (kind: 'showStart' | 'inRing', names: string[], count: number): NotificationItem =>
    ({
      PK: 'p',
      SK: 's',
      type: 'notification',
      id: '01J0000000000000000000000A',
      kind,
      groupKey: 'g',
      recipientId: 'fan',
      postId: null,
      commentId: null,
      showId: 'RAW',
      actorCount: count,
      actors: names.map((n) => ({ id: n, displayName: n, handle: n, profileImageUrl: null })),
      read: false,
      createdAt: during.toISOString(),
      windowStart: during.toISOString(),
      expiresAt: 0,
    }) as NotificationItem;

  it('say the show starts, or who is in the ring (folded: the latest and how many more)', () => {
    expect(messageOf(item('showStart', ['Raw'], 1))).toBe(ROOM_TEXTS.startsSoon('Raw'));
    expect(messageOf(item('inRing', ['Rhea'], 1))).toBe(ROOM_TEXTS.inRing('Rhea'));
    expect(messageOf(item('inRing', ['Gunther', 'Rhea'], 3))).toBe(ROOM_TEXTS.inRingMany('Gunther', 2));
  });

  it('name no wrestler to a fan protected from the show now', () => {
    const n = toNotification(item('inRing', ['Rhea'], 1));
    const note = { showId: 'RAW', showName: 'Raw', revealAt: null };
    expect(guardedNotification(n, note)).toMatchObject({
      message: ROOM_TEXTS.inRingHidden('Raw'),
      actors: [],
    });
    expect(guardedNotification(n, null)).toBe(n);
  });

  it('link to the show and name no fan', () => {
    expect(toNotification(item('inRing', ['Rhea'], 1))).toMatchObject({
      type: 'inRing',
      showId: 'RAW',
      fromUserId: null,
    });
  });
});
