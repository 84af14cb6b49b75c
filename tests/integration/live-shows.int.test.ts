/**
 * A live show's page over the live channel (issue 35, docs/shows.md "Live show pages"), on the real
 * local cloud: a real socket that watches a show is told when its card changes (the show goes live,
 * a match goes live, a result) or a tagged post arrives, never what changed; a socket not watching
 * hears nothing; a watch goes with its connection; past SHOW_WATCHERS_MAX a watch is refused.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { batchWrite } from '../../functions/data/batch';
import { getDb } from '../../functions/data/client';
import { connectionKey, showWatchKey } from '../../functions/data/connection';
import { SHOW_WATCHERS_MAX } from '../../shared/constants';
import type { Match } from '../../shared/schemas/wrestling';
import { addMatch, create, showBody, smallWorld } from './catalogue-helpers';
import { api, cloud, eventually, streamDrained } from './helpers';
import { adminMember, type Member, member, post } from './social-helpers';

interface Socket {
  ws: WebSocket;
  /** Every message received, parsed (pongs and notifications included). */
  messages: Record<string, unknown>[];
}

function connect(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${cloud().wsUrl}/ws?token=${encodeURIComponent(token)}`);
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(d.toString()) as Record<string, unknown>));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}
const shows = (s: Socket) => s.messages.filter((m) => m.type === 'show');
const watchAnswers = (s: Socket) => s.messages.filter((m) => m.type === 'watch');
const watch = (s: Socket, showId: string | null) =>
  s.ws.send(JSON.stringify({ action: 'watchShow', showId }));
const close = (s: Socket) =>
  new Promise<void>((resolve) => {
    s.ws.once('close', () => resolve());
    s.ws.close(1000);
  });
/** The connection ids stored as watching a show. */
async function watchers(showId: string): Promise<string[]> {
  const db = getDb();
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': showWatchKey(showId, '').PK },
      ConsistentRead: true,
    }),
  );
  return (res.Items ?? []).map((i) => i.SK as string);
}

let admin: Member;
let fan: Member;
beforeAll(async () => {
  [admin, fan] = await Promise.all([adminMember('Live Admin'), member('Live Fan')]);
});
const send = async (method: string, path: string, body?: unknown) => {
  const res = await api(path, { token: admin.idToken, method, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
};

describe('a live show page over the live channel', () => {
  it('is told when the card changes or a tagged post arrives, never what changed; a socket not watching hears nothing', async () => {
    const w = await smallWorld(admin, 'Livefed');
    const other = await create(admin, showBody('Livefed Other', w.promotion.id, 2));
    const [watching, elsewhere, idle, otherFan] = await Promise.all([
      connect(fan.idToken),
      connect(fan.idToken),
      connect(fan.idToken),
      member('Live Other Fan').then((m) => connect(m.idToken)),
    ]);
    watch(watching, w.show.id);
    watch(elsewhere, other.id);
    await eventually(() => watchAnswers(watching).length === 1 && watchAnswers(elsewhere).length === 1);
    expect(watchAnswers(watching)).toEqual([{ type: 'watch', showId: w.show.id, live: true }]);
    expect((await watchers(w.show.id)).length).toBe(1);

    // The show goes live: its card changed.
    await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' });
    await eventually(() => shows(watching).length >= 1);
    expect(shows(watching)[0]).toEqual({ type: 'show', showId: w.show.id, changed: 'card' });

    // A match is added and goes live, then gets its result: each tells the page to refetch its card.
    const match = (await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
    })) as Match;
    await send('PUT', `/api/admin/shows/${w.show.id}/matches/${match.id}`, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
      status: 'live',
    });
    await send('PUT', `/api/admin/shows/${w.show.id}/matches/${match.id}/result`, { winnerSide: 1 });
    // A post tagged with the show, and one that is not: only the first tells the page.
    const tagged = await post(fan, { content: 'What a main event', tags: [w.show.id] });
    expect(tagged.status, tagged.text).toBe(201);
    expect((await post(fan, { content: 'Nothing to do with it' })).status).toBe(201);
    await streamDrained({ patienceMs: 10_000 });
    await eventually(() => shows(watching).some((m) => m.changed === 'posts'));
    const told = shows(watching);
    expect(told.every((m) => m.showId === w.show.id)).toBe(true);
    expect(told.filter((m) => m.changed === 'posts')).toHaveLength(1);
    expect(told.filter((m) => m.changed === 'card').length).toBeGreaterThanOrEqual(3);
    // Nothing of a result, a match or a post travels: only which show and what to refetch.
    for (const m of told) expect(Object.keys(m).sort()).toEqual(['changed', 'showId', 'type']);
    expect(JSON.stringify(watching.messages)).not.toMatch(/winner|result|main event/i);
    // The sockets not watching this show heard nothing of it.
    expect(shows(elsewhere)).toEqual([]);
    expect(shows(idle)).toEqual([]);
    expect(shows(otherFan)).toEqual([]);

    // Stopping: no more pushes.
    watch(watching, null);
    await eventually(async () => (await watchers(w.show.id)).length === 0);
    const before = shows(watching).length;
    await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'finished' });
    await streamDrained({ patienceMs: 10_000 });
    expect(shows(watching).length).toBe(before);
    await Promise.all([watching, elsewhere, idle, otherFan].map(close));
  });

  it('keeps one watch per connection, moves it, forgets it with the connection, and ignores what is not a show', async () => {
    const w = await smallWorld(admin, 'Watchfed');
    const second = await create(admin, showBody('Watchfed Second', w.promotion.id, 3));
    const socket = await connect(fan.idToken);
    watch(socket, w.show.id);
    await eventually(async () => (await watchers(w.show.id)).length === 1);
    const [connectionId] = await watchers(w.show.id);
    watch(socket, second.id);
    await eventually(async () => (await watchers(second.id)).length === 1);
    expect(await watchers(w.show.id)).toEqual([]);
    const db = getDb();
    const conn = await db.doc.send(
      new GetCommand({ TableName: db.table, Key: connectionKey(connectionId as string) }),
    );
    expect(conn.Item?.watching).toBe(second.id);

    // Not a show (a wrestler's id), a malformed message: no watch, no answer.
    const answers = watchAnswers(socket).length;
    watch(socket, w.a.id);
    socket.ws.send(JSON.stringify({ action: 'watchShow', showId: 42 }));
    socket.ws.send(JSON.stringify({ action: 'watchShow' }));
    await eventually(async () => (await watchers(second.id)).length === 0);
    expect(await watchers(w.a.id)).toEqual([]);
    expect(watchAnswers(socket).length).toBe(answers);

    watch(socket, second.id);
    await eventually(async () => (await watchers(second.id)).length === 1);
    await close(socket);
    await eventually(async () => (await watchers(second.id)).length === 0);
  });

  it(`refuses a watch past ${SHOW_WATCHERS_MAX} watchers (the page falls back to asking every minute)`, async () => {
    const w = await smallWorld(admin, 'Fullfed');
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    await batchWrite(
      getDb(),
      Array.from({ length: SHOW_WATCHERS_MAX }, (_, i) => ({
        put: { ...showWatchKey(w.show.id, `crowd-${i}`), type: 'show-watch', showId: w.show.id, expiresAt },
      })),
    );
    const socket = await connect(fan.idToken);
    watch(socket, w.show.id);
    await eventually(() => watchAnswers(socket).length === 1);
    expect(watchAnswers(socket)).toEqual([{ type: 'watch', showId: w.show.id, live: false }]);
    expect(await watchers(w.show.id)).toHaveLength(SHOW_WATCHERS_MAX);
    // A change pushes to the watchers it has (none of them real here: each is forgotten on its 410).
    await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' });
    await eventually(async () => (await watchers(w.show.id)).length === 0, 20_000);
    expect(shows(socket)).toEqual([]);
    await close(socket);
  });
});
