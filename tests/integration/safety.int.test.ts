/**
 * Safety on the real local cloud: per-fan rate limits (429, Retry-After, a message; other fans
 * untouched; the window passes), invisible-only text refused, bidi controls stripped, reserved
 * handles, hashtags of any language.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { takeRate } from '../../functions/data/rate';
import { RATE_LIMITS } from '../../shared/constants';
import type { Post } from '../../shared/schemas';
import { api } from './helpers';
import { member, newPost } from './social-helpers';

const run = Date.now().toString(36);

describe('rate limits', () => {
  it('counts per fan and window, exactly, and lets the fan in again once the window passed', async () => {
    const db = getDb();
    const rate = { limit: 3, windowSeconds: 60 };
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => takeRate(db, `test-${run}`, 'fan-a', rate, t0)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.find((r) => !r.allowed)).toEqual({ allowed: false, retryAfterSeconds: 55 });
    expect((await takeRate(db, `test-${run}`, 'fan-b', rate, t0)).allowed).toBe(true);
    expect((await takeRate(db, `test-${run}`, 'fan-a', rate, new Date(t0.getTime() + 60_000))).allowed).toBe(
      true,
    );
  });

  it(`answers 429 with Retry-After past a route's limit (account deletion: ${RATE_LIMITS.deleteAccount.limit} an hour), for that fan only`, async () => {
    const fan = await member(`Guesser ${run}`);
    const other = await member(`Bystander ${run}`);
    const attempt = (who: typeof fan) =>
      api('/api/account', { token: who.idToken, method: 'DELETE', body: { password: 'guess' } });
    for (let i = 0; i < RATE_LIMITS.deleteAccount.limit; i++) expect((await attempt(fan)).status).toBe(400);
    const limited = await attempt(fan);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json?.message).toMatch(
      /^You're doing that too often\. Please try again in \d+ minutes?\.$/,
    );
    expect((await attempt(other)).status).toBe(400);
    // A request refused by validation costs nothing.
    expect((await api('/api/account', { token: other.idToken, method: 'DELETE', body: {} })).status).toBe(
      400,
    );
  });
});

describe('clean text', () => {
  it('refuses invisible-only posts, comments and names; strips bidi controls; keeps reserved handles', async () => {
    const fan = await member(`Cleaner ${run}`);
    const bad = await api('/api/posts', {
      token: fan.idToken,
      method: 'POST',
      body: { content: '\u200B\u2800\u3164' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe('Please enter some content for your post');
    const p = await newPost(fan, `Suplex\u202E city #プロレス ${run}`);
    expect(p.content).toBe(`Suplex city #プロレス ${run}`);
    expect(
      (
        await api('/api/comments', {
          token: fan.idToken,
          method: 'POST',
          body: { postId: p.id, content: '\u2060' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api('/api/profile', { token: fan.idToken, method: 'PUT', body: { displayName: '\u200B' } }))
        .status,
    ).toBe(400);
    const reserved = await api('/api/profile', {
      token: fan.idToken,
      method: 'PUT',
      body: { handle: 'Admin' },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.json?.message).toBe('That handle is reserved');
    // The hashtag page finds the post under its Japanese tag.
    const tagged = await api(`/api/posts/hashtag/${encodeURIComponent('プロレス')}`, { token: fan.idToken });
    expect((tagged.json as unknown as Post[]).map((x) => x.id)).toContain(p.id);
  });
});
