import { describe, expect, it } from 'vitest';
import { TIMEFRAME_HOURS } from '../../shared/constants';
import { type HourActivity, hourOf } from '../data/trending';
import {
  discoveryCandidates,
  rankCreators,
  rankEntities,
  rankHashtags,
  rankPosts,
  type Window,
} from './trending-score';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T21:30:00.000Z');
const day: Window = { now: NOW, hours: TIMEFRAME_HOURS.day };
const week: Window = { now: NOW, hours: TIMEFRAME_HOURS.week };

/** Activity in the hour that was `hoursAgo` hours before NOW. */
const at = (hoursAgo: number, activity: Partial<Omit<HourActivity, 'hour'>>): HourActivity => ({
  hour: hourOf(new Date(NOW - hoursAgo * HOUR)),
  tags: [],
  entities: [],
  posts: [],
  users: [],
  ...activity,
});
const fans = (n: number, prefix = 'fan') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
const tagUse = (tag: string, authors: string[], posts = authors.length) => ({ tag, posts, authors });

/** A tag used by `perHour` different fans in every hour of the last `hours` hours. */
const steady = (tag: string, perHour: number, hours: number) =>
  Array.from({ length: hours }, (_, h) => at(h, { tags: [tagUse(tag, fans(perHour, `${tag}-${h}`))] }));

describe('trending hashtags', () => {
  it('a tag that just exploded beats one that is always busy', () => {
    const hours = [
      ...steady('raw', 10, 48),
      at(0, { tags: [tagUse('wrestlemania', fans(12, 'wm'))] }),
      at(1, { tags: [tagUse('wrestlemania', fans(6, 'wm1'))] }),
    ];
    const ranked = rankHashtags(hours, day);
    expect(ranked.map((t) => t.name)).toEqual(['wrestlemania']);
    const wm = ranked[0];
    expect(wm?.postCount).toBe(18);
    expect(wm?.recentPostCount).toBe(18);
    expect(wm?.score).toBeGreaterThan(50);
  });

  it('a busy tag that gets busier still trends, below the one that came from nothing', () => {
    const hours = [
      ...steady('raw', 4, 24),
      at(0, { tags: [tagUse('raw', fans(30, 'raw-now')), tagUse('newtag', fans(20, 'new'))] }),
    ];
    const ranked = rankHashtags(hours, day);
    expect(ranked.map((t) => t.name)).toEqual(['newtag', 'raw']);
    expect(ranked[1]?.score).toBeGreaterThan(0);
  });

  it('one fan repeating a tag does not trend it, however often', () => {
    const hours = [
      at(0, { tags: [tagUse('spam', ['troll'], 50), tagUse('aew', ['a', 'b'])] }),
      at(1, { tags: [tagUse('spam', ['troll'], 50)] }),
    ];
    const ranked = rankHashtags(hours, day);
    expect(ranked.map((t) => t.name)).toEqual(['aew']);
  });

  it('counts a fan once per hour: two fans beat one fan with many posts', () => {
    const hours = [
      at(0, {
        tags: [tagUse('spammy', ['troll', 'other'], 40), tagUse('honest', ['a', 'b', 'c'])],
      }),
    ];
    const ranked = rankHashtags(hours, day);
    expect(ranked.map((t) => t.name)).toEqual(['honest', 'spammy']);
    expect(ranked.find((t) => t.name === 'spammy')?.postCount).toBe(40);
  });

  it('old activity decays out of "day" but still counts for "week"', () => {
    const hours = [at(30, { tags: [tagUse('survivorseries', fans(8))] })];
    expect(rankHashtags(hours, day)).toEqual([]);
    const inWeek = rankHashtags(hours, week);
    expect(inWeek.map((t) => t.name)).toEqual(['survivorseries']);
    expect(inWeek[0]?.postCount).toBe(8);
  });

  it('the same activity scores less the older it is, and nothing once it is not recent', () => {
    const score = (hoursAgo: number) =>
      rankHashtags([at(hoursAgo, { tags: [tagUse('x', fans(6))] })], day)[0]?.score ?? 0;
    expect(score(0)).toBeGreaterThan(score(2));
    expect(score(2)).toBeGreaterThan(score(4));
    // Outside the last fifth of the window (4.8 h) it is baseline, not a rise.
    expect(score(8)).toBe(0);
  });

  it('posts in the last fifth of the window are the recent posts', () => {
    const hours = [
      at(0, { tags: [tagUse('t', ['a', 'b'])] }),
      at(4, { tags: [tagUse('t', ['c'])] }),
      at(6, { tags: [tagUse('t', ['d'])] }),
      at(23, { tags: [tagUse('t', ['e'])] }),
      at(25, { tags: [tagUse('t', ['f'])] }),
    ];
    const [t] = rankHashtags(hours, day);
    expect(t).toMatchObject({ postCount: 5, recentPostCount: 3, authorCount: 5 });
  });

  it('deleted posts leave the counts (an hour can go to zero)', () => {
    const hours = [at(0, { tags: [tagUse('gone', ['a', 'b'], 0)] })];
    expect(rankHashtags(hours, day)).toEqual([]);
  });
});

const postAt = (id: string, authorId: string, createdHoursAgo: number, pops: number, comments = 0) => ({
  postId: id,
  authorId,
  postCreatedAt: new Date(NOW - createdHoursAgo * HOUR).toISOString(),
  pops,
  comments,
});

describe('popular content', () => {
  it('ranks engagement with time decay: a newer post needs less to beat an older one', () => {
    const hours = [
      at(0, { posts: [postAt('01NEW', 'a', 1, 5)] }),
      at(10, { posts: [postAt('01OLD', 'b', 12, 12)] }),
    ];
    const ranked = rankPosts(hours, day);
    expect(ranked.map((p) => p.postId)).toEqual(['01NEW', '01OLD']);
    expect(ranked.map((p) => p.engagementScore)).toEqual([5, 12]);
    expect(ranked[0]?.hot).toBeCloseTo(5 / 3 ** 1.8, 6);
  });

  it('weighs a comment as two Pops and sums the hours of the window', () => {
    const hours = [
      at(0, { posts: [postAt('01A', 'a', 3, 1, 2)] }),
      at(2, { posts: [postAt('01A', 'a', 3, 2, 0)] }),
    ];
    expect(rankPosts(hours, day)[0]?.engagementScore).toBe(1 + 2 * 2 + 2);
  });

  it('leaves out posts written before the window and posts whose engagement was taken back', () => {
    const hours = [at(0, { posts: [postAt('01OLDPOST', 'a', 30, 9), postAt('01UNDONE', 'b', 1, 0)] })];
    expect(rankPosts(hours, day)).toEqual([]);
    expect(rankPosts(hours, week).map((p) => p.postId)).toEqual(['01OLDPOST']);
  });
});

describe('discovery candidates', () => {
  it('by engagement, newest first among equals, at most two posts per creator', () => {
    const hours = [
      at(0, {
        posts: [
          postAt('01A1', 'a', 2, 9),
          postAt('01A2', 'a', 2, 8),
          postAt('01A3', 'a', 2, 7),
          postAt('01B1', 'b', 2, 3),
          postAt('01B2', 'b', 2, 3),
          postAt('01C1', 'c', 2, 5),
        ],
      }),
    ];
    expect(discoveryCandidates(hours, day).map((p) => p.postId)).toEqual([
      '01A1',
      '01A2',
      '01C1',
      '01B2',
      '01B1',
    ]);
  });
});

describe('popular creators', () => {
  it('by the engagement their posts received in the window, then by posts', () => {
    const hours = [
      at(0, {
        users: [
          { userId: 'a', posts: 1, engagement: 4 },
          { userId: 'b', posts: 3, engagement: 4 },
          { userId: 'c', posts: 9, engagement: 0 },
        ],
      }),
      at(3, { users: [{ userId: 'a', posts: 1, engagement: 2 }] }),
      at(40, { users: [{ userId: 'c', posts: 0, engagement: 50 }] }),
    ];
    expect(rankCreators(hours, day)).toEqual([
      { userId: 'a', postCount: 2, totalEngagement: 6 },
      { userId: 'b', postCount: 3, totalEngagement: 4 },
    ]);
    expect(rankCreators(hours, week)[0]).toEqual({ userId: 'c', postCount: 9, totalEngagement: 50 });
  });
});

describe('what trends only because of a show (Spoiler Guard)', () => {
  const aboutRaw = (tag: string, authors: string[]) => ({
    ...tagUse(tag, authors),
    showPosts: authors.length,
    shows: ['RAW'],
  });

  it('marks a tag or entity whose every post in the window was about one show', () => {
    const hours = [
      at(0, {
        tags: [
          aboutRaw('riptide', fans(6, 'r')),
          tagUse('wrestling', fans(6, 'w')),
          aboutRaw('mixed', fans(3, 'm')),
        ],
        entities: [
          { entityId: 'RHEA', posts: 4, authors: fans(4, 'e'), showPosts: 4, shows: ['RAW'] },
          { entityId: 'CODY', posts: 4, authors: fans(4, 'c'), showPosts: 2, shows: ['RAW'] },
        ],
      }),
      at(1, { tags: [{ ...tagUse('mixed', fans(3, 'm1')), showPosts: 3, shows: ['DYN'] }] }),
    ];
    const tags = Object.fromEntries(rankHashtags(hours, day).map((t) => [t.name, t.show]));
    expect(tags).toEqual({ riptide: 'RAW', wrestling: undefined, mixed: undefined });
    const entities = Object.fromEntries(rankEntities(hours, day).map((e) => [e.entityId, e.show]));
    // Cody has posts about no show too: he trends on his own.
    expect(entities).toEqual({ RHEA: 'RAW', CODY: undefined });
  });
});
