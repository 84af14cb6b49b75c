/**
 * Show rooms (issue 38, docs/rooms.md) on the real local cloud: a room's lifecycle (not open yet,
 * open, a read-only archive: the functions' clock moved by the local cloud's knob), every posting
 * rule with its reason (slow mode with the wait, a timeout, a removal, an account 23 hours old and a
 * teen's 6 days old refused, 25 hours allowed, a duplicate, a link, 281 characters, a match not on
 * the card), an admin's delete (the text gone, the sequence kept), Pops, a resume by sequence, the
 * spoiler warning, blocks and mutes on fetched pages, the "Live now" strip, and a real subscriber of
 * the local AppSync Events endpoint getting the frames.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getDb } from '../../functions/data/client';
import { remainingData } from '../../functions/domain/account';
import { decodeFrame } from '../../functions/domain/rooms/frame-codec';
import { authSubprotocol, EVENTS_SUBPROTOCOL } from '../../scripts/local/events-gateway';
import { CLOCK_PATH } from '../../scripts/local/http-gateway';
import { ROOM_TEXTS } from '../../shared/messages-rooms';
import type { AuditEntry } from '../../shared/schemas/moderation';
import type { LiveRooms, Room, RoomMessage, RoomMessagesPage } from '../../shared/schemas/rooms';
import { addMatch, create, promotionBody, showBody, wrestlerBody } from './catalogue-helpers';
import { api, cloud, eventually, newFan, streamDrained } from './helpers';
import { adminMember, aged, type Member, member } from './social-helpers';

const HOUR = 3_600_000;
let admin: Member;

beforeAll(async () => {
  admin = await adminMember('Room Admin');
});

const setClock = async (offsetMs: number) => {
  const res = await fetch(`${cloud().apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status).toBe(200);
};
afterEach(() => setClock(0));

/** A fan old enough to talk. */
const talker = async (name: string) => aged(await member(name), 48);

/** A promotion, two wrestlers and a show starting in `startsInHours` with one match on its card. */
async function roomShow(name: string, startsInHours = 0.5) {
  const promotion = await create(admin, promotionBody(`${name}fed`));
  const [a, b] = await Promise.all(
    ['One', 'Two'].map((w) => create(admin, wrestlerBody(`${name} ${w}`, [promotion.id]))),
  );
  const show = await create(admin, showBody(`${name} Night`, promotion.id, startsInHours));
  const match = await addMatch(admin, show.id, {
    position: 1,
    sides: [[a?.id], [b?.id]],
    stipulation: null,
    championshipId: null,
  });
  return { promotion, show, match, sides: [[a?.id as string], [b?.id as string]] };
}

const say = (who: Member, showId: string, text: string, matchId?: string | null) =>
  api(`/api/shows/${showId}/room/messages`, {
    token: who.idToken,
    method: 'POST',
    body: matchId === undefined ? { text } : { text, matchId },
  });
async function said(who: Member, showId: string, text: string, matchId?: string | null) {
  const res = await say(who, showId, text, matchId);
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as RoomMessage;
}
async function roomOf(who: Member, showId: string): Promise<Room> {
  const res = await api(`/api/shows/${showId}/room`, { token: who.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Room;
}
async function page(who: Member, showId: string, query = ''): Promise<RoomMessagesPage> {
  const res = await api(`/api/shows/${showId}/room/messages${query}`, { token: who.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as RoomMessagesPage;
}
async function admins(method: string, path: string, body?: unknown) {
  const res = await api(path, { token: admin.idToken, method, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.json;
}
const refusal = async (res: Promise<{ status: number; json: Record<string, unknown> | null }>) => {
  const r = await res;
  return { status: r.status, message: r.json?.message };
};

describe('a room’s lifecycle', () => {
  it('is not open before the hour before the show, open through it, then a read-only archive', async () => {
    const { show } = await roomShow('Lifecycle', 2);
    const fan = await talker('Early Fan');
    const early = await roomOf(fan, show.id);
    expect(early).toMatchObject({
      showId: show.id,
      showName: show.name,
      state: 'upcoming',
      channel: `/rooms/${show.id}`,
      slowModeSeconds: 0,
      pops: {},
      spoilerWarning: false,
      standing: { canTalk: false, reason: ROOM_TEXTS.notOpenYet, isAdmin: false },
      recent: { messages: [], lastSeq: 0, more: false },
    });
    expect(early.opensAt).toBe(new Date(Date.parse(String(show.startsAt)) - HOUR).toISOString());
    expect(await refusal(say(fan, show.id, 'Too early'))).toEqual({
      status: 403,
      message: ROOM_TEXTS.notOpenYet,
    });
    expect((await page(fan, show.id)).messages).toEqual([]);

    // An hour and a bit later (the show starts in under an hour): open.
    await setClock(1.1 * HOUR);
    expect((await roomOf(fan, show.id)).state).toBe('open');
    expect((await roomOf(fan, show.id)).standing).toEqual({
      canTalk: true,
      reason: null,
      until: null,
      isAdmin: false,
    });
    const first = await said(fan, show.id, 'Here we go');
    expect(first).toMatchObject({ seq: 1, showId: show.id, matchId: null, phase: null, text: 'Here we go' });
    expect(first.authorId).toBe(fan.sub);

    // Past three hours after its end (starts +2 h, ends +5 h, closes +8 h): archived, still readable.
    await setClock(8.1 * HOUR);
    const archive = await roomOf(fan, show.id);
    expect(archive.state).toBe('archived');
    expect(archive.standing.reason).toBe(ROOM_TEXTS.closed);
    expect(archive.recent.messages.map((m) => m.text)).toEqual(['Here we go']);
    expect(await refusal(say(fan, show.id, 'Too late'))).toEqual({ status: 403, message: ROOM_TEXTS.closed });
    expect((await page(fan, show.id, '?after=0')).messages.map((m) => m.seq)).toEqual([1]);
    // No such show: 404.
    const missing = await api('/api/shows/01JXXXXXXXXXXXXXXXXXXXXXXX/room', { token: fan.idToken });
    expect(missing.status).toBe(404);
  });
});

describe('posting rules', () => {
  it('refuses a link, 281 characters, an empty text and a match not on the card, storing nothing', async () => {
    const { show, match } = await roomShow('Textrules');
    const other = await roomShow('Othercard');
    const fan = await talker('Text Fan');
    expect(await refusal(say(fan, show.id, 'see https://example.com now'))).toEqual({
      status: 400,
      message: ROOM_TEXTS.noLinks,
    });
    expect((await say(fan, show.id, 'x'.repeat(281))).status).toBe(400);
    expect((await say(fan, show.id, '   ')).status).toBe(400);
    expect(await refusal(say(fan, show.id, 'Wrong thread', other.match.id))).toEqual({
      status: 400,
      message: ROOM_TEXTS.notInThread,
    });
    expect((await page(fan, show.id)).messages).toEqual([]);
    // 280 is fine, in the match's thread, before the match: phase `before`.
    const long = await said(fan, show.id, 'y'.repeat(280), match.id);
    expect(long).toMatchObject({ seq: 1, matchId: match.id, phase: 'before' });
    // The show and the match live: phase `during`.
    await admins('PUT', `/api/admin/shows/${show.id}/status`, { status: 'live' });
    await admins('PUT', `/api/admin/shows/${show.id}/matches/${match.id}`, {
      position: 1,
      sides: match.sides,
      stipulation: null,
      championshipId: null,
      status: 'live',
    });
    expect((await said(fan, show.id, 'They are in the ring', match.id)).phase).toBe('during');
  });

  it('refuses the same text again (case and spaces folded) with 409', async () => {
    const { show } = await roomShow('Dupes');
    const fan = await talker('Dupe Fan');
    await said(fan, show.id, 'What a match');
    expect(await refusal(say(fan, show.id, '  what   A MATCH '))).toEqual({
      status: 409,
      message: ROOM_TEXTS.duplicate,
    });
    await said(fan, show.id, 'What a match indeed');
    expect((await page(fan, show.id)).messages.map((m) => m.text)).toEqual([
      'What a match',
      'What a match indeed',
    ]);
  });

  it('holds a fan to slow mode and says how long to wait', async () => {
    const { show } = await roomShow('Slowmo');
    const fan = await talker('Slow Fan');
    expect(await admins('PUT', `/api/admin/rooms/${show.id}/slow-mode`, { seconds: 30 })).toEqual({
      showId: show.id,
      slowModeSeconds: 30,
    });
    await said(fan, show.id, 'First');
    const slow = await refusal(say(fan, show.id, 'Second'));
    expect(slow.status).toBe(403);
    expect(String(slow.message)).toMatch(/^Slow mode is on: wait (29|30) s$/);
    expect((await roomOf(fan, show.id)).slowModeSeconds).toBe(30);
    // 31 seconds later it goes through.
    await setClock(31_000);
    await said(fan, show.id, 'Second');
    const bad = await api(`/api/admin/rooms/${show.id}/slow-mode`, {
      token: admin.idToken,
      method: 'PUT',
      body: { seconds: 121 },
    });
    expect({ status: bad.status, message: bad.json?.message }).toEqual({
      status: 400,
      message: ROOM_TEXTS.slowModeRange,
    });
    // Only admins set it.
    const notAdmin = await api(`/api/admin/rooms/${show.id}/slow-mode`, {
      token: fan.idToken,
      method: 'PUT',
      body: { seconds: 0 },
    });
    expect(notAdmin.status).toBe(403);
  });

  it('times a fan out for 10 minutes, removes another, and writes both to the audit log', async () => {
    const { show } = await roomShow('Sanctions');
    const [loud, gone] = await Promise.all([talker('Loud Fan'), talker('Gone Fan')]);
    const timeout = await admins('POST', `/api/admin/rooms/${show.id}/sanctions`, {
      userId: loud.sub,
      sanction: 'timeout-10m',
    });
    expect(timeout).toMatchObject({ showId: show.id, userId: loud.sub, sanction: 'timeout-10m' });
    expect(await refusal(say(loud, show.id, 'Let me talk'))).toEqual({
      status: 403,
      message: ROOM_TEXTS.timedOut(10),
    });
    const standing = (await roomOf(loud, show.id)).standing;
    expect(standing).toMatchObject({
      canTalk: false,
      reason: ROOM_TEXTS.timedOut(10),
      until: timeout?.until,
    });
    await setClock(10 * 60_000 + 1_000);
    await said(loud, show.id, 'Back again');

    expect(
      await admins('POST', `/api/admin/rooms/${show.id}/sanctions`, { userId: gone.sub, sanction: 'remove' }),
    ).toEqual({ showId: show.id, userId: gone.sub, sanction: 'remove', until: null });
    expect(await refusal(say(gone, show.id, 'Hello?'))).toEqual({ status: 403, message: ROOM_TEXTS.removed });
    await setClock(2 * HOUR);
    expect(await refusal(say(gone, show.id, 'Hello?'))).toEqual({ status: 403, message: ROOM_TEXTS.removed });

    const audit = (await admins('GET', '/api/admin/audit?limit=20')) as unknown as AuditEntry[];
    const sanctioned = audit.filter((e) => e.action === 'room.fan.sanctioned').map((e) => e.target.id);
    expect(sanctioned).toEqual(expect.arrayContaining([loud.sub, gone.sub]));
    const unknown = await api(`/api/admin/rooms/${show.id}/sanctions`, {
      token: admin.idToken,
      method: 'POST',
      body: { userId: 'nobody-at-all', sanction: 'remove' },
    });
    expect(unknown.status).toBe(404);
  });

  it('lets an account talk from 24 hours, a teen account from 7 days', async () => {
    const { show } = await roomShow('Ages');
    const young = await aged(await member('Young Account'), 23);
    expect(await refusal(say(young, show.id, 'Hi all'))).toEqual({
      status: 403,
      message: ROOM_TEXTS.tooNew(1),
    });
    expect((await roomOf(young, show.id)).standing).toMatchObject({
      canTalk: false,
      reason: ROOM_TEXTS.tooNew(1),
    });
    const grown = await aged(await member('Grown Account'), 25);
    await said(grown, show.id, 'Hi all');

    const teenBirth = new Date(Date.now() - 15 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const teenFan = await newFan('Teen Fan', teenBirth);
    const me = await api('/api/user', { token: teenFan.idToken });
    expect(me.status).toBe(200);
    const teen = await aged({ ...teenFan, handle: String(me.json?.handle) }, 6 * 24);
    expect(await refusal(say(teen, show.id, 'Hi all'))).toEqual({
      status: 403,
      message: ROOM_TEXTS.tooNew(24),
    });
    await aged(teen, 7 * 24 + 1);
    await said(teen, show.id, 'Hi all');
  });
});

describe('admin delete, Pops and resume', () => {
  it('deletes a message for everyone: its text gone, its sequence kept', async () => {
    const { show } = await roomShow('Deletes');
    const fan = await talker('Deleted Fan');
    await said(fan, show.id, 'Keep me');
    const bad = await said(fan, show.id, 'Delete me');
    await said(fan, show.id, 'Keep me too');
    expect(await admins('DELETE', `/api/admin/rooms/${show.id}/messages/${bad.seq}`)).toEqual({
      deleted: true,
    });
    const after = await page(fan, show.id, '?after=0');
    expect(after.messages.map((m) => [m.seq, m.text, m.deleted ?? false])).toEqual([
      [1, 'Keep me', false],
      [2, '', true],
      [3, 'Keep me too', false],
    ]);
    const missing = await api(`/api/admin/rooms/${show.id}/messages/99`, {
      token: admin.idToken,
      method: 'DELETE',
    });
    expect({ status: missing.status, message: missing.json?.message }).toEqual({
      status: 404,
      message: ROOM_TEXTS.messageNotFound,
    });
  });

  it('counts Pops per match and for the room', async () => {
    const { show, match } = await roomShow('Pops');
    const fan = await talker('Pop Fan');
    const pop = (matchId: string | null) =>
      api(`/api/shows/${show.id}/room/pops`, { token: fan.idToken, method: 'POST', body: { matchId } });
    expect((await pop(null)).json).toEqual({ pops: { main: 1 } });
    await pop(null);
    expect((await pop(match.id)).json).toEqual({ pops: { main: 2, [match.id]: 1 } });
    expect((await roomOf(fan, show.id)).pops).toEqual({ main: 2, [match.id]: 1 });
    expect((await pop('01JXXXXXXXXXXXXXXXXXXXXXXX')).status).toBe(400);
  });

  it('resumes after any sequence number, in order, without doubles, a page at a time', async () => {
    const { show } = await roomShow('Resume');
    const fan = await talker('Resume Fan');
    for (const n of [1, 2, 3, 4, 5]) await said(fan, show.id, `Message ${n}`);
    const rest = await page(fan, show.id, '?after=2');
    expect(rest.messages.map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(rest).toMatchObject({ lastSeq: 5, more: false });
    const first = await page(fan, show.id, '?after=0&limit=2');
    expect(first.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(first.more).toBe(true);
    const next = await page(fan, show.id, `?after=${first.messages.at(-1)?.seq}&limit=2`);
    expect(next.messages.map((m) => m.seq)).toEqual([3, 4]);
    expect((await page(fan, show.id, '?after=5')).messages).toEqual([]);
    expect((await page(fan, show.id, '?before=3')).messages.map((m) => m.seq)).toEqual([1, 2]);
    expect((await roomOf(fan, show.id)).recent.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await api(`/api/shows/${show.id}/room/messages?after=-1`, { token: fan.idToken })).status).toBe(
      400,
    );
  });
});

describe('what each fan sees', () => {
  it('warns a fan watching the show later; entering changes nothing', async () => {
    const { show } = await roomShow('Spoilers');
    const [later, live] = await Promise.all([talker('Later Fan'), talker('Live Fan')]);
    const watch = await api(`/api/shows/${show.id}/watch`, {
      token: later.idToken,
      method: 'PUT',
      body: { status: 'later' },
    });
    expect(watch.status, watch.text).toBe(200);
    expect((await roomOf(later, show.id)).spoilerWarning).toBe(true);
    expect((await roomOf(live, show.id)).spoilerWarning).toBe(false);
    expect((await roomOf(later, show.id)).spoilerWarning).toBe(true);
  });

  it('leaves out blocked (both ways) and muted fans and muted words from fetched pages', async () => {
    const { show } = await roomShow('Filters');
    const [blocker, blocked, muter, loud] = await Promise.all([
      talker('Blocker Fan'),
      talker('Blocked Fan'),
      talker('Muter Fan'),
      talker('Loud Fan'),
    ]);
    const ok = (res: { status: number; text: string }) => expect(res.status, res.text).toBeLessThan(300);
    ok(await api('/api/blocks', { token: blocker.idToken, method: 'POST', body: { userId: blocked.sub } }));
    ok(
      await api('/api/mutes', {
        token: muter.idToken,
        method: 'POST',
        body: { userId: loud.sub, duration: '24h' },
      }),
    );
    ok(
      await api('/api/muted-words', {
        token: muter.idToken,
        method: 'POST',
        body: { word: 'piledriver', duration: '24h', action: 'hide' },
      }),
    );
    await said(blocker, show.id, 'From the blocker');
    await said(blocked, show.id, 'From the blocked');
    await said(loud, show.id, 'From the loud one');
    await said(blocker, show.id, 'Nice piledriver');
    const texts = async (who: Member) => (await page(who, show.id, '?after=0')).messages.map((m) => m.text);
    expect(await texts(blocker)).toEqual(['From the blocker', 'From the loud one', 'Nice piledriver']);
    expect(await texts(blocked)).toEqual(['From the blocked', 'From the loud one']);
    expect(await texts(muter)).toEqual(['From the blocker', 'From the blocked']);
    const muterRoom = await roomOf(muter, show.id);
    expect(muterRoom.hiddenAuthors).toEqual([loud.sub]);
    expect(muterRoom.mutedWords).toEqual(['piledriver']);
    expect(muterRoom.recent.messages.map((m) => m.text)).toEqual(['From the blocker', 'From the blocked']);
    expect((await roomOf(blocker, show.id)).hiddenAuthors).toEqual([blocked.sub]);
    // The blocked fan is not told who blocked them.
    expect((await roomOf(blocked, show.id)).hiddenAuthors).toEqual([]);
    // lastSeq still says how far the room is: a filtered page is not a gap.
    expect((await page(muter, show.id, '?after=0')).lastSeq).toBe(4);
  });

  it('lists the open rooms of followed promotions (Live now)', async () => {
    const open = await roomShow('Livenow');
    const later = await create(admin, showBody('Livenow Later', open.promotion.id, 3));
    const fan = await talker('Strip Fan');
    expect((await api('/api/rooms/live', { token: fan.idToken })).json).toEqual({ rooms: [] });
    const follow = await api(`/api/entities/${open.promotion.id}/follow`, {
      token: fan.idToken,
      method: 'POST',
    });
    expect(follow.status, follow.text).toBe(200);
    const live = (await api('/api/rooms/live', { token: fan.idToken })).json as unknown as LiveRooms;
    expect(live.rooms.map((r) => r.showId)).toEqual([open.show.id]);
    expect(live.rooms.map((r) => r.showId)).not.toContain(later.id);
  });
});

describe('a deleted account', () => {
  it('leaves no room message or FAN item of the fan (purge-rooms); the others’ stay in order', async () => {
    const { show } = await roomShow('Purge');
    const [leaver, stayer] = await Promise.all([talker('Leaving Fan'), talker('Staying Fan')]);
    await said(leaver, show.id, 'Bye all');
    await said(stayer, show.id, 'See you');
    await said(leaver, show.id, 'Really bye');
    const res = await api('/api/account', {
      token: leaver.idToken,
      method: 'DELETE',
      body: { password: leaver.password },
    });
    expect(res.status, res.text).toBeLessThan(300);
    await eventually(async () => {
      await streamDrained();
      return (await remainingData(getDb(), leaver.sub)).roomItems === 0;
    }, 30_000);
    const left = await page(stayer, show.id, '?after=0');
    expect(left.messages.map((m) => [m.seq, m.text])).toEqual([[2, 'See you']]);
    expect(left.lastSeq).toBe(3);
  });
});

describe('the live channel', () => {
  /** A fan's socket on the local Events endpoint, subscribed to the room's channel; the frames it got. */
  async function subscriber(fan: Member, showId: string) {
    const c = cloud();
    const ws = new WebSocket(c.eventsRealtimeUrl, [
      EVENTS_SUBPROTOCOL,
      authSubprotocol({ Authorization: fan.idToken, host: c.eventsHttpHost }),
    ]);
    const got: Record<string, unknown>[] = [];
    ws.on('message', (data) => got.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'connection_init' }));
    ws.send(
      JSON.stringify({
        type: 'subscribe',
        id: 'room-1',
        channel: `/rooms/${showId}`,
        authorization: { Authorization: fan.idToken, host: c.eventsHttpHost },
      }),
    );
    await expect.poll(() => got.some((f) => f.type === 'subscribe_success')).toBe(true);
    const frames = () => got.filter((f) => f.type === 'data').map((f) => decodeFrame(String(f.event)));
    return { ws, frames };
  }

  it('delivers posted messages to a real subscriber in one frame per window, with their sequence', async () => {
    const { show, sides } = await roomShow('Channel');
    const [watcher, a, b] = await Promise.all([
      talker('Watcher Fan'),
      talker('Talker A'),
      talker('Talker B'),
    ]);
    const sub = await subscriber(watcher, show.id);
    const [m1, m2] = await Promise.all([said(a, show.id, 'First on air'), said(b, show.id, 'Second on air')]);
    const messages = () => sub.frames().flatMap((f) => f.messages);
    await expect.poll(() => messages().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const frames = sub.frames();
    expect(frames.length).toBeGreaterThanOrEqual(1);
    expect(frames.length).toBeLessThanOrEqual(2);
    for (const f of frames) expect(f.showId).toBe(show.id);
    expect(
      messages()
        .map((m) => [m.seq, m.text])
        .sort(),
    ).toEqual(
      [
        [m1?.seq, 'First on air'],
        [m2?.seq, 'Second on air'],
      ].sort(),
    );
    expect(frames.at(-1)?.lastSeq).toBe(2);
    expect(new Set(messages().map((m) => m.seq)).size).toBe(2);

    // An admin's delete and slow mode go out at once, in their own frames.
    await admins('DELETE', `/api/admin/rooms/${show.id}/messages/${m1?.seq}`);
    await expect.poll(() => sub.frames().some((f) => f.deleted?.includes(m1?.seq as number))).toBe(true);
    await admins('PUT', `/api/admin/rooms/${show.id}/slow-mode`, { seconds: 10 });
    await expect
      .poll(() => sub.frames().some((f) => f.slowModeSeconds === 10 && f.messages.length === 0))
      .toBe(true);
    // A Pop's count rides the next frame.
    await api(`/api/shows/${show.id}/room/pops`, {
      token: a.idToken,
      method: 'POST',
      body: { matchId: null },
    });
    await expect.poll(() => sub.frames().some((f) => f.pops?.main === 1)).toBe(true);
    // A match added to the card: `{card: true}` (the show-watchers consumer, live lane).
    await addMatch(admin, show.id, { position: 2, sides, stipulation: null, championshipId: null });
    await expect.poll(() => sub.frames().some((f) => f.card === true), { timeout: 10_000 }).toBe(true);
    sub.ws.close();
  });

  it('resumes after a dropped connection without gaps or doubles: frames, then `after` its last number', async () => {
    const { show } = await roomShow('Resume');
    const [watcher, a] = await Promise.all([talker('Dropping Fan'), talker('Steady Talker')]);
    const first = await subscriber(watcher, show.id);
    const m1 = await said(a, show.id, 'Before the drop');
    await expect.poll(() => first.frames().flatMap((f) => f.messages.map((m) => m.seq))).toContain(m1.seq);
    const seen = new Map(first.frames().flatMap((f) => f.messages.map((m) => [m.seq, m.text] as const)));
    // The connection drops; the room goes on without it (Events replays nothing).
    first.ws.terminate();
    const missed = [await said(a, show.id, 'While away one'), await said(a, show.id, 'While away two')];
    // Back: subscribe again, then fetch after the last number held, as the page does.
    const again = await subscriber(watcher, show.id);
    const upTo = Math.max(...seen.keys());
    const page = await api(`/api/shows/${show.id}/room/messages?after=${upTo}`, { token: watcher.idToken });
    expect(page.status, page.text).toBe(200);
    for (const m of (page.json as unknown as RoomMessagesPage).messages) seen.set(m.seq, m.text);
    const m4 = await said(a, show.id, 'After the return');
    await expect.poll(() => again.frames().flatMap((f) => f.messages.map((m) => m.seq))).toContain(m4.seq);
    for (const f of again.frames()) for (const m of f.messages) seen.set(m.seq, m.text);
    // Every message once, in sequence, nothing missing.
    expect([...seen.entries()].sort(([x], [y]) => x - y)).toEqual([
      [m1.seq, 'Before the drop'],
      [missed[0]?.seq, 'While away one'],
      [missed[1]?.seq, 'While away two'],
      [m4.seq, 'After the return'],
    ]);
    expect(m4.seq).toBe(m1.seq + 3);
    again.ws.close();
  });
});
