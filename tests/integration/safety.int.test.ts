/**
 * Safety on the real local cloud: per-fan rate limits (429, Retry-After, a message; other fans
 * untouched; the window passes), invisible-only text refused, bidi controls stripped, reserved
 * handles, hashtags of any language.
 */

import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { getEntity } from '../../functions/data/catalogue/entities';
import { getDb } from '../../functions/data/client';
import { rateKey, takeRate } from '../../functions/data/rate';
import { putFixtureEntity } from '../../scripts/local/seed-catalogue';
import { RATE_LIMITS } from '../../shared/constants';
import { httpRoute } from '../../shared/manifest/http-routes';
import type { Comment, Post } from '../../shared/schemas/posts';
import { addMatch, championshipBody, create, promotionBody, showBody, uniqueSlug } from './catalogue-helpers';
import { api } from './helpers';
import { adminMember, type Member, member, newPost, uploadImage } from './social-helpers';

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

type LimitedRoute = keyof typeof RATE_LIMITS;
interface Fixtures {
  fan: Member;
  other: Member;
  othersPost: Post;
  ownComment: Comment;
  /** An admin (the Catalogue tab's routes) and what its requests name. */
  admin: Member;
  catalogue: {
    promotionId: string;
    showId: string;
    matchId: string;
    spareMatchId: string;
    titleId: string;
    sides: string[][];
  };
}

/** The routes only admins may call (the manifest's access): their requests are the admin's, and so is the counter. */
const isAdminRoute = (name: LimitedRoute) => httpRoute(name).access === 'admin';

/** A promotion, a show with one match and a championship, made by the admin. */
async function catalogueFixtures(admin: Member): Promise<Fixtures['catalogue']> {
  const promotion = await create(admin, promotionBody('Limitfed'));
  const [show, title] = await Promise.all([
    create(admin, showBody(`Limitfed Weekly ${run}`, promotion.id, 2)),
    create(admin, championshipBody(`Limitfed Title ${run}`, promotion.id)),
  ]);
  const [a, b] = await Promise.all(
    ['A', 'B'].map((x) =>
      create(admin, {
        kind: 'wrestler',
        slug: uniqueSlug(`limitfed-${x.toLowerCase()}`),
        name: `Limitfed ${x}`,
        akas: [],
        promotionIds: [promotion.id],
        status: 'active',
        hometown: null,
        debutYear: null,
      }),
    ),
  );
  const sides = [[a?.id as string], [b?.id as string]];
  const match = await addMatch(admin, show.id, {
    position: 1,
    sides,
    stipulation: null,
    championshipId: null,
  });
  const spare = await addMatch(admin, show.id, {
    position: 5,
    sides,
    stipulation: null,
    championshipId: null,
  });
  return {
    promotionId: promotion.id,
    showId: show.id,
    matchId: match.id,
    spareMatchId: spare.id,
    titleId: title.id,
    sides,
  };
}

/** A wrestler to follow and unfollow (made once, on first use). */
let entityMade: Promise<{ id: string }> | undefined;
const limitedEntity = () => {
  entityMade ??= putFixtureEntity(getDb(), {
    kind: 'wrestler',
    slug: `limited-${run}`,
    name: `Limited ${run}`,
    akas: [],
    promotionIds: [],
    status: 'active',
    hometown: null,
    debutYear: null,
  });
  return entityMade;
};

/** One request each limited route takes (valid: the limiter runs after validation). */
const VALID: Record<
  LimitedRoute,
  (
    f: Fixtures,
  ) => Promise<{ params?: Record<string, string>; query?: Record<string, string>; body?: unknown }>
> = {
  createPost: async () => ({ body: { content: 'Rate limited?' } }),
  updatePost: async (f) => ({ params: { postId: f.othersPost.id }, body: { replyPolicy: 'everyone' } }),
  deletePost: async (f) => ({ params: { postId: f.othersPost.id } }),
  createComment: async (f) => ({ body: { postId: f.othersPost.id, content: 'Still here' } }),
  deleteComment: async (f) => ({ params: { commentId: f.ownComment.id } }),
  togglePop: async (f) => ({ body: { postId: f.othersPost.id } }),
  followUser: async (f) => ({ body: { followingId: f.other.sub } }),
  unfollowUser: async (f) => ({ params: { userId: f.other.sub } }),
  // Each undone by the next one (the second send of each goes through).
  blockUser: async (f) => ({ body: { userId: f.other.sub } }),
  unblockUser: async (f) => ({ params: { userId: f.other.sub } }),
  muteUser: async (f) => ({ body: { userId: f.other.sub, duration: '24h' } }),
  unmuteUser: async (f) => ({ params: { userId: f.other.sub } }),
  createReport: async (f) => ({ body: { postId: f.othersPost.id, reason: 'spam' } }),
  createUploadUrl: async () => ({ body: { contentType: 'image/png', contentLength: 100, purpose: 'post' } }),
  youtubePreview: async () => ({ body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }),
  updateProfile: async () => ({ body: { bio: 'Limits are fine' } }),
  updateProfilePicture: async (f) => ({ body: { profileImageURL: await uploadImage(f.fan, 'profile') } }),
  deleteAccount: async () => ({ body: { password: 'not-my-password' } }),
  muteWord: async () => ({ body: { word: 'limits', duration: '24h', action: 'hide' } }),
  unmuteWord: async () => ({ params: { wordId: 'AAAAAAAAAAAAAAAA' } }),
  getFeed: async () => ({}),
  searchUsers: async () => ({ query: { q: 'target' } }),
  searchAll: async () => ({ query: { q: 'target' } }),
  exportAccount: async () => ({}),
  // Issue 28, part A: entities (fans' side)
  followEntity: async () => ({ params: { entityId: (await limitedEntity()).id } }),
  unfollowEntity: async () => ({ params: { entityId: (await limitedEntity()).id } }),
  searchEntities: async () => ({ query: { q: 'limits' } }),
  // Issue 37: Spoiler Guard
  setShowWatch: async (f) => ({ params: { showId: f.catalogue.showId }, body: { status: 'later' } }),
  updateSpoilerSettings: async () => ({ body: { protect: 'all', liftAfter: '7d' } }),
  // Issue 38: show-night alerts (the setting, the show's bell) and a room message's report (none
  // stored under that number: 404 once through the limiter).
  updateAlertSettings: async () => ({ body: { showNight: true } }),
  setShowAlert: async (f) => ({ params: { showId: f.catalogue.showId }, body: { on: true } }),
  reportRoomMessage: async (f) => ({
    params: { showId: f.catalogue.showId, messageId: '1' },
    body: { reason: 'spam' },
  }),
  // Issue 28, part B: the calendar and the admin Catalogue tab (admin routes: sent by the admin)
  listShows: async () => ({
    query: {
      from: new Date().toISOString(),
      to: new Date(Date.now() + 86_400_000).toISOString(),
      following: 'true',
    },
  }),
  createEntity: async () => ({ body: promotionBody('Limitpromo') }),
  updateEntity: async (f) => ({
    params: { entityId: f.catalogue.promotionId },
    body: {
      updatedAt: (await getEntity(getDb(), f.catalogue.promotionId, true))?.updatedAt,
      entity: promotionBody('Limitfed'),
    },
  }),
  addMatch: async (f) => ({
    params: { showId: f.catalogue.showId },
    body: { position: 2, sides: f.catalogue.sides, stipulation: null, championshipId: null },
  }),
  updateMatch: async (f) => ({
    params: { showId: f.catalogue.showId, matchId: f.catalogue.matchId },
    body: { position: 3, sides: f.catalogue.sides, stipulation: null, championshipId: null },
  }),
  deleteMatch: async (f) => ({ params: { showId: f.catalogue.showId, matchId: f.catalogue.spareMatchId } }),
  setShowStatus: async (f) => ({ params: { showId: f.catalogue.showId }, body: { status: 'live' } }),
  setMatchResult: async (f) => ({
    params: { showId: f.catalogue.showId, matchId: f.catalogue.matchId },
    body: { winnerSide: 0 },
  }),
  crownChampion: async (f) => ({
    params: { entityId: f.catalogue.titleId },
    body: { holderIds: [], from: '2025-01-01' },
  }),
  // Issue 34: two-step verification, changed by the server (a wrong password: nothing changes).
  setUpTwoStep: async () => ({ body: { password: 'not-my-password' } }),
  turnOnTwoStep: async () => ({ body: { password: 'not-my-password', code: '123456' } }),
  turnOffTwoStep: async () => ({ body: { password: 'not-my-password', code: '123456' } }),
  // Issue 34: the last writes without a limit (ids nobody has: nothing changes, the limiter runs first).
  markNotificationRead: async () => ({ params: { id: ulid() } }),
  markAllNotificationsRead: async () => ({}),
  updateReportStatus: async () => ({ params: { reportId: ulid() }, body: { status: 'reviewed' } }),
  adminDeletePost: async () => ({ params: { postId: ulid() } }),
  adminDeleteComment: async () => ({ params: { commentId: ulid() } }),
  banUser: async () => ({ params: { userId: ulid() } }),
  // Issue 38: show rooms (the fixture's show starts in 2 hours: its room is not open yet, 403).
  postRoomMessage: async (f) => ({ params: { showId: f.catalogue.showId }, body: { text: 'Limited?' } }),
  popInRoom: async (f) => ({ params: { showId: f.catalogue.showId }, body: { matchId: null } }),
  deleteRoomMessage: async (f) => ({ params: { showId: f.catalogue.showId, messageId: '1' } }),
  setRoomSlowMode: async (f) => ({ params: { showId: f.catalogue.showId }, body: { seconds: 0 } }),
  sanctionRoomFan: async (f) => ({
    params: { showId: f.catalogue.showId },
    body: { userId: f.other.sub, sanction: 'timeout-10m' },
  }),
  // Issue 39: picks (the fixture's match may have its result by then: 400 locked, after the limiter).
  setShowPicks: async (f) => ({
    params: { showId: f.catalogue.showId },
    body: { picks: [{ matchId: f.catalogue.matchId, side: 0 }] },
  }),
  // Issue 39, A: ratings (the fixture's match is not finished: 400; nothing rated: 404; no such burst: 404).
  rateMatch: async (f) => ({
    params: { matchId: f.catalogue.matchId },
    body: { rating: 7.5, watched: 'live', comment: 'A fine opener with a hot finish' },
  }),
  deleteMatchRating: async (f) => ({ params: { matchId: f.catalogue.matchId } }),
  rateShow: async (f) => ({
    params: { showId: f.catalogue.showId },
    body: { rating: 7.5, watched: 'later', comment: 'A fine show from top to bottom' },
  }),
  deleteShowRating: async (f) => ({ params: { showId: f.catalogue.showId } }),
  reviewRatingBurst: async () => ({ params: { burstId: ulid() }, body: { decision: 'keep' } }),
};

describe('every limited route', () => {
  it('answers 429 with Retry-After and the message at its limit, and lets the fan in again in the next window', async () => {
    const [fan, other, admin] = await Promise.all([
      member(`Limited ${run}`),
      member(`Target ${run}`),
      adminMember(`Limited Admin ${run}`),
    ]);
    const othersPost = await newPost(other, `Pop me ${run}`);
    const made = await api('/api/comments', {
      token: fan.idToken,
      method: 'POST',
      body: { postId: othersPost.id, content: 'Mine' },
    });
    expect(made.status, made.text).toBe(201);
    const fixtures: Fixtures = {
      fan,
      other,
      othersPost,
      ownComment: made.json as unknown as Comment,
      admin,
      catalogue: await catalogueFixtures(admin),
    };
    const db = getDb();
    for (const name of Object.keys(RATE_LIMITS) as LimitedRoute[]) {
      const rate = RATE_LIMITS[name];
      const seconds = Math.floor(Date.now() / 1000);
      // Not at a window's very end: the counter filled below must still be the current one.
      if (rate.windowSeconds - (seconds % rate.windowSeconds) < 5)
        await new Promise((r) => setTimeout(r, 6_000));
      const now = Math.floor(Date.now() / 1000);
      const who = isAdminRoute(name) ? admin : fan;
      const key = rateKey(name, who.sub, now - (now % rate.windowSeconds));
      const { method, path } = httpRoute(name);
      const send = async () => {
        const { params = {}, query, body } = await VALID[name](fixtures);
        const url =
          path.replace(/\{(\w+)\}/g, (_, p: string) => String(params[p])) +
          (query ? `?${new URLSearchParams(query)}` : '');
        return api(url, { token: who.idToken, method, body });
      };
      // The fan has used up this window (as `limit` calls would have).
      await db.doc.send(
        new PutCommand({ TableName: db.table, Item: { ...key, calls: rate.limit, expiresAt: now + 7200 } }),
      );
      const limited = await send();
      expect({ name, status: limited.status }).toEqual({ name, status: 429 });
      expect(Number(limited.headers.get('retry-after')), name).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after')), name).toBeLessThanOrEqual(rate.windowSeconds);
      expect(String(limited.json?.message), name).toMatch(
        /^You're doing that too often\. Please try again in \d+ minutes?\.$/,
      );
      // The next window starts with no counter: the same request goes through the limiter again.
      await db.doc.send(new DeleteCommand({ TableName: db.table, Key: key }));
      const again = await send();
      expect({ name, status: again.status }).not.toEqual({ name, status: 429 });
      expect(again.status, `${name}: ${again.text}`).toBeLessThan(500);
    }
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
