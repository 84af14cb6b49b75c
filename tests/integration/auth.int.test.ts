import {
  AdminAddUserToGroupCommand,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { handleKey, updateUserProfile } from '../../functions/data/user';
import { cognitoClient, signIn } from '../../scripts/local/seed';
import { api, banFan, cloud, newFan } from './helpers';

describe('current user (GET /api/user, GET /api/auth/user)', () => {
  it('refuses calls without a valid ID token', async () => {
    const fan = await newFan();
    expect(await api('/api/user')).toMatchObject({ status: 401, json: { message: 'Unauthorized' } });
    expect((await api('/api/user', { token: 'not-a-jwt' })).status).toBe(401);
    const [h, p, s] = fan.idToken.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url');
    expect((await api('/api/user', { token: `${h}.${forged}.${s}` })).status).toBe(401);
  });

  it('creates the profile on the first call from the token, with the sign-up display name', async () => {
    const fan = await newFan('Macho Madness');
    const first = await api('/api/user', { token: fan.idToken });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      id: fan.sub,
      email: fan.email,
      displayName: 'Macho Madness',
      bio: '',
      profileImageUrl: null,
      followerCount: 0,
      followingCount: 0,
      isAdmin: false,
      unreadNotifications: 0,
      completeness: {
        isComplete: false,
        completedFields: [],
        missingFields: ['profile_picture', 'bio', 'favorite_wrestlers', 'favorite_promotions'],
        percent: 0,
      },
    });
    expect(String(first.json?.handle)).toMatch(/^macho_madness(_\d{4})?$/);
    const again = await api('/api/auth/user', { token: fan.idToken });
    expect(again.status).toBe(200);
    expect(again.json?.handle).toBe(first.json?.handle);
    expect(again.json?.createdAt).toBe(first.json?.createdAt);
  });

  it('gives fans with the same display name distinct, reserved handles', async () => {
    const [a, b] = await Promise.all([newFan('Same Name'), newFan('Same Name')]);
    const [ra, rb] = await Promise.all([
      api('/api/user', { token: a.idToken }),
      api('/api/user', { token: b.idToken }),
    ]);
    expect(ra.json?.handle).not.toBe(rb.json?.handle);
    const db = getDb();
    for (const [fan, res] of [
      [a, ra],
      [b, rb],
    ] as const) {
      const marker = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: handleKey(String(res.json?.handle)) }),
      );
      expect(marker.Item?.userId).toBe(fan.sub);
    }
  });

  it('creates exactly one profile when the first calls race', async () => {
    const fan = await newFan('Racing Rookie');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api('/api/user', { token: fan.idToken })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.json?.handle)).size).toBe(1);
  });

  it('reports completeness from the stored profile', async () => {
    const fan = await newFan();
    await api('/api/user', { token: fan.idToken });
    await updateUserProfile(getDb(), fan.sub, { bio: '  Loves ladder matches ', favoriteWrestlers: '   ' });
    const res = await api('/api/user', { token: fan.idToken });
    expect(res.json?.completeness).toEqual({
      isComplete: false,
      completedFields: ['bio'],
      missingFields: ['profile_picture', 'favorite_wrestlers', 'favorite_promotions'],
      percent: 25,
    });
  });

  it('marks admins from the token groups', async () => {
    const fan = await newFan('Head Booker');
    const c = cloud();
    const client = cognitoClient(c.cognitoEndpoint);
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: c.userPoolId, Username: fan.sub, GroupName: 'admins' }),
    );
    const { idToken } = await signIn(client, c.clientId, fan.email, fan.password);
    client.destroy();
    expect((await api('/api/user', { token: fan.idToken })).json?.isAdmin).toBe(false);
    expect((await api('/api/user', { token: idToken })).json?.isAdmin).toBe(true);
  });

  it('refuses banned fans with 403 even while their token is valid', async () => {
    const fan = await newFan();
    expect((await api('/api/user', { token: fan.idToken })).status).toBe(200);
    await banFan(fan.sub);
    expect(await api('/api/user', { token: fan.idToken })).toMatchObject({
      status: 403,
      json: { message: 'Your account has been suspended.' },
    });
  });

  it('GET /api/login redirects the browser to the log-in screen', async () => {
    const res = await api('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('unknown API paths are a 404 with a message', async () => {
    expect(await api('/api/nope')).toMatchObject({ status: 404, json: { message: 'Not Found' } });
  });
});

describe('Cognito emulator wrapper', () => {
  it("translates Amplify's GetTokensFromRefreshToken into a refresh that yields a working ID token", async () => {
    const fan = await newFan();
    const c = cloud();
    const client = cognitoClient(c.cognitoEndpoint);
    const res = await client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: c.clientId, RefreshToken: fan.refreshToken }),
    );
    client.destroy();
    const idToken = res.AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();
    expect((await api('/api/user', { token: idToken })).json?.id).toBe(fan.sub);
  });
});
