import type { KEYS } from './keys';
import type { PurgeKind } from './work';

/**
 * What becomes of each kind of item of the single table when a fan is deleted (one entry per KEYS
 * entry: a new key prefix is a type error here, and key-fates.test.ts fails, until it is classified).
 * Every kind of item that can hold a fan's id or data is removed (by a purge kind, by the closing
 * transaction, or with what it belongs to), deleted by a job when its time is up, or kept for a
 * stated reason; the rest say why they hold nothing of a fan. The purge kinds are the plans of
 * domain/purge.ts. It lives beside the keys, in data/: docs/account.md draws the same table.
 */
export interface KeyFate {
  /** Purge kinds that remove it. */
  purge?: readonly PurgeKind[];
  /** Removed by the transaction that closes the account. */
  close?: string;
  /** Removed with what it belongs to, and by what. */
  cascade?: string;
  /** Deleted by a scheduled job when its time is up (not by TTL). */
  expiry?: string;
  /** Holds the fan's id or data and stays: why. */
  kept?: string;
  /** Holds nothing of a fan: why. */
  notPersonal?: string;
}

export const KEY_FATES = {
  user: { close: 'the profile is deleted by the transaction that closes the account' },
  handle: { close: 'the handle marker is deleted with the profile (the handle is free at once)' },
  viewerControls: {
    purge: ['purge-blocks'],
    cascade:
      'the fan in others’ blocked and blockedBy sets: taken out by purge-blocks; in others’ muted maps: inert (no profile to show), replaced or removed by their next mute change',
  },
  block: { purge: ['purge-blocks'], cascade: 'others’ blocks of the fan: deleted by purge-blocks' },
  follow: { purge: ['purge-following'] },
  follower: { purge: ['purge-followers'] },
  post: {
    purge: ['purge-posts'],
    cascade: 'the fan in others’ posts’ mentions: taken out by purge-mentions (the text stays as written)',
  },
  authorPost: { purge: ['purge-posts'] },
  hashtagPost: { cascade: 'deleted in the transaction that deletes the post (purge-posts)' },
  postVersion: {
    cascade: 'an edited post’s earlier texts: deleted in the transaction that deletes the post (purge-posts)',
  },
  comment: {
    purge: ['purge-comments'],
    cascade:
      'others’ comments on the fan’s posts go with the post (cascade-comments); the fan in others’ comments’ mentions: taken out by purge-mentions',
  },
  postComment: { purge: ['purge-comments'], cascade: 'deleted with its comment, or with the post' },
  pop: { purge: ['purge-pops'], cascade: 'Pops on the fan’s posts and comments go with them (cascade-pops)' },
  authorComment: { purge: ['purge-comments'] },
  fanPop: { purge: ['purge-pops'] },
  mentionedIn: {
    purge: ['purge-mentions'],
    cascade:
      'entries naming the fan’s own posts and comments: deleted with them (their transaction, or post-cascade for a comment swept with its post)',
  },
  reporterReport: { purge: ['purge-reports'] },
  signUp: { close: 'the sign-up record (the checked name, the confirm-by date) is deleted with the profile' },
  closedAccount: { kept: 'only the id: refuses the account for good, so it is never silently recreated' },
  sweep: { expiry: 'a job’s resume point (at most one profile id), replaced at the job’s next run' },
  feedItem: { purge: ['purge-feed'], cascade: 'pointers to the fan’s posts in others’ feeds: fanout-remove' },
  userSearch: { cascade: 'deleted with the profile by the user-search consumer' },
  notification: {
    purge: ['purge-notifications'],
    cascade: 'the fan as an actor in others’ notifications: removed with the Pop, follow or comment',
  },
  notificationGroup: { purge: ['purge-notification-groups'] },
  notificationSource: {
    purge: ['purge-mentions'],
    cascade:
      'deleted with the follow, Pop, comment or mention it counts (the notifications and mention-notifications consumers); the mention markers naming the fan as recipient: purge-mentions',
  },
  workItem: { kept: 'ids only, like the closed marker; deleted when its page is done' },
  parkedRecord: { expiry: 'deleted PARKED_RECORD_KEPT_DAYS after it was parked (the retention job)' },
  recordAttempt: { notPersonal: 'a lane, a stream event id and a consumer name' },
  trendHour: {
    purge: ['purge-activity', 'purge-post-activity'],
    expiry: 'hashtag authors of posts too old to count down: with their hour (the retention job)',
  },
  trendEvent: { notPersonal: 'a SHA-256 of the counted event: no id in the marker' },
  trendSnapshot: { cascade: 'rewritten by the trending job every 5 minutes, deleted fans left out' },
  report: {
    purge: ['purge-reports'],
    kept: 'a report about the fan’s post or comment keeps its snapshot for the admins (docs/moderation.md)',
  },
  reportedItem: { purge: ['purge-reports'] },
  reportStats: { notPersonal: 'counts of reports per status' },
  rate: { purge: ['purge-rates'] },
  idempotency: { purge: ['purge-idempotency'] },
  audit: { kept: 'the admin audit log: which admin did what to which item, for accountability' },
  ban: { kept: 'only the id: a banned fan stays banned after their purge' },
  youtubePreview: { notPersonal: 'a public video’s oEmbed answer' },
  connection: { purge: ['purge-connections'] },
  showBell: { purge: ['purge-show-bells'] },
  showAlertSent: { notPersonal: 'a show’s start alert went out (the show’s id and when)' },
  showWatch: {
    cascade:
      'a connection watching a show’s page (its id, no fan’s): deleted with the connection ($disconnect, a push that finds it gone), else by its TTL within hours',
  },
  entity: { notPersonal: 'a catalogue entity: curated public facts about wrestling (docs/wrestling.md)' },
  entitySlug: { notPersonal: 'a catalogue entity’s slug marker' },
  entityExternal: { notPersonal: 'a catalogue entity’s external id marker' },
  match: { notPersonal: 'a match on a show’s card' },
  entityLink: { notPersonal: 'a relation between catalogue entities' },
  reign: { notPersonal: 'a championship reign' },
  entitySearch: { notPersonal: 'the words of a catalogue entity’s names' },
  catalogueAudit: { kept: 'the catalogue audit log: which admin changed which fact, for accountability' },
  entityFollow: { purge: ['purge-entity-follows'] },
  entityFollower: { purge: ['purge-entity-follows'] },
  entityPost: { cascade: 'deleted in the transaction that deletes the post (purge-posts)' },
  entityLatest: {
    cascade: 'a big entity’s newest post ids: a deleted post’s id is dropped by the entity-feed consumer',
  },
  room: { notPersonal: 'a show room’s counters: sequence, Pops per match, slow mode (no fan’s id)' },
  roomMessage: { purge: ['purge-rooms'] },
  roomFan: { purge: ['purge-rooms'] },
  // --- issue 39, B: predictions and leaderboards
  picks: { purge: ['purge-picks'] },
  pickCounts: { notPersonal: 'fans per side of a show’s matches: numbers, no fan’s id' },
  pickScored: { notPersonal: 'a match’s result as scored: the winner, counts and points per side' },
  leaderboard: {
    purge: ['purge-picks'],
    cascade:
      'the fan’s entries on the boards their picks items name: deleted with those items by purge-picks',
  },
  // Issue 39, A: ratings (docs/ratings.md)
  rating: {
    purge: ['purge-ratings'],
    cascade: 'each deleted rating is folded out of its target’s counters and the site tally by rating-counts',
  },
  ratingCounts: { notPersonal: 'a match’s or show’s rating counters: sums and bars, no fan’s id' },
  ratingApplied: {
    cascade: 'a rating version’s marker (names the fan in its sort key): removed by its TTL within 7 days',
  },
  raterCounts: { purge: ['purge-ratings'] },
  ratingSite: { notPersonal: 'the site’s tally of scored ratings, in 10 shards (sums only)' },
  topRated: { notPersonal: 'a rated match in a top rated list (its show, sides, score and count)' },
  bestRated: { notPersonal: 'a rated match in a wrestler’s best-rated list (its show, sides, score)' },
  ratingBurst: {
    kept: 'a held burst names its raters’ ids for the admins’ review record; their ratings go with purge-ratings',
  },
} as const satisfies Record<keyof typeof KEYS, KeyFate>;
