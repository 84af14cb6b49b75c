/**
 * Trending and discovery (docs/trending.md):
 * - the trending-activity consumer counts posts per hashtag, Pops and comments per post and
 *   engagement per creator into hour buckets, once per source event;
 * - the trending job reads the hours of the longest window (never the table), ranks each timeframe
 *   (trending-score.ts), leaves out deleted posts and banned or deleted fans, and writes one
 *   snapshot per ranking;
 * - the read routes answer from a snapshot with one GetItem and one BatchGet (two for discovery:
 *   the follow edges, then the page).
 */
import {
  DISCOVERY_CANDIDATES,
  TIMEFRAME_HOURS,
  TIMEFRAMES,
  TRENDING_KEPT,
  TRENDING_SHOWN,
} from '../../shared/constants';
import type { Timeframe } from '../../shared/schemas/common';
import type {
  DiscoveryQuery,
  TrendingHashtag,
  TrendingPost,
  TrendingUser,
  TrendingWrestler,
} from '../../shared/schemas/trending';
import { getEntity } from '../data/catalogue/entities';
import type { Db } from '../data/client';
import { lookup } from '../data/lookup';
import { getPost, type PostItem } from '../data/post';
import { changeId, editId, itemOf, type RecordOf, type StreamRecord } from '../data/record';
import {
  type ActivityChange,
  type ActivityEvent,
  type HourActivity,
  hourOf,
  hourStart,
  hoursBetween,
  type RankingName,
  readHour,
  readSnapshot,
  recordActivity,
  writeSnapshot,
} from '../data/trending';
import { toEntityRef } from './catalogue/shapes';
import { hydratePosts } from './posts';
import { protectedHashtags, viewerGuard } from './spoilers/reads';
import { showCandidateOf } from './spoilers/shield';
import {
  COMMENT_WEIGHT,
  type CreatorRank,
  discoveryCandidates,
  type EntityRank,
  type HashtagRank,
  type PostRank,
  rankCreators,
  rankEntities,
  rankHashtags,
  rankPosts,
  type Window,
} from './trending-score';
import { suggestable, visibleAuthor } from './users';
import type { Viewer } from './viewer';

const HOUR_MS = 3_600_000;
const LONGEST_WINDOW_HOURS = Math.max(...Object.values(TIMEFRAME_HOURS));

export interface TrendingDeps {
  db: Db;
  now: () => Date;
}

// ---------------------------------------------------------------------------------------------
// Counting activity (the trending-activity consumer)

type Sign = 1 | -1;

/** The `showId` of a post's counters: the show it is about, if any (Spoiler Guard). */
const about = (showId: string | null) => (showId ? { showId } : {});

/**
 * The show a post is about (its first tag, when that is a show: one GetItem of the entity, only for a
 * tagged post): its hashtags and entities count it, so trending knows what trends only because of a
 * show (docs/spoilers.md).
 */
async function showOfStored(db: Db, post: PostItem): Promise<string | null> {
  const first = showCandidateOf(post);
  return first && (await getEntity(db, first))?.kind === 'show' ? first : null;
}

function postEvent(post: PostItem, sign: Sign, source: string, showId: string | null): ActivityEvent {
  const changes: ActivityChange[] = [
    ...post.hashtags.map((tag) => ({
      kind: 'tag' as const,
      tag,
      posts: sign,
      authorId: post.authorId,
      ...about(showId),
    })),
    // Its tags (issue 28): counted per entity like hashtags; the job keeps the wrestlers.
    ...(post.tags ?? []).map((entityId) => ({
      kind: 'entity' as const,
      entityId,
      posts: sign,
      authorId: post.authorId,
      ...about(showId),
    })),
    { kind: 'user', userId: post.authorId, posts: sign, engagement: 0 },
  ];
  return { source, hour: hourOf(post.createdAt), changes };
}

/** A Pop or comment on a post: counts for the post and its author, not when the author did it. */
function engagementEvent(
  post: PostItem,
  by: string,
  at: string,
  what: { pops: number; comments: number },
  source: string,
): ActivityEvent | null {
  if (by === post.authorId) return null;
  return {
    source,
    hour: hourOf(at),
    changes: [
      {
        kind: 'post',
        postId: post.id,
        authorId: post.authorId,
        postCreatedAt: post.createdAt,
        ...what,
      },
      {
        kind: 'user',
        userId: post.authorId,
        posts: 0,
        engagement: what.pops + COMMENT_WEIGHT * what.comments,
      },
    ],
  };
}

/**
 * An edit of a post's text moves its hashtag counts in the post's hour: the tags it lost count one
 * post less, those it gained one more (the post's own count and its engagement stay).
 */
async function editEvent(db: Db, r: RecordOf<'post'>): Promise<ActivityEvent | null> {
  const source = editId(r);
  const { before, after } = r;
  if (!source || !before || !after) return null;
  const moved = (from: string[], without: string[]) => from.filter((tag) => !without.includes(tag));
  const [lost, gained] = [moved(before.hashtags, after.hashtags), moved(after.hashtags, before.hashtags)];
  if (!lost.length && !gained.length) return null;
  // Tags are fixed at creation: the post is about the same show before and after.
  const showId = await showOfStored(db, after);
  const tags = (sign: Sign, list: string[]) =>
    list.map((tag) => ({
      kind: 'tag' as const,
      tag,
      posts: sign,
      authorId: after.authorId,
      ...about(showId),
    }));
  return { source, hour: hourOf(after.createdAt), changes: [...tags(-1, lost), ...tags(1, gained)] };
}

/**
 * The activity event a stream record is, or null when it counts for nothing. Its source (the
 * marker that counts it once) names the change itself (data/record.ts `changeId`).
 */
export async function activityOf(db: Db, r: StreamRecord): Promise<ActivityEvent | null> {
  if (r.item !== 'post' && r.item !== 'pop' && r.item !== 'comment') return null;
  if (r.item === 'post' && r.event === 'MODIFY') return editEvent(db, r);
  const source = changeId(r);
  if (!source) return null;
  const sign: Sign = r.event === 'REMOVE' ? -1 : 1;

  if (r.item === 'post') {
    const post = itemOf(r);
    return post ? postEvent(post, sign, source, await showOfStored(db, post)) : null;
  }

  if (r.item === 'pop') {
    const pop = itemOf(r);
    // Pops on comments count for nothing; a Pop on a post deleted since neither: it is in no ranking.
    if (!pop || !('postId' in r.ids)) return null;
    const post = await getPost(db, r.ids.postId, true);
    if (!post) return null;
    return engagementEvent(post, r.ids.userId, pop.createdAt, { pops: sign, comments: 0 }, source);
  }

  const comment = itemOf(r);
  if (!comment) return null;
  const post = await getPost(db, comment.postId, true);
  if (!post) return null;
  return engagementEvent(post, comment.authorId, comment.createdAt, { pops: 0, comments: sign }, source);
}

/** Counts a post, Pop or comment (or takes it back) in its hour, once however often it is replayed. */
export async function handleTrendingChange(deps: TrendingDeps, r: StreamRecord): Promise<void> {
  const event = await activityOf(deps.db, r);
  if (!event) return;
  // Taking back activity older than the longest window changes no ranking.
  if (hourStart(event.hour) < deps.now().getTime() - (LONGEST_WINDOW_HOURS + 1) * HOUR_MS) return;
  await recordActivity(deps.db, event, deps.now());
}

// ---------------------------------------------------------------------------------------------
// The trending job

/** What a ranking's snapshot keeps per entry (the read routes add the rest). */
export type HashtagEntry = Omit<HashtagRank, 'authorCount'>;
export type PostEntry = Pick<PostRank, 'postId' | 'authorId' | 'engagementScore'> & {
  /** Discovery: the author is a teen (suggested to teens only, users.ts `suggestable`). */
  teen?: true;
};
export type CreatorEntry = CreatorRank;

export interface JobResult {
  hoursRead: number;
  rankings: Record<Timeframe, { hashtags: number; content: number; users: number; discovery: number }>;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Hours are read this many at a time. */
const HOUR_READS_IN_PARALLEL = 24;

/**
 * Ranks every timeframe from the hours of the longest window and writes the snapshots. Reads one
 * Query per hour (721 for 30 days) plus one BatchGet per 100 candidates: its cost follows the
 * activity in the window, never the size of the table.
 */
export async function runTrendingJob(deps: TrendingDeps): Promise<JobResult> {
  const now = deps.now();
  const hours = hoursBetween(now.getTime() - LONGEST_WINDOW_HOURS * HOUR_MS, now.getTime());
  const activity: HourActivity[] = await mapLimit(hours, HOUR_READS_IN_PARALLEL, (h) => readHour(deps.db, h));

  const ranked = TIMEFRAMES.map((timeframe) => {
    const w: Window = { now: now.getTime(), hours: TIMEFRAME_HOURS[timeframe] };
    return {
      timeframe,
      hashtags: rankHashtags(activity, w),
      posts: rankPosts(activity, w).slice(0, TRENDING_KEPT * 2),
      creators: rankCreators(activity, w).slice(0, TRENDING_KEPT * 2),
      discovery: discoveryCandidates(activity, w).slice(0, DISCOVERY_CANDIDATES),
      entities: rankEntities(activity, w).slice(0, TRENDING_KEPT * 4),
    };
  });

  // Which candidates may be shown: posts that still exist, by fans who exist and are not banned.
  const postIds = new Set(ranked.flatMap((r) => [...r.posts, ...r.discovery].map((p) => p.postId)));
  const userIds = new Set(
    ranked.flatMap((r) =>
      [...r.posts, ...r.discovery].map((p) => p.authorId).concat(r.creators.map((c) => c.userId)),
    ),
  );
  const entityIds = new Set(ranked.flatMap((r) => r.entities.map((e) => e.entityId)));
  const look = lookup();
  for (const id of postIds) look.want.post(id);
  for (const id of userIds) look.want.user(id);
  for (const id of entityIds) look.want.entity(id);
  await look.run(deps.db);
  // "Wrestlers trending now": tagged entities that are (still) wrestlers.
  const isWrestler = (e: EntityRank) => look.entity(e.entityId)?.kind === 'wrestler';
  const visibleUser = (id: string) => Boolean(visibleAuthor(look.user(id)));
  const visiblePost = (p: PostRank) => Boolean(look.post(p.postId)) && visibleUser(p.authorId);
  const postEntry = (p: PostRank): PostEntry => ({
    postId: p.postId,
    authorId: p.authorId,
    engagementScore: p.engagementScore,
  });
  const isTeen = (id: string) => look.user(id)?.ageBand === 'teen';
  const discoveryEntry = (p: PostRank): PostEntry =>
    isTeen(p.authorId) ? { ...postEntry(p), teen: true } : postEntry(p);

  const computedAt = now.toISOString();
  const result = { hoursRead: hours.length, rankings: {} } as JobResult;
  await Promise.all(
    ranked.flatMap((r) => {
      const lists: Record<RankingName, unknown[]> = {
        hashtags: r.hashtags.slice(0, TRENDING_KEPT).map(({ authorCount: _, ...h }) => h),
        content: r.posts.filter(visiblePost).slice(0, TRENDING_KEPT).map(postEntry),
        users: r.creators.filter((c) => visibleUser(c.userId)).slice(0, TRENDING_KEPT),
        discovery: r.discovery.filter(visiblePost).map(discoveryEntry),
        wrestlers: r.entities.filter(isWrestler).slice(0, TRENDING_KEPT),
      };
      result.rankings[r.timeframe] = {
        hashtags: lists.hashtags.length,
        content: lists.content.length,
        users: lists.users.length,
        discovery: lists.discovery.length,
      };
      return (Object.keys(lists) as RankingName[]).map((ranking) =>
        writeSnapshot(deps.db, { timeframe: r.timeframe, ranking, computedAt, entries: lists[ranking] }),
      );
    }),
  );
  return result;
}

// ---------------------------------------------------------------------------------------------
// The read routes

/**
 * The timeframe's trending hashtags. Spoiler Guard leaves out, for a fan protected from a show, that
 * show's own hashtag (from the cached recent shows: no request) and a hashtag that trends only because
 * of the show (the job marks it `show`: every post of it in the window was about that one show;
 * docs/spoilers.md): a check per entry against one map, whatever the number of shows.
 */
export async function trendingHashtags(
  db: Db,
  viewer: Viewer,
  timeframe: Timeframe,
): Promise<TrendingHashtag[]> {
  const [snapshot, guard] = await Promise.all([
    readSnapshot<HashtagEntry>(db, timeframe, 'hashtags'),
    viewerGuard(db, viewer),
  ]);
  const hidden = await protectedHashtags(db, guard);
  return (snapshot?.entries ?? [])
    .filter((h) => !hidden.has(h.name.toLowerCase()) && !(h.show && guard.shielded.has(h.show)))
    .slice(0, TRENDING_SHOWN)
    .map((h) => ({
      id: h.name,
      name: h.name,
      postCount: h.postCount,
      recentPostCount: h.recentPostCount,
      score: h.score,
    }));
}

/**
 * "Wrestlers trending now" (issue 28): the wrestlers tagged by the most different fans, with their
 * counts; one GetItem and one BatchGet (a wrestler deleted since is left out). Blocks and mutes
 * concern fans, not entities: they change nothing here. Spoiler Guard: the list holds wrestlers only
 * (never a show), and a wrestler that trends only because of a show the viewer is protected from
 * (marked `show` by the job, as hashtags are) is left out.
 */
export async function trendingWrestlers(
  db: Db,
  viewer: Viewer,
  timeframe: Timeframe,
): Promise<TrendingWrestler[]> {
  const [snapshot, guard] = await Promise.all([
    readSnapshot<EntityRank>(db, timeframe, 'wrestlers'),
    viewerGuard(db, viewer),
  ]);
  const entries = (snapshot?.entries ?? [])
    .filter((e) => !guard.shielded.has(e.entityId) && !(e.show && guard.shielded.has(e.show)))
    .slice(0, TRENDING_SHOWN);
  const look = lookup();
  for (const e of entries) look.want.entity(e.entityId);
  await look.run(db);
  return entries.flatMap((e) => {
    const entity = look.entity(e.entityId);
    return entity ? [{ entity: toEntityRef(entity), fanCount: e.fanCount, postCount: e.postCount }] : [];
  });
}

const withEngagement = (entries: readonly PostEntry[]) => {
  const scores = new Map(entries.map((e) => [e.postId, e.engagementScore]));
  return (post: { id: string }) => scores.get(post.id) ?? 0;
};

export async function trendingContent(db: Db, viewer: Viewer, timeframe: Timeframe): Promise<TrendingPost[]> {
  const snapshot = await readSnapshot<PostEntry>(db, timeframe, 'content');
  const entries = snapshot?.entries.slice(0, TRENDING_SHOWN) ?? [];
  const { items } = await hydratePosts(
    db,
    viewer,
    entries.map((e) => ({ postId: e.postId, authorId: e.authorId })),
  );
  const score = withEngagement(entries);
  return items.map((post) => ({ ...post, engagementScore: score(post) }));
}

/**
 * The timeframe's trending creators, without the fans the viewer's controls hide. An adult viewer is
 * not shown teens they do not follow (users.ts `suggestable`): the follow edges are read in the same
 * BatchGet as the creators.
 */
export async function trendingUsers(db: Db, viewer: Viewer, timeframe: Timeframe): Promise<TrendingUser[]> {
  const snapshot = await readSnapshot<CreatorEntry>(db, timeframe, 'users');
  const entries = (snapshot?.entries.slice(0, TRENDING_SHOWN) ?? []).filter(
    (e) => !viewer.hidesUser(e.userId),
  );
  const teenViewer = viewer.ageBand === 'teen';
  const look = lookup();
  for (const e of entries) {
    look.want.user(e.userId);
    if (!teenViewer) look.want.follow(viewer.id, e.userId);
  }
  await look.run(db);
  return entries.flatMap((e) => {
    const user = visibleAuthor(look.user(e.userId));
    if (!user) return [];
    const followed = look.follows(viewer.id, e.userId);
    if (!followed && user.id !== viewer.id && !suggestable(viewer, user)) return [];
    return [
      {
        id: user.id,
        handle: user.handle,
        displayName: user.displayName,
        bio: user.bio,
        profileImageUrl: user.profileImageUrl,
        postCount: e.postCount,
        totalEngagement: e.totalEngagement,
        followerCount: Math.max(0, user.followerCount),
      },
    ];
  });
}

export interface DiscoveryPage {
  posts: TrendingPost[];
  nextCursor: string | undefined;
}

/**
 * A page of the timeframe's discovery candidates by creators the viewer neither is nor follows, and
 * for an adult viewer by no teen (users.ts `suggestable`; the job marks their entries).
 * The cursor is the position in the candidate list where the next page starts.
 */
export async function discovery(db: Db, viewer: Viewer, query: DiscoveryQuery): Promise<DiscoveryPage> {
  const viewerId = viewer.id;
  const snapshot = await readSnapshot<PostEntry>(db, query.timeframe, 'discovery');
  const all = snapshot?.entries ?? [];
  const rest = all.slice(query.cursor).map((entry, i) => ({ entry, at: query.cursor + i }));
  const others = rest.filter(
    (c) =>
      c.entry.authorId !== viewerId &&
      !viewer.hidesUser(c.entry.authorId) &&
      suggestable(viewer, { ageBand: c.entry.teen ? 'teen' : 'adult' }),
  );
  const authors = [...new Set(others.map((c) => c.entry.authorId))];
  const look = lookup();
  for (const id of authors) look.want.follow(viewerId, id);
  await look.run(db);
  const unfollowed = others.filter((c) => !look.follows(viewerId, c.entry.authorId));
  const page = unfollowed.slice(0, query.limit);
  const last = page[page.length - 1];
  const more = last !== undefined && unfollowed.length > page.length;
  const { items } = await hydratePosts(
    db,
    viewer,
    page.map((c) => ({ postId: c.entry.postId, authorId: c.entry.authorId })),
  );
  const score = withEngagement(page.map((c) => c.entry));
  return {
    posts: items.map((post) => ({ ...post, engagementScore: score(post) })),
    nextCursor: more ? String(last.at + 1) : undefined,
  };
}
