/**
 * Show-night alerts and reports of room messages (issue 38, docs/rooms.md "Show-night alerts" and
 * "Reports") on the real local cloud: the setting and the bell through their routes; the start-alerts
 * job run once (its domain call, as the schedule runs it) reaches an opted-in follower of the show's
 * promotion once, a fan watching it `later` never, an opted-out follower never, a bell ringer who
 * follows nothing; a match going live (the live lane) tells a follower of a wrestler on it, and a
 * second match folds into the same alert; a deleted fan's bells go with the account purge; a reported
 * room message joins the admin queue with its room.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getDb } from '../../functions/data/client';
import { showBellPage } from '../../functions/data/rooms/alerts';
import { remainingData } from '../../functions/domain/account';
import { runStartAlerts } from '../../functions/domain/rooms/alerts';
import { ROOM_TEXTS } from '../../shared/messages-rooms';
import type { Report } from '../../shared/schemas/moderation';
import type { Notification } from '../../shared/schemas/notifications';
import { KEYS } from '../../shared/table';
import { addMatch, create, promotionBody, showBody, wrestlerBody } from './catalogue-helpers';
import { api, cloud, eventually, streamDrained } from './helpers';
import { adminMember, type Member, member } from './social-helpers';

const run = Date.now().toString(36);
let admin: Member;
beforeAll(async () => {
  admin = await adminMember(`Alerts Admin ${run}`);
});

const ok = async (who: Member, method: string, path: string, body?: unknown) => {
  const res = await api(path, { token: who.idToken, method, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
};
const followEntity = (who: Member, entityId: string) => ok(who, 'POST', `/api/entities/${entityId}/follow`);
const alertsOn = (who: Member) => ok(who, 'PUT', '/api/settings/alerts', { showNight: true });
const ringBell = (who: Member, showId: string) => ok(who, 'PUT', `/api/shows/${showId}/alerts`, { on: true });

/** A fan's live channel: every message it receives, parsed. */
function connect(who: Member): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${cloud().wsUrl}/ws?token=${encodeURIComponent(who.idToken)}`);
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(d.toString()) as Record<string, unknown>));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}
/** The alerts of one kind pushed over a live channel. */
const pushed = (socket: { messages: Record<string, unknown>[] }, type: string) =>
  socket.messages.filter(
    (m) => m.type === 'notification' && (m.data as { type?: string } | undefined)?.type === type,
  );

/** The fan's show-night alerts of one kind, newest first. */
async function alerts(who: Member, type: 'showStart' | 'inRing'): Promise<Notification[]> {
  const res = await api('/api/notifications?limit=50', { token: who.idToken });
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as Notification[]).filter((n) => n.type === type);
}

describe('the setting and the bell', () => {
  it('are off by default, stored, answered, and refused with a reason for bad input', async () => {
    const fan = await member(`Settings Fan ${run}`);
    const promotion = await create(admin, promotionBody(`Setfed${run}`));
    const show = await create(admin, showBody(`Setfed Weekly ${run}`, promotion.id, 5));
    expect(await ok(fan, 'GET', '/api/settings/alerts')).toEqual({ showNight: false });
    expect(await alertsOn(fan)).toEqual({ showNight: true });
    expect(await ok(fan, 'GET', '/api/settings/alerts')).toEqual({ showNight: true });
    const bad = await api('/api/settings/alerts', {
      token: fan.idToken,
      method: 'PUT',
      body: { showNight: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await ok(fan, 'GET', '/api/settings/alerts')).toEqual({ showNight: true });

    expect(await ok(fan, 'GET', `/api/shows/${show.id}/alerts`)).toEqual({ showId: show.id, on: false });
    expect(await ringBell(fan, show.id)).toEqual({ showId: show.id, on: true });
    expect(await ok(fan, 'GET', `/api/shows/${show.id}/alerts`)).toEqual({ showId: show.id, on: true });
    expect(await ok(fan, 'PUT', `/api/shows/${show.id}/alerts`, { on: false })).toEqual({
      showId: show.id,
      on: false,
    });
    expect(await ok(fan, 'GET', `/api/shows/${show.id}/alerts`)).toEqual({ showId: show.id, on: false });
    // Not a show: 404, nothing stored.
    // The account purge takes the fan's bells with it.
    await ringBell(fan, show.id);
    const gone = await api('/api/account', {
      token: fan.idToken,
      method: 'DELETE',
      body: { password: fan.password },
    });
    expect(gone.status, gone.text).toBe(200);
    await streamDrained({ patienceMs: 10_000 });
    await eventually(async () => (await remainingData(getDb(), fan.sub)).showBells === 0, 20_000);
    expect((await showBellPage(getDb(), show.id, 10, Math.floor(Date.now() / 1000))).items).toEqual([]);
    const other = await member(`Settings Other ${run}`);
    const notShow = await api(`/api/shows/${promotion.id}/alerts`, {
      token: other.idToken,
      method: 'PUT',
      body: { on: true },
    });
    expect(notShow.status).toBe(404);
  });
});

describe('"starts in 15 minutes"', () => {
  it('reaches opted-in followers and bell ringers once, never a fan watching later nor an opted-out one', async () => {
    const promotion = await create(admin, promotionBody(`Startfed${run}`));
    // Starts in 10 minutes: within the job's next 15.
    const show = await create(admin, showBody(`Startfed Weekly ${run}`, promotion.id, 10 / 60));
    const [follower, later, optedOut, bellOnly, both] = await Promise.all([
      member(`Start Follower ${run}`),
      member(`Start Later ${run}`),
      member(`Start Off ${run}`),
      member(`Start Bell ${run}`),
      member(`Start Both ${run}`),
    ]);
    for (const fan of [follower, later, optedOut, both]) await followEntity(fan, promotion.id);
    for (const fan of [follower, later, both]) await alertsOn(fan);
    await ok(later, 'PUT', `/api/shows/${show.id}/watch`, { status: 'later' });
    await ringBell(bellOnly, show.id);
    await ringBell(both, show.id);

    const socket = await connect(follower);
    const first = await runStartAlerts({ db: getDb() });
    expect(first.shows).toContain(show.id);
    // Once per show: a second run starts nothing for it.
    expect((await runStartAlerts({ db: getDb() })).shows).not.toContain(show.id);
    await streamDrained({ patienceMs: 10_000 });

    for (const fan of [follower, bellOnly, both]) {
      await eventually(async () => (await alerts(fan, 'showStart')).length > 0);
    }
    await streamDrained({ patienceMs: 5_000 });
    for (const fan of [follower, bellOnly, both]) {
      const got = await alerts(fan, 'showStart');
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({
        message: ROOM_TEXTS.startsSoon(`Startfed Weekly ${run}`),
        showId: show.id,
        read: false,
        fromUserId: null,
      });
    }
    expect(await alerts(later, 'showStart')).toEqual([]);
    expect(await alerts(optedOut, 'showStart')).toEqual([]);
    // Pushed at once over the live channel (from the work item's page), once.
    await eventually(() => pushed(socket, 'showStart').length > 0);
    expect(pushed(socket, 'showStart')).toHaveLength(1);
    expect(pushed(socket, 'showStart')[0]?.data).toMatchObject({
      message: ROOM_TEXTS.startsSoon(`Startfed Weekly ${run}`),
    });
    socket.ws.close();
  });
});

describe('"<wrestler> is in the ring now"', () => {
  it('tells the opted-in followers of a wrestler on a match gone live, folds a second match into it, and skips a fan watching later', async () => {
    const promotion = await create(admin, promotionBody(`Ringfed${run}`));
    const wrestler = (name: string) => create(admin, wrestlerBody(`${name} ${run}`, [promotion.id]));
    const [a, b, c, d] = await Promise.all([
      wrestler('Ace'),
      wrestler('Blaze'),
      wrestler('Comet'),
      wrestler('Dash'),
    ]);

    // On air: it started an hour ago.
    const show = await create(admin, showBody(`Ringfed Weekly ${run}`, promotion.id, -1));
    const [fan, later, bellOnly, quiet] = await Promise.all([
      member(`Ring Fan ${run}`),
      member(`Ring Later ${run}`),
      member(`Ring Bell ${run}`),
      member(`Ring Quiet ${run}`),
    ]);
    for (const who of [fan, later, quiet]) {
      await followEntity(who, a.id);
      await followEntity(who, c.id);
    }
    for (const who of [fan, later]) await alertsOn(who);
    await ok(later, 'PUT', `/api/shows/${show.id}/watch`, { status: 'later' });
    await ringBell(bellOnly, show.id);

    const sides = (x: string, y: string) => ({
      sides: [[x], [y]],
      stipulation: null,
      championshipId: null,
    });
    const socket = await connect(fan);
    const first = await addMatch(admin, show.id, { position: 1, ...sides(a.id, b.id) });
    const second = await addMatch(admin, show.id, { position: 2, ...sides(c.id, d.id) });
    await ok(admin, 'PUT', `/api/admin/shows/${show.id}/status`, { status: 'live' });
    await ok(admin, 'PUT', `/api/admin/shows/${show.id}/matches/${first.id}`, {
      position: 1,
      ...sides(a.id, b.id),
      status: 'live',
    });
    await streamDrained({ patienceMs: 10_000 });
    await eventually(async () => (await alerts(fan, 'inRing')).length === 1);
    expect((await alerts(fan, 'inRing'))[0]).toMatchObject({
      message: ROOM_TEXTS.inRing(`Ace ${run}`),
      showId: show.id,
      actorCount: 1,
    });
    await eventually(async () => (await alerts(bellOnly, 'inRing')).length === 1);
    expect((await alerts(bellOnly, 'inRing'))[0]?.message).toBe(ROOM_TEXTS.inRing(`Ace ${run}`));

    // The next match of a followed wrestler within ALERT_GROUP_MINUTES folds into the same alert.
    await ok(admin, 'PUT', `/api/admin/shows/${show.id}/matches/${second.id}`, {
      position: 2,
      ...sides(c.id, d.id),
      status: 'live',
    });
    await streamDrained({ patienceMs: 10_000 });
    await eventually(async () => (await alerts(fan, 'inRing'))[0]?.actorCount === 2);
    const folded = await alerts(fan, 'inRing');
    expect(folded).toHaveLength(1);
    expect(folded[0]?.message).toBe(ROOM_TEXTS.inRingMany(`Comet ${run}`, 1));
    // One push: the folded alert changes the notification, it does not ring again.
    expect(pushed(socket, 'inRing')).toHaveLength(1);
    expect(pushed(socket, 'inRing')[0]?.data).toMatchObject({ message: ROOM_TEXTS.inRing(`Ace ${run}`) });
    socket.ws.close();
    // The bell's alert of the second match folds in too.
    await eventually(async () => (await alerts(bellOnly, 'inRing'))[0]?.actorCount === 2);
    expect(await alerts(bellOnly, 'inRing')).toHaveLength(1);
    // Watching later, or alerts off: nothing.
    expect(await alerts(later, 'inRing')).toEqual([]);
    expect(await alerts(quiet, 'inRing')).toEqual([]);
    // A fan who says `later` after the alert reads it without who was in the ring.
    await ok(fan, 'PUT', `/api/shows/${show.id}/watch`, { status: 'later' });
    expect((await alerts(fan, 'inRing'))[0]).toMatchObject({
      message: ROOM_TEXTS.inRingHidden(`Ringfed Weekly ${run}`),
      actors: [],
      showId: show.id,
    });
  });
});

describe('a reported room message', () => {
  /** A room message as the room's post stores it (docs/rooms.md: ROOM#{showId} / MSG#{seq}). */
  async function storeMessage(showId: string, seq: number, author: Member, text: string) {
    const db = getDb();
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: {
          PK: `${KEYS.roomMessage.pk}${showId}`,
          SK: `${KEYS.roomMessage.sk}${String(seq).padStart(12, '0')}`,
          GSI1PK: `${KEYS.roomMessage.gsi1}${author.sub}`,
          GSI1SK: `${showId}#${String(seq).padStart(12, '0')}`,
          seq,
          showId,
          matchId: null,
          phase: null,
          text,
          authorId: author.sub,
          authorHandle: author.handle,
          authorDisplayName: `Talker ${run}`,
          authorProfileImageUrl: null,
          createdAt: new Date().toISOString(),
          expiresAt: Math.floor(Date.now() / 1000) + 86_400,
        },
      }),
    );
  }
  const report = (who: Member, showId: string, seq: number | string, reason = 'spam') =>
    api(`/api/shows/${showId}/room/messages/${seq}/report`, {
      token: who.idToken,
      method: 'POST',
      body: { reason },
    });

  it('joins the admin queue once per fan with its room, refuses your own and what is gone', async () => {
    const promotion = await create(admin, promotionBody(`Reportfed${run}`));
    const show = await create(admin, showBody(`Reportfed Weekly ${run}`, promotion.id, -1));
    const [talker, reporter] = await Promise.all([member(`Talker ${run}`), member(`Reporter ${run}`)]);
    await storeMessage(show.id, 7, talker, `buy followers now ${run}`);
    await storeMessage(show.id, 8, talker, 'gone soon');

    const first = await report(reporter, show.id, 7, 'Selling followers in the room');
    expect(first.status, first.text).toBe(201);
    const again = await report(reporter, show.id, 7);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ id: first.json?.id, created: false });
    // Your own message: 400; no such message, or not a show: 404; bad input: 400.
    expect((await report(talker, show.id, 7)).status).toBe(400);
    expect((await report(reporter, show.id, 9)).status).toBe(404);
    expect((await report(reporter, promotion.id, 7)).status).toBe(404);
    expect((await report(reporter, show.id, 'x')).status).toBe(400);
    expect((await report(reporter, show.id, 7, '')).status).toBe(400);
    const db = getDb();
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: { PK: `${KEYS.roomMessage.pk}${show.id}`, SK: `${KEYS.roomMessage.sk}${'8'.padStart(12, '0')}` },
        UpdateExpression: 'SET deleted = :t, #text = :empty',
        ExpressionAttributeNames: { '#text': 'text' },
        ExpressionAttributeValues: { ':t': true, ':empty': '' },
      }),
    );
    expect((await report(reporter, show.id, 8)).status).toBe(404);

    const queue = await api('/api/admin/reports?status=pending&limit=100', { token: admin.idToken });
    expect(queue.status, queue.text).toBe(200);
    const mine = (queue.json as unknown as Report[]).filter((r) => r.id === first.json?.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      reason: 'other',
      description: 'Selling followers in the room',
      reportedUser: { id: talker.sub },
      post: null,
      comment: null,
      roomMessage: {
        id: `${show.id}:7`,
        content: `buy followers now ${run}`,
        authorId: talker.sub,
        showId: show.id,
        showName: `Reportfed Weekly ${run}`,
        seq: 7,
        link: `/shows/${show.id}/live`,
        deleted: false,
      },
    });
    // Deleted for everyone since: the queue says so (the report keeps what it said).
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: { PK: `${KEYS.roomMessage.pk}${show.id}`, SK: `${KEYS.roomMessage.sk}${'7'.padStart(12, '0')}` },
        UpdateExpression: 'SET deleted = :t',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
    const after = await api('/api/admin/reports?status=pending&limit=100', { token: admin.idToken });
    const still = (after.json as unknown as Report[]).find((r) => r.id === first.json?.id);
    expect(still?.roomMessage).toMatchObject({ deleted: true, content: `buy followers now ${run}` });
  });
});
