/** User search on the real local cloud: the index kept by the derived lane, ranking, accents, edits, bans. */
import { describe, expect, it } from 'vitest';
import type { SuggestedUser } from '../../shared/schemas/users';
import { api, banFan, streamDrained } from './helpers';
import { member } from './social-helpers';

const run = Date.now().toString(36);

async function search(token: string, q: string, query = ''): Promise<SuggestedUser[]> {
  const res = await api(`/api/users/search?q=${encodeURIComponent(q)}${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as SuggestedUser[];
}

async function setHandle(token: string, handle: string) {
  const res = await api('/api/profile', { token, method: 'PUT', body: { handle } });
  expect(res.status, res.text).toBe(200);
}

describe('user search', () => {
  it('finds fans by the start of a name word or the handle, accent- and case-insensitively, ranked', async () => {
    const me = await member('Searching Fan');
    const bret = await member(`Bret Hárt ${run}`);
    await setHandle(bret.idToken, `bret${run}`);
    const fan = await member(`Hitman Fan ${run}`);
    await setHandle(fan.idToken, `bret${run}_fan`);
    const other = await member(`Bretton Woods ${run}`);
    await streamDrained();

    // The exact handle first, then the handle prefix, then name words.
    const byHandle = await search(me.idToken, `@BRET${run}`);
    expect(byHandle.map((u) => u.id).slice(0, 2)).toEqual([bret.sub, fan.sub]);
    // "hart" finds him by his (accented) surname; "HÁRT" too.
    for (const q of [`hart ${run}`, `HÁRT ${run}`])
      expect((await search(me.idToken, q)).map((u) => u.id)).toEqual([bret.sub]);
    // A name-word prefix: "bret" + the run id finds Bret Hárt and Bretton Woods by name, the fan by handle.
    const ids = (await search(me.idToken, `bret${run}`)).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([bret.sub, fan.sub]));
    expect((await search(me.idToken, `woods ${run}`)).map((u) => u.id)).toEqual([other.sub]);
    expect((await search(me.idToken, `${run}`)).map((u) => u.id)).toEqual(
      expect.arrayContaining([bret.sub, fan.sub, other.sub]),
    );
  });

  it('follows an edited name within seconds: the new words match, the old ones stop', async () => {
    const me = await member('Editor Watcher');
    const fan = await member(`Macho Man ${run}`);
    await streamDrained();
    expect((await search(me.idToken, `macho ${run}`)).map((u) => u.id)).toEqual([fan.sub]);
    const res = await api('/api/profile', {
      token: fan.idToken,
      method: 'PUT',
      body: { displayName: `Randy Savage ${run}` },
    });
    expect(res.status, res.text).toBe(200);
    await streamDrained();
    expect(await search(me.idToken, `macho ${run}`)).toEqual([]);
    expect((await search(me.idToken, `savage ${run}`)).map((u) => u.id)).toEqual([fan.sub]);
  });

  it('never returns banned fans, pages at most 20, and refuses an empty query', async () => {
    const me = await member('Page Watcher');
    const banned = await member(`Spam Lord ${run}`);
    const fans = [];
    for (let i = 0; i < 23; i++) fans.push(await member(`Crowd${run} ${i}`));
    await streamDrained();
    await banFan(banned.sub);
    expect(await search(me.idToken, `spam ${run}`)).toEqual([]);
    const first = await search(me.idToken, `crowd${run}`);
    expect(first).toHaveLength(20);
    const second = await search(me.idToken, `crowd${run}`, '&offset=20');
    expect(second).toHaveLength(3);
    expect(new Set([...first, ...second].map((u) => u.id)).size).toBe(23);
    expect((await api('/api/users/search?q=%20', { token: me.idToken })).status).toBe(400);
    expect((await api('/api/users/search?q=x&limit=21', { token: me.idToken })).status).toBe(400);
  }, 60_000);
});
