/**
 * Teens on the real local cloud: the PreSignUp trigger records an age band (never the birthdate),
 * first contact puts it on the profile with a teen's defaults, and a teen is suggested only to
 * teens and to the fans who follow them (who to follow, trending creators, discovery).
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { getSignUp } from '../../functions/data/signup';
import { getUserById, updateUserProfile } from '../../functions/data/user';
import { runTrendingJob } from '../../functions/domain/trending';
import { toBirthdate } from '../../shared/age';
import type { Post } from '../../shared/schemas/posts';
import type { TrendingPost, TrendingUser } from '../../shared/schemas/trending';
import { api, eventually, newFan, streamDrained } from './helpers';
import { follow, type Member, member, post } from './social-helpers';

const yearsAgo = (years: number, dayOffset = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return toBirthdate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
};

/** A fan of a birthdate who finished onboarding (listed in the suggested-users directory). */
async function completeFan(name: string, birthdate: string): Promise<Member> {
  const fan = await newFan(name, birthdate);
  const me = await api('/api/user', { token: fan.idToken });
  expect(me.status, me.text).toBe(200);
  await updateUserProfile(getDb(), fan.sub, {
    bio: `${name} loves wrestling`,
    favoriteWrestlers: 'Sting',
    favoritePromotions: 'WCW',
    profileImageUrl: `/media/uploads/${fan.sub}/avatar.png`,
  });
  return { ...fan, handle: String(me.json?.handle) };
}

async function allSuggested(fan: Member): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 50) {
    const res = await api(`/api/users/suggested?limit=50&offset=${offset}`, { token: fan.idToken });
    expect(res.status, res.text).toBe(200);
    const page = res.json as unknown as { id: string }[];
    ids.push(...page.map((u) => u.id));
    if (page.length < 50) return ids;
  }
}

async function trendingUserIds(fan: Member): Promise<string[]> {
  const res = await api('/api/trending/users?timeframe=day', { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as TrendingUser[]).map((u) => u.id);
}

async function discoveryAuthors(fan: Member): Promise<string[]> {
  const authors: string[] = [];
  let cursor: string | null = '0';
  while (cursor !== null) {
    const res = await api(`/api/discovery?timeframe=day&limit=50&cursor=${cursor}`, { token: fan.idToken });
    expect(res.status, res.text).toBe(200);
    authors.push(...(res.json as unknown as TrendingPost[]).map((p) => p.authorId));
    cursor = res.headers.get('x-next-cursor');
  }
  return authors;
}

describe('teens', () => {
  it('records the age band at sign-up, never the birthdate, and a teen’s defaults at first contact', async () => {
    const cases: [string, 'teen' | 'adult'][] = [
      [yearsAgo(13), 'teen'],
      [yearsAgo(18, 1), 'teen'],
      [yearsAgo(18), 'adult'],
      [yearsAgo(40), 'adult'],
    ];
    for (const [birthdate, band] of cases) {
      const fan = await newFan('Band Fan', birthdate);
      const signUp = await getSignUp(getDb(), fan.sub);
      expect(signUp?.ageBand, birthdate).toBe(band);
      expect(JSON.stringify(signUp)).not.toContain(birthdate);
      expect((await api('/api/user', { token: fan.idToken })).status).toBe(200);
      const user = await getUserById(getDb(), fan.sub, true);
      expect(user?.ageBand, birthdate).toBe(band);
      expect(JSON.stringify(user)).not.toContain(birthdate);
      if (band === 'teen')
        expect(user).toMatchObject({ mentionPolicy: 'following', replyPolicy: 'following' });
      else {
        expect(user?.mentionPolicy).toBeUndefined();
        expect(user?.replyPolicy).toBeUndefined();
      }
      // The export carries the band.
      const exported = await api('/api/account/export', { token: fan.idToken });
      expect(exported.status, exported.text).toBe(200);
      expect((exported.json as { items: Record<string, unknown>[] }).items[0]).toMatchObject({
        ageBand: band,
      });
    }
  });

  it('suggests a teen to teens and followers only: who to follow, trending creators, discovery', async () => {
    const teen = await completeFan('Teen Creator', yearsAgo(15));
    const adult = await completeFan('Adult Creator', yearsAgo(30));
    const adultViewer = await completeFan('Adult Viewer', yearsAgo(35));
    const teenViewer = await completeFan('Teen Viewer', yearsAgo(14));
    const adultFollower = await completeFan('Adult Follower', yearsAgo(25));
    expect((await follow(adultFollower, teen.sub)).status).toBe(200);

    // Who to follow: the teen is listed for the teen viewer, not for the adult who does not follow them.
    await eventually(async () => {
      const list = await allSuggested(teenViewer);
      return list.includes(teen.sub) && list.includes(adult.sub);
    });
    await streamDrained();
    const forAdult = await allSuggested(adultViewer);
    expect(forAdult).toContain(adult.sub);
    expect(forAdult).not.toContain(teen.sub);

    // Trending creators and discovery: both creators' posts get engagement from others (the teen
    // opens their post to everyone's replies: a teen's posts take replies from those they follow).
    const posts: Post[] = [];
    for (const creator of [teen, adult]) {
      const made = await post(creator, {
        content: `${creator.displayName} on the mic`,
        replyPolicy: 'everyone',
      });
      expect(made.status, made.text).toBe(201);
      posts.push(made.json as unknown as Post);
    }
    const crowd = await Promise.all([member('Crowd 1'), member('Crowd 2'), member('Crowd 3')]);
    for (const fan of crowd)
      for (const p of posts) {
        expect(
          (await api('/api/reactions', { token: fan.idToken, method: 'POST', body: { postId: p.id } }))
            .status,
        ).toBe(200);
        const c = await api('/api/comments', {
          token: fan.idToken,
          method: 'POST',
          body: { postId: p.id, content: 'Yes!' },
        });
        expect(c.status).toBe(201);
      }
    await streamDrained();
    await runTrendingJob({ db: getDb(), now: () => new Date() });

    expect(await trendingUserIds(teenViewer)).toEqual(expect.arrayContaining([teen.sub, adult.sub]));
    expect(await trendingUserIds(adultFollower)).toEqual(expect.arrayContaining([teen.sub, adult.sub]));
    const adultTrending = await trendingUserIds(adultViewer);
    expect(adultTrending).toContain(adult.sub);
    expect(adultTrending).not.toContain(teen.sub);

    expect(await discoveryAuthors(teenViewer)).toEqual(expect.arrayContaining([teen.sub, adult.sub]));
    const adultDiscovery = await discoveryAuthors(adultViewer);
    expect(adultDiscovery).toContain(adult.sub);
    expect(adultDiscovery).not.toContain(teen.sub);
    // The teen's posts themselves stay readable to anyone (only suggestions leave them out).
    expect((await api(`/api/posts/${posts[0]?.id}`, { token: adultViewer.idToken })).status).toBe(200);
  });
});
