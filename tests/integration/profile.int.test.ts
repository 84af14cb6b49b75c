import { describe, expect, it } from 'vitest';
import { avatarPng } from '../../scripts/local/png';
import { api, cloud, newFan, type TestFan, uploadExists } from './helpers';
import { keyOfUpload } from './social-helpers';

async function member(name = 'Profile Fan') {
  const fan = await newFan(name);
  const me = await api('/api/user', { token: fan.idToken });
  return { ...fan, handle: String(me.json?.handle) };
}

async function uploadUrl(fan: TestFan, contentType: string, contentLength: number, purpose = 'profile') {
  return api('/api/objects/upload', {
    token: fan.idToken,
    method: 'POST',
    body: { contentType, contentLength, purpose },
  });
}

const PNG = avatarPng(32, [200, 0, 0], [0, 0, 200]);

async function putFile(url: string, body: Uint8Array, contentType: string) {
  return fetch(url, { method: 'PUT', body: Buffer.from(body), headers: { 'content-type': contentType } });
}

async function uploadPicture(fan: TestFan) {
  const res = await uploadUrl(fan, 'image/png', PNG.length);
  const url = String(res.json?.uploadURL);
  expect((await putFile(url, new Uint8Array(PNG), 'image/png')).status).toBe(200);
  return url.split('?')[0] ?? '';
}

describe('PUT /api/profile', () => {
  it('updates the caller’s own fields, trimmed, and reports completeness', async () => {
    const fan = await member();
    const res = await api('/api/profile', {
      token: fan.idToken,
      method: 'PUT',
      body: { bio: '  Lifelong mark.  ', favoriteWrestlers: 'Sting', favoritePromotions: 'WCW' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      bio: 'Lifelong mark.',
      favoriteWrestlers: 'Sting',
      favoritePromotions: 'WCW',
    });
    expect(res.json?.completeness).toMatchObject({ percent: 75, missingFields: ['profile_picture'] });
  });

  it('refuses bad and oversize input with a message and changes nothing', async () => {
    const fan = await member();
    const cases: [unknown, string][] = [
      [{ handle: 'bad handle!' }, 'Handle can only contain letters, numbers, and underscores'],
      [{ handle: '' }, 'Handle is required'],
      [{ displayName: '   ' }, 'Display name is required'],
      [{ bio: 'x'.repeat(301) }, 'Bio must be at most 300 characters'],
      [{ favoriteWrestlers: 'x'.repeat(201) }, 'Favorite wrestlers must be at most 200 characters'],
      [{ displayName: 'x'.repeat(51) }, 'Display name must be at most 50 characters'],
    ];
    for (const [body, message] of cases) {
      expect(await api('/api/profile', { token: fan.idToken, method: 'PUT', body })).toMatchObject({
        status: 400,
        json: { message },
      });
    }
    const spoof = await api('/api/profile', {
      token: fan.idToken,
      method: 'PUT',
      body: { id: 'other', bio: 'x' },
    });
    expect(spoof.status).toBe(400);
    expect((await api('/api/profile', { token: fan.idToken, method: 'PUT', rawBody: '{oops' })).status).toBe(
      400,
    );
    const me = await api('/api/user', { token: fan.idToken });
    expect(me.json).toMatchObject({ bio: '', handle: fan.handle, displayName: 'Profile Fan' });
  });

  it('changes the handle, frees the old one, and refuses a taken handle case-insensitively', async () => {
    const a = await member('Handle Owner');
    const b = await member('Handle Wanter');
    const wanted = `Champ_${Date.now().toString(36)}`;
    expect(
      (await api('/api/profile', { token: a.idToken, method: 'PUT', body: { handle: wanted } })).json?.handle,
    ).toBe(wanted);
    expect(
      await api('/api/profile', { token: b.idToken, method: 'PUT', body: { handle: wanted.toLowerCase() } }),
    ).toMatchObject({ status: 409, json: { message: 'That handle is already taken' } });
    // a's old handle is free again; a case change of one's own handle is fine
    expect(
      (await api('/api/profile', { token: b.idToken, method: 'PUT', body: { handle: a.handle } })).status,
    ).toBe(200);
    expect(
      (await api('/api/profile', { token: a.idToken, method: 'PUT', body: { handle: wanted.toUpperCase() } }))
        .status,
    ).toBe(200);
  });

  it('lets exactly one of 20 fans racing for the same handle win', async () => {
    const fans = await Promise.all(Array.from({ length: 20 }, (_, i) => member(`Racer ${i}`)));
    const handle = `race_${Date.now().toString(36)}`;
    const results = await Promise.all(
      fans.map((f) => api('/api/profile', { token: f.idToken, method: 'PUT', body: { handle } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });
});

describe('GET /api/users/{userId}', () => {
  it('returns another fan’s public profile and 404 for unknown ids', async () => {
    const a = await member('Visible Fan');
    const b = await member();
    const res = await api(`/api/users/${a.sub}`, { token: b.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: a.sub, displayName: 'Visible Fan', handle: a.handle });
    expect(res.json).not.toHaveProperty('email');
    expect(await api('/api/users/nobody-here', { token: b.idToken })).toMatchObject({
      status: 404,
      json: { message: 'User not found' },
    });
  });
});

describe('uploads and PUT /api/profile-picture', () => {
  it('presigns a PUT under the caller’s pending prefix that the S3 emulator accepts, then moves it and serves it from /media', async () => {
    const fan = await member();
    const url = await uploadPicture(fan);
    expect(url).toContain(`/uploads/pending/${fan.sub}/`);
    const res = await api('/api/profile-picture', {
      token: fan.idToken,
      method: 'PUT',
      body: { profileImageURL: url },
    });
    expect(res.status).toBe(200);
    const picture = String(res.json?.profileImageUrl);
    expect(picture).toMatch(new RegExp(`^/media/uploads/${fan.sub}/[0-9A-Z]{26}\\.full\\.webp$`));
    const served = await fetch(`${cloud().apiBase}${picture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Re-encoded (docs/safety.md, "Images"): not the bytes the fan sent.
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    // Taken, not copied: the pending upload is gone (nothing is left for the sweeper).
    expect(await uploadExists(keyOfUpload(url))).toBe(false);
    expect(await uploadExists(picture.replace(/^\/media\//, ''))).toBe(true);
    // The address as returned (with its query string) is accepted too.
    const again = await uploadUrl(fan, 'image/png', PNG.length);
    await putFile(String(again.json?.uploadURL), new Uint8Array(PNG), 'image/png');
    expect(
      (
        await api('/api/profile-picture', {
          token: fan.idToken,
          method: 'PUT',
          body: { profileImageURL: again.json?.uploadURL },
        })
      ).status,
    ).toBe(200);
  });

  it('makes the S3 emulator reject a wrong content type or a bigger file than signed', async () => {
    const fan = await member();
    const res = await uploadUrl(fan, 'image/png', PNG.length);
    const url = String(res.json?.uploadURL);
    expect((await putFile(url, new Uint8Array(PNG), 'image/gif')).status).toBe(403);
    const bigger = new Uint8Array(PNG.length + 10);
    expect((await putFile(url, bigger, 'image/png')).status).toBe(403);
  });

  it('refuses uploads over the limit and non-image types', async () => {
    const fan = await member();
    expect(await uploadUrl(fan, 'image/png', 5 * 1024 * 1024 + 1, 'profile')).toMatchObject({
      status: 400,
      json: { message: 'Images can be at most 5 MB' },
    });
    expect((await uploadUrl(fan, 'image/png', 10 * 1024 * 1024, 'post')).status).toBe(200);
    expect((await uploadUrl(fan, 'image/png', 10 * 1024 * 1024 + 1, 'post')).status).toBe(400);
    expect((await uploadUrl(fan, 'text/html', 10, 'post')).status).toBe(400);
  });

  it('refuses URLs outside our bucket, under another fan’s prefix, or not uploaded', async () => {
    const a = await member();
    const b = await member();
    const aUrl = await uploadPicture(a);
    const put = (profileImageURL: string) =>
      api('/api/profile-picture', { token: b.idToken, method: 'PUT', body: { profileImageURL } });
    expect(await put(aUrl)).toMatchObject({
      status: 400,
      json: { message: 'The image must be one of your own uploads' },
    });
    expect((await put('https://evil.example.com/uploads/x.png')).status).toBe(400);
    expect((await put(`/media/uploads/${b.sub}/../${a.sub}/x.png`)).status).toBe(400);
    expect(await put(`/media/uploads/${b.sub}/01JAAAAAAAAAAAAAAAAAAAAAAA.png`)).toMatchObject({
      status: 400,
      json: { message: 'The image was not uploaded. Please try again.' },
    });
    expect((await api('/api/user', { token: b.idToken })).json?.profileImageUrl).toBeNull();
  });
});
