/**
 * The trending scores (docs/trending.md has the formulas and why). Plain functions of the hours of
 * activity in a window and a clock, so tests pin both.
 *
 * A window of W hours ends now; its "recent" part is the last W/5 hours. An hour belongs to the
 * window when it starts after now - W, to the recent part when it starts at or after now - W/5.
 */
import {
  DISCOVERY_CANDIDATES,
  DISCOVERY_PER_CREATOR,
  TRENDING_MIN_TAG_AUTHORS,
} from '../../shared/constants';
import type { HourActivity } from '../data/trending';
import { hourStart } from '../data/trending';

const HOUR_MS = 3_600_000;

export interface Window {
  now: number;
  hours: number;
}

const startOf = (w: Window) => w.now - w.hours * HOUR_MS;
const recentStartOf = (w: Window) => w.now - (w.hours / 5) * HOUR_MS;
const inWindow = (w: Window, hour: string) => hourStart(hour) > startOf(w);
const isRecent = (w: Window, hour: string) => hourStart(hour) >= recentStartOf(w);
/** Hours since the middle of an hour bucket (never negative). */
const ageOf = (w: Window, hour: string) => Math.max(0, (w.now - hourStart(hour) - HOUR_MS / 2) / HOUR_MS);
/** Half of an hour's weight is gone after a fifth of the window (4.8 h in a day). */
const decay = (w: Window, hour: string) => 2 ** (-ageOf(w, hour) / (w.hours / 5));

/**
 * Spoiler Guard (docs/spoilers.md): the one show a tag or entity trends because of, when every post
 * of it in the window was about that show (a fan protected from the show is not shown it).
 */
export interface OnlyShow {
  show?: string;
}

/** Sums a tag's or entity's show counters over the hours of a window. */
interface ShowCount {
  showPosts: number;
  shows: Set<string>;
}
function countShows(into: ShowCount, hour: { showPosts?: number; shows?: string[] }) {
  into.showPosts += Math.max(0, hour.showPosts ?? 0);
  for (const s of hour.shows ?? []) into.shows.add(s);
}
const onlyShowOf = (posts: number, c: ShowCount): OnlyShow => {
  const [only] = c.shows;
  return posts > 0 && c.showPosts >= posts && c.shows.size === 1 && only ? { show: only } : {};
};

export interface EntityRank extends OnlyShow {
  entityId: string;
  /** Different fans who tagged it in the window (one fan's many posts count once). */
  fanCount: number;
  postCount: number;
  /** Sum over hours of the different fans that hour, decayed by age. */
  score: number;
}

/**
 * Catalogue entities tagged most (issue 28, "Wrestlers trending now"), gated like hashtags: at
 * least TRENDING_MIN_TAG_AUTHORS different fans in the window; each hour counts its different
 * fans once (one fan's spam counts once), newer hours weigh more.
 */
export function rankEntities(hours: readonly HourActivity[], w: Window): EntityRank[] {
  const entities = new Map<string, { posts: number; authors: Set<string>; score: number } & ShowCount>();
  for (const h of hours.filter((x) => inWindow(w, x.hour)))
    for (const e of h.entities ?? []) {
      const entity = entities.get(e.entityId) ?? {
        posts: 0,
        authors: new Set(),
        score: 0,
        showPosts: 0,
        shows: new Set(),
      };
      entities.set(e.entityId, entity);
      const posts = Math.max(0, e.posts);
      countShows(entity, e);
      entity.posts += posts;
      for (const a of e.authors) entity.authors.add(a);
      entity.score += Math.min(posts, e.authors.length) * decay(w, h.hour);
    }
  const ranked: EntityRank[] = [];
  for (const [entityId, e] of entities)
    if (e.authors.size >= TRENDING_MIN_TAG_AUTHORS)
      ranked.push({
        entityId,
        fanCount: e.authors.size,
        postCount: e.posts,
        score: e.score,
        ...onlyShowOf(e.posts, e),
      });
  return ranked.sort(
    (a, b) => b.score - a.score || b.fanCount - a.fanCount || a.entityId.localeCompare(b.entityId),
  );
}

export interface HashtagRank extends OnlyShow {
  name: string;
  postCount: number;
  recentPostCount: number;
  /** Different fans who used the tag in the window. */
  authorCount: number;
  score: number;
}

/**
 * Hashtags that are rising: the tag's recent uses (different fans per hour, decayed by age) against
 * the uses its own baseline (the older four fifths of the window) predicts for the same hours,
 * scored (observed - expected)^2 / expected when above it (as Mastodon's trends do), else 0.
 * A tag needs TRENDING_MIN_TAG_AUTHORS different fans in the window, and a score above 0.
 */
export function rankHashtags(hours: readonly HourActivity[], w: Window): HashtagRank[] {
  const inside = hours.filter((h) => inWindow(w, h.hour));
  // The weight of every recent hour of the window, active or not: what a steady rate would give.
  const recentHours: string[] = [];
  for (let t = Math.ceil(recentStartOf(w) / HOUR_MS) * HOUR_MS; t <= w.now; t += HOUR_MS)
    recentHours.push(new Date(t).toISOString().slice(0, 13));
  const recentWeight = recentHours.reduce((sum, h) => sum + decay(w, h), 0);
  const olderHours = w.hours - recentHours.length;

  const tags = new Map<
    string,
    { posts: number; recent: number; authors: Set<string>; observed: number; baseline: number } & ShowCount
  >();
  for (const h of inside) {
    const recent = isRecent(w, h.hour);
    for (const t of h.tags) {
      const tag = tags.get(t.tag) ?? {
        posts: 0,
        recent: 0,
        authors: new Set(),
        observed: 0,
        baseline: 0,
        showPosts: 0,
        shows: new Set(),
      };
      tags.set(t.tag, tag);
      const posts = Math.max(0, t.posts);
      countShows(tag, t);
      // One use per fan per hour: a fan repeating a tag adds nothing.
      const uses = Math.min(posts, t.authors.length);
      tag.posts += posts;
      for (const a of t.authors) tag.authors.add(a);
      if (recent) {
        tag.recent += posts;
        tag.observed += uses * decay(w, h.hour);
      } else tag.baseline += uses;
    }
  }
  const ranked: HashtagRank[] = [];
  for (const [name, t] of tags) {
    if (t.authors.size < TRENDING_MIN_TAG_AUTHORS) continue;
    const expected = Math.max(1, (t.baseline / Math.max(1, olderHours)) * recentWeight);
    const score = t.observed > expected ? (t.observed - expected) ** 2 / expected : 0;
    if (score <= 0) continue;
    ranked.push({
      name,
      postCount: t.posts,
      recentPostCount: t.recent,
      authorCount: t.authors.size,
      score,
      ...onlyShowOf(t.posts, t),
    });
  }
  return ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.recentPostCount - a.recentPostCount ||
      b.postCount - a.postCount ||
      a.name.localeCompare(b.name),
  );
}

export interface PostRank {
  postId: string;
  authorId: string;
  /** Pops + 2 x comments the post received in the window (the page's "engagement" badge). */
  engagementScore: number;
  /** engagement / (age in hours + 2)^1.8: what ranks Popular Content. */
  hot: number;
}

/** Pops count once, comments twice (a comment takes more than a tap). */
export const COMMENT_WEIGHT = 2;
const GRAVITY = 1.8;

function postEngagement(hours: readonly HourActivity[], w: Window) {
  const posts = new Map<string, { authorId: string; createdAt: number; engagement: number }>();
  for (const h of hours) {
    if (!inWindow(w, h.hour)) continue;
    for (const p of h.posts) {
      const createdAt = Date.parse(p.postCreatedAt);
      // Popular content of a window is content posted in it.
      if (!(createdAt > startOf(w))) continue;
      const post = posts.get(p.postId) ?? { authorId: p.authorId, createdAt, engagement: 0 };
      posts.set(p.postId, post);
      post.engagement += p.pops + COMMENT_WEIGHT * p.comments;
    }
  }
  return [...posts].filter(([, p]) => p.engagement > 0);
}

/** Newest first among equals: post ids are ULIDs, which sort by time. */
const newestFirst = (a: { postId: string }, b: { postId: string }) =>
  a.postId < b.postId ? 1 : a.postId > b.postId ? -1 : 0;

/** Posts of the window by engagement with time decay (Bluesky's "What's Hot" shape). */
export function rankPosts(hours: readonly HourActivity[], w: Window): PostRank[] {
  return postEngagement(hours, w)
    .map(([postId, p]) => ({
      postId,
      authorId: p.authorId,
      engagementScore: p.engagement,
      hot: p.engagement / (Math.max(0, w.now - p.createdAt) / HOUR_MS + 2) ** GRAVITY,
    }))
    .sort((a, b) => b.hot - a.hot || b.engagementScore - a.engagementScore || newestFirst(a, b));
}

/**
 * Discovery candidates: the window's posts by engagement, newest first among equals, at most
 * DISCOVERY_PER_CREATOR per creator (the read route leaves out the caller and whom they follow).
 */
export function discoveryCandidates(hours: readonly HourActivity[], w: Window): PostRank[] {
  const sorted = rankPosts(hours, w).sort(
    (a, b) => b.engagementScore - a.engagementScore || newestFirst(a, b),
  );
  const perCreator = new Map<string, number>();
  const out: PostRank[] = [];
  for (const p of sorted) {
    const n = perCreator.get(p.authorId) ?? 0;
    if (n >= DISCOVERY_PER_CREATOR) continue;
    perCreator.set(p.authorId, n + 1);
    out.push(p);
    if (out.length >= DISCOVERY_CANDIDATES) break;
  }
  return out;
}

export interface CreatorRank {
  userId: string;
  /** Posts the creator wrote in the window. */
  postCount: number;
  /** Pops + 2 x comments other fans gave their posts in the window. */
  totalEngagement: number;
}

/** Creators by the engagement their posts received in the window, then by posts. */
export function rankCreators(hours: readonly HourActivity[], w: Window): CreatorRank[] {
  const users = new Map<string, CreatorRank>();
  for (const h of hours) {
    if (!inWindow(w, h.hour)) continue;
    for (const u of h.users) {
      const user = users.get(u.userId) ?? { userId: u.userId, postCount: 0, totalEngagement: 0 };
      users.set(u.userId, user);
      user.postCount += u.posts;
      user.totalEngagement += u.engagement;
    }
  }
  return [...users.values()]
    .map((u) => ({ ...u, postCount: Math.max(0, u.postCount) }))
    .filter((u) => u.totalEngagement > 0)
    .sort(
      (a, b) =>
        b.totalEngagement - a.totalEngagement ||
        b.postCount - a.postCount ||
        a.userId.localeCompare(b.userId),
    );
}
