/**
 * The table's stream is read by at most two lanes (AWS serves at most two concurrent readers per
 * stream shard of a single-region table; a third is throttled):
 *
 * - live: what a person is waiting for (notifications and their push). Small batches, no batching
 *   window, ten batches of a shard side by side, so one busy fan never holds up another.
 * - derived: derived data nobody waits on by the second (feeds, cascades, directories, counters).
 *
 * Each lane is one function that runs every consumer registered on it on the records that match
 * that consumer's filters. A consumer is one entry here and one module in functions/streams/
 * consumers/ (registered in functions/streams/registry.ts). Consumers are idempotent:
 * deterministic keys and conditional writes make a redelivered record harmless. The lanes' event
 * source settings come from the runtime contract (./runtime.ts), the same in AWS and locally.
 */

import { KEYS } from '../table';
import { type Grant, TABLE_RW } from './access';
import { changesOf, type FilterPattern, mergeFilters } from './filters';

export type LaneName = 'live' | 'derived';

export interface StreamLane {
  readonly name: LaneName;
  /** The lane's function (a dispatcher over the lane's consumers). */
  readonly handler: `streams/${string}`;
}

export const STREAM_LANES = [
  { name: 'live', handler: 'streams/live-lane' },
  { name: 'derived', handler: 'streams/derived-lane' },
] as const satisfies readonly StreamLane[];

export interface StreamConsumer {
  readonly name: string;
  readonly lane: LaneName;
  readonly filters: readonly FilterPattern[];
  readonly grants: readonly Grant[];
}

export const STREAM_CONSUMERS = [
  {
    // A follow, a Pop on your post or comment, a comment on your post: a grouped notification for
    // the fan acted upon, pushed over the live channel at once; undoing the action takes it back.
    name: 'notifications',
    lane: 'live',
    filters: [
      changesOf('follow', ['INSERT', 'REMOVE']),
      changesOf('comment', ['INSERT', 'REMOVE']),
      { eventName: ['INSERT', 'REMOVE'], dynamodb: { Keys: { SK: { S: [{ prefix: KEYS.pop.sk }] } } } },
    ],
    grants: [...TABLE_RW, 'ws:manage'],
  },
  {
    // An @mention in a new post or comment, or added to a post later: a grouped notification for
    // each fan newly mentioned (once each), pushed at once; deleting the item takes it back.
    name: 'mention-notifications',
    lane: 'live',
    filters: [changesOf('post', ['INSERT', 'MODIFY', 'REMOVE']), changesOf('comment', ['INSERT', 'REMOVE'])],
    grants: [...TABLE_RW, 'ws:manage'],
  },
  {
    // A ban reaches the fan's open live connections at once: they are closed (DeleteConnection).
    name: 'ban-enforcement',
    lane: 'live',
    filters: [changesOf('user', ['MODIFY'])],
    grants: [...TABLE_RW, 'ws:manage'],
  },
  {
    // A live show's pages (issue 35): a match added, changed (live, a result) or removed, the show's
    // status or facts changed, a post tagged with the show written or deleted (or tagged by an edit:
    // Spoiler Guard) -> "show changed" to the connections watching it (at most SHOW_WATCHERS_MAX),
    // which refetch through the viewer.
    name: 'show-watchers',
    lane: 'live',
    filters: [
      changesOf('match', ['INSERT', 'MODIFY', 'REMOVE']),
      changesOf('entity', ['MODIFY']),
      changesOf('post', ['INSERT', 'MODIFY', 'REMOVE']),
    ],
    // events:publish: an open show room's `{card: true}` frame (domain/rooms/card.ts).
    grants: [...TABLE_RW, 'ws:manage', 'events:publish'],
  },
  {
    // Show-night alerts (issue 38, docs/rooms.md): a match gone live -> "<wrestler> is in the ring
    // now" to the fans with alerts on who follow a wrestler or team on it, and to the show's bell
    // ringers; grouped per show, a page of fans at a time (the rest as work items).
    name: 'show-alerts',
    lane: 'live',
    // (A match's every change: the lane already takes them for show-watchers; the consumer keeps
    // only a status that became `live`.)
    filters: [changesOf('match', ['INSERT', 'MODIFY'])],
    grants: [...TABLE_RW, 'ws:manage'],
  },
  {
    // Home feed fan-out of authors (domain/feed-fanout.ts, with entity-feed): post INSERT/REMOVE ->
    // followers' feeds; follow INSERT -> backfill (and an author reaching the big threshold ->
    // marked, its followers merge it at read time); follow REMOVE -> prune.
    name: 'feed-fanout',
    lane: 'derived',
    filters: [changesOf('post', ['INSERT', 'REMOVE']), changesOf('follow', ['INSERT', 'REMOVE'])],
    grants: TABLE_RW,
  },
  {
    // Deleting a post or a comment removes what hangs off it: comments, Pops.
    name: 'post-cascade',
    lane: 'derived',
    filters: [changesOf('post', ['REMOVE']), changesOf('comment', ['REMOVE'])],
    grants: TABLE_RW,
  },
  {
    // The suggested-users directory: complete, unbanned profiles ranked by followers.
    name: 'user-directory',
    lane: 'derived',
    filters: [changesOf('user', ['INSERT', 'MODIFY'])],
    grants: TABLE_RW,
  },
  {
    // The user search index: a fan's handle and name words, gone when banned or deleted.
    name: 'user-search',
    lane: 'derived',
    filters: [changesOf('user', ['INSERT', 'MODIFY', 'REMOVE'])],
    grants: TABLE_RW,
  },
  {
    // Trending activity: posts per hashtag, Pops and comments per post, engagement per creator,
    // counted per hour once per source event (the trending job ranks the hours of each window); an
    // edit of a post's text moves its hashtag counts (a post MODIFY: its counters change it too,
    // and the consumer counts only a new edit, data/record.ts `editId`).
    name: 'trending-activity',
    lane: 'derived',
    filters: [
      changesOf('post', ['INSERT', 'MODIFY', 'REMOVE']),
      changesOf('comment', ['INSERT', 'REMOVE']),
      {
        eventName: ['INSERT', 'REMOVE'],
        dynamodb: { Keys: { PK: { S: [{ prefix: KEYS.post.pk }] }, SK: { S: [{ prefix: KEYS.pop.sk }] } } },
      },
    ],
    grants: TABLE_RW,
  },
  {
    // Takedowns remove the content: a deleted post's image and a replaced profile picture are
    // deleted from the uploads bucket and invalidated in CloudFront.
    name: 'media-cleanup',
    lane: 'derived',
    filters: [changesOf('post', ['REMOVE']), changesOf('user', ['MODIFY', 'REMOVE'])],
    grants: [...TABLE_RW, 'uploads:write', 'media:invalidate'],
  },
  {
    // A deleted account's closed marker starts its purge: one work item per access pattern.
    name: 'account-purge',
    lane: 'derived',
    filters: [changesOf('closedAccount', ['INSERT'])],
    grants: TABLE_RW,
  },
  {
    // Heavy work split into pages (a 10,000-follower fan-out, a cascade over many Pops, an account
    // purge): each work item is one bounded page, and writes the next one. The purge's media pages
    // list and delete the fan's uploads and invalidate their /media paths.
    name: 'work-items',
    lane: 'derived',
    filters: [changesOf('workItem', ['INSERT'])],
    // ws:manage: the pages of show-night alerts push each alert (domain/rooms/alerts.ts).
    grants: [...TABLE_RW, 'uploads:read', 'uploads:write', 'media:invalidate', 'ws:manage'],
  },
  {
    // A block, mute or muted word (the fan's controls item): their unread notifications it now hides
    // are marked read, so the unread badge counts what the list shows.
    name: 'unread-recount',
    lane: 'derived',
    filters: [changesOf('viewerControls', ['INSERT', 'MODIFY'])],
    grants: TABLE_RW,
  },
  // --- issue 28, C (tags, the home feed) ---
  {
    // Home feed fan-out of entities (domain/feed-fanout.ts, with feed-fanout): a tagged post
    // INSERT/REMOVE -> each small entity's followers' feeds, each big entity's ELATEST list; an
    // entity follow INSERT -> backfill (and an entity reaching the big threshold -> marked, its
    // followers merge it), REMOVE -> prune. (On the post and the follow edge, not
    // ENTITYPOSTS#/ENTITY#: the derived lane's source holds at most 5 filter patterns, all taken;
    // these two merge into existing ones.)
    name: 'entity-feed',
    lane: 'derived',
    filters: [changesOf('post', ['INSERT', 'REMOVE']), changesOf('entityFollow', ['INSERT', 'REMOVE'])],
    grants: TABLE_RW,
  },
  // --- issue 39, B (predictions) ---
  {
    // A match's result entered or its winner corrected: the match's picks scored (its marker, then
    // the show's pickers a page at a time as work items: points, records, the four leaderboards) and
    // "You went 5/7 at Raw" told (pushed by the work-items pages), never to a fan protected from the show. On the
    // live lane: a notification fans wait for on show night, and the lane takes every match change
    // already (show-watchers); the derived lane's source has no room for another key prefix. Here
    // only the marker and the first page's work item: the pages run on the derived lane (work-items).
    name: 'pick-scores',
    lane: 'live',
    filters: [changesOf('match', ['INSERT', 'MODIFY'])],
    grants: TABLE_RW,
  },
  // --- issue 39, A (ratings) ---
  {
    // A rating's INSERT / MODIFY / REMOVE (docs/ratings.md): its old image out of the target's
    // counters, the new one in (scored or held), the rater's counters and a site shard, in one
    // transaction with the marker of its version (a redelivered record counts once); then a
    // match's top rated and best rated entries follow its shown score.
    name: 'rating-counts',
    lane: 'derived',
    filters: [changesOf('rating', ['INSERT', 'MODIFY', 'REMOVE'])],
    grants: TABLE_RW,
  },
  {
    // A new or changed rating: the target's newest 200 ratings through the burst detector; newly
    // held ratings get `held` (rating-counts moves them out of the score) and join their burst.
    name: 'rating-bursts',
    lane: 'derived',
    filters: [changesOf('rating', ['INSERT', 'MODIFY'])],
    grants: TABLE_RW,
  },
] as const satisfies readonly StreamConsumer[];

export type StreamConsumerName = (typeof STREAM_CONSUMERS)[number]['name'];

/** The consumers registered on a lane. */
export const consumersOf = (lane: LaneName): readonly StreamConsumer[] =>
  (STREAM_CONSUMERS as readonly StreamConsumer[]).filter((c) => c.lane === lane);

/** The lanes that have consumers: each is one function and one event source on the stream. */
export const activeLanes = (): readonly StreamLane[] =>
  (STREAM_LANES as readonly StreamLane[]).filter((l) => consumersOf(l.name).length > 0);

/**
 * The event filters of a lane's event source: its consumers' filters, merged into a looser
 * superset when there are more than Lambda allows on one event source mapping. The lane's function
 * applies each consumer's exact filters itself.
 */
export const laneFilters = (lane: LaneName): readonly FilterPattern[] =>
  mergeFilters(consumersOf(lane).flatMap((c) => c.filters));

/** What a lane's function may touch: the union of its consumers' grants. */
export const laneGrants = (lane: LaneName): readonly Grant[] => [
  ...new Set(consumersOf(lane).flatMap((c) => c.grants)),
];
