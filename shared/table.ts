/**
 * The single DynamoDB table, described once. The CDK stateful stack and the local cloud both build
 * the table from this, so the local and deployed tables cannot drift.
 */
export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Overloaded secondary indexes; which entity uses which is documented in docs/data-model.md. */
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
  /** Epoch seconds. DynamoDB Local never deletes by TTL: readers filter expired items themselves. */
  ttlAttribute: 'expiresAt',
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['name'];

/**
 * Every key prefix and sort-key tag of the single table, spelled once. The item modules in
 * functions/data/ build and parse keys from these records, and the stream filters of the manifest
 * (shared/manifest/stream-consumers.ts) match on them. docs/data-model.md draws the layout.
 *
 * `pk` is the partition-key prefix, `sk` the sort key (a fixed tag, or a prefix followed by an id),
 * `gsiN` the partition-key prefix an entity uses on that index.
 */
export const KEYS = {
  /**
   * USER#{id} / PROFILE; GSI1 PROFILES / {id} (every profile, for the account sweeper); GSI2
   * DIRECTORY / {followers}#{id} once listed as a suggestion.
   */
  user: { pk: 'USER#', sk: 'PROFILE', gsi1: 'PROFILES', gsi2: 'DIRECTORY' },
  /** HANDLE#{lowercase handle} / HANDLE: the handle's uniqueness marker. */
  handle: { pk: 'HANDLE#', sk: 'HANDLE' },
  /**
   * USER#{userId} / FILTERS: the fan’s controls, what they hide from every read
   * (functions/data/controls.ts): `blocked` and `blockedBy` (string sets), `muted` (map id ->
   * expiresAt) and `words` (map).
   */
  viewerControls: { pk: 'USER#', sk: 'FILTERS' },
  /** BLOCKS#{blockerId} / {blockedId}: the fans a fan blocked, to list them a page at a time. */
  block: { pk: 'BLOCKS#' },
  /** USER#{followerId} / FOLLOWS#{followedId}: the edge. */
  follow: { pk: 'USER#', sk: 'FOLLOWS#' },
  /** FOLLOWERS#{followedId} / {followerId}: the edge seen from the followed fan (same transaction). */
  follower: { pk: 'FOLLOWERS#' },
  /** POST#{postId} / POST. */
  post: { pk: 'POST#', sk: 'POST' },
  /**
   * POST#{postId} / VERSION#{n, 2 digits}: the text a post had before its edit n + 1 (version 0 is
   * the text it was published with), and since when; written with the edit, deleted with the post.
   */
  postVersion: { pk: 'POST#', sk: 'VERSION#' },
  /** POSTS#{authorId} / {postId}: a fan's posts (same transaction as the post). */
  authorPost: { pk: 'POSTS#' },
  /** TAG#{hashtag} / {postId}. */
  hashtagPost: { pk: 'TAG#' },
  /** COMMENT#{commentId} / COMMENT. */
  comment: { pk: 'COMMENT#', sk: 'COMMENT' },
  /** COMMENTS#{postId} / {commentId}: a post's comments (same transaction as the comment). */
  postComment: { pk: 'COMMENTS#' },
  /** {the post's or comment's PK} / POP#{userId}. */
  pop: { sk: 'POP#' },
  /** AUTHORCOMMENTS#{userId} / {commentId}: a fan's comments (same transaction as the comment). */
  authorComment: { pk: 'AUTHORCOMMENTS#' },
  /** FANPOPS#{userId} / {the popped item's PK}: a fan's Pops (same transaction as the Pop). */
  fanPop: { pk: 'FANPOPS#' },
  /**
   * MENTIONED#{userId} / {the mentioning post's or comment's PK}: the posts and comments whose
   * `mentions` name a fan (same transaction as the post or comment), so the account purge takes a
   * deleted fan out of them without a Scan.
   */
  mentionedIn: { pk: 'MENTIONED#' },
  /** REPORTER#{userId} / {reportId}: the reports a fan filed (same transaction as the report). */
  reporterReport: { pk: 'REPORTER#' },
  /**
   * CLOSED#{userId} / CLOSED: an account deleted (refused from then on, its data purged); GSI1
   * PURGING / {id} until the sweeper has verified the purge.
   */
  closedAccount: { pk: 'CLOSED#', sk: 'CLOSED', gsi1: 'PURGING' },
  /**
   * SIGNUP#{userId} / SIGNUP: what the PreSignUp trigger checked (the cleaned display name, read once
   * at first contact) and, while the address is unconfirmed, GSI3 UNCONFIRMED / {confirm by}#{id}
   * (the account sweeper releases the addresses not confirmed in time).
   */
  signUp: { pk: 'SIGNUP#', sk: 'SIGNUP', gsi3: 'UNCONFIRMED' },
  /**
   * SWEEP#{name} / CURSOR: where a scheduled job's pass resumes (the account sweeper's over the
   * profiles, the retention job's over the trending hours).
   */
  sweep: { pk: 'SWEEP#', sk: 'CURSOR' },
  /** FEED#{userId} / {postId}. */
  feedItem: { pk: 'FEED#' },
  /**
   * USEARCH#{first character} / {h|n}#{token}#{userId}: a fan's handle (h) and the words of their
   * display name (n), folded (shared/search.ts), for search by prefix.
   */
  userSearch: { pk: 'USEARCH#' },
  /** NOTIF#{userId} / {notificationId}: a fan's notifications, newest last (ids are ULIDs). */
  notification: { pk: 'NOTIF#' },
  /**
   * NOTIFGROUP#{userId} / {groupKey}: which notification a group of like activity is in now;
   * / {groupKey}@{windowStart}: which notification a closed window of the group is in.
   */
  notificationGroup: { pk: 'NOTIFGROUP#', window: '@' },
  /** NOTIFSRC#{sourceKey} / SOURCE: the follow, Pop or comment a notification counts (once), and its window. */
  notificationSource: { pk: 'NOTIFSRC#', sk: 'SOURCE' },
  /** WORK#{workId} / WORK: one bounded page of heavy background work (see data/work.ts). */
  workItem: { pk: 'WORK#', sk: 'WORK' },
  /** PARKED#{lane} / {eventID}#{consumer}: a stream record a consumer kept failing on. */
  parkedRecord: { pk: 'PARKED#' },
  /** ATTEMPT#{lane}#{eventID}#{consumer} / ATTEMPT: how often a consumer failed on a record. */
  recordAttempt: { pk: 'ATTEMPT#', sk: 'ATTEMPT' },
  /**
   * TRENDHOUR#{yyyy-mm-ddThh} / TAG#{tag} | POST#{postId} | USER#{userId}: the activity of one hour
   * (posts per hashtag and their authors, Pops and comments per post, posts and engagement per
   * creator), counted by the trending-activity consumer; the trending job reads the window's hours.
   * A post's counters are on GSI1 TRENDBY#{authorId} / {hour}#{postId} (the account purge).
   */
  trendHour: {
    pk: 'TRENDHOUR#',
    tag: 'TAG#',
    post: 'POST#',
    user: 'USER#',
    entity: 'ENTITY#',
    gsi1: 'TRENDBY#',
  },
  /**
   * TRENDSEEN#{digest of the source event} / SEEN: an activity event already counted (replays count
   * nothing); a digest, so no marker names the fan who acted.
   */
  trendEvent: { pk: 'TRENDSEEN#', sk: 'SEEN' },
  /** TRENDING#{timeframe} / {ranking}: one ranking written by the trending job. */
  trendSnapshot: { pk: 'TRENDING#' },
  /**
   * REPORT#{reportId} / REPORT: a member's report; GSI1 REPORTS / {reportId} (every report, newest
   * first), GSI3 REPORTS#{status} / {reportId} (by status).
   */
  report: { pk: 'REPORT#', sk: 'REPORT', gsi1: 'REPORTS', gsi3: 'REPORTS#' },
  /**
   * REPORTED#{post|comment|roomMessage}#{id} / {reporterId}: one report per member per item, and an
   * item's reports (a room message's id: {showId}:{seq}).
   */
  reportedItem: { pk: 'REPORTED#' },
  /** REPORTSTATS#ALL / STATS: exact counts of reports per status (changed in the same transactions). */
  reportStats: { pk: 'REPORTSTATS#', sk: 'STATS' },
  /**
   * RATE#{userId} / {action}#{window}: how often a fan did something rate-limited in a window (one
   * partition per fan, so the account purge finds every window).
   */
  rate: { pk: 'RATE#' },
  /**
   * IDEMPOTENCY#{userId} / {route}#{key}: a create sent with an Idempotency-Key, its first answer
   * kept a day for the retries of that fan (functions/data/idempotency.ts; one partition per fan, so
   * the account purge finds every key).
   */
  idempotency: { pk: 'IDEMPOTENCY#' },
  /** AUDIT#LOG / {entryId}: the admin audit log, newest last (ids are ULIDs). */
  audit: { pk: 'AUDIT#' },
  /** BANNED#{userId} / BANNED: a ban that outlives the profile (a purged banned fan stays banned). */
  ban: { pk: 'BANNED#', sk: 'BANNED' },
  /** YTPREVIEW#{videoId} / PREVIEW: a YouTube oEmbed answer, cached a day (posts' link cards). */
  youtubePreview: { pk: 'YTPREVIEW#', sk: 'PREVIEW' },
  // --- The wrestling catalogue (docs/wrestling.md) -----------------------------------------
  /**
   * ENTITY#{id} / ENTITY: a catalogue entity (promotion, wrestler, team, championship, show), with
   * its exact `followerCount`; GSI1 ENTITIES#{kind} / {sortName}#{id} (admin lists, by kind); a show
   * also GSI2 SHOWS / {startsAt}#{id} (the calendar) and GSI3 PSHOWS#{promotionId} / {startsAt}#{id};
   * a championship GSI3 PTITLES#{promotionId} / {sortName}#{id} (its promotion's page).
   */
  entity: {
    pk: 'ENTITY#',
    sk: 'ENTITY',
    gsi1: 'ENTITIES#',
    gsi2: 'SHOWS',
    gsi3: 'PSHOWS#',
    gsi3Titles: 'PTITLES#',
  },
  /** ESLUG#{slug} / SLUG: an entity's slug, unique across every kind (like a handle); holds the id. */
  entitySlug: { pk: 'ESLUG#', sk: 'SLUG' },
  /** EXTID#{source}:{externalId} / EXTID: an imported entity's stable external id (Wikidata Q-id...), holds the id. */
  entityExternal: { pk: 'EXTID#', sk: 'EXTID' },
  /**
   * ENTITY#{showId} / MATCH#{matchId}: a match on a show's card (position, sides, stipulation,
   * championship, status, result). The show and its card are one Query of the show's partition.
   * GSI1 MATCHID#{matchId} / MATCH: a match found by its id alone (ratings' routes, issue 39).
   */
  match: { pk: 'ENTITY#', sk: 'MATCH#', gsi1: 'MATCHID#', gsi1Sk: 'MATCH' },
  /**
   * ENTITY#{fromId} / LINK#{rel}#{toId}: a relation between entities (rel: roster = promotion ->
   * wrestler or team, member = team -> wrestler, holder = championship -> current holder, appeared =
   * show -> wrestler or team on its card); GSI1 LINKED#{toId} / {rel}#{fromId}: the other way round.
   * A holder link changed by results carries `resultMarks` (kept after a loss: results are spoilers).
   */
  entityLink: { pk: 'ENTITY#', sk: 'LINK#', gsi1: 'LINKED#' },
  /**
   * ENTITY#{championshipId} / REIGN#{startedOn}#{n}: one reign (holders, from, to, where it was won;
   * `wonAt` / `lostAt`: the result that began or ended it).
   */
  reign: { pk: 'ENTITY#', sk: 'REIGN#' },
  /**
   * ESEARCH#{first character} / {folded token}#{entityId}: the words of an entity's names (name,
   * short name, also-known-as names), for search by prefix; a show's name words are one entry per
   * series of shows of that name: / {folded token}#SERIES#{folded name}.
   */
  entitySearch: { pk: 'ESEARCH#', series: 'SERIES#' },
  /** USER#{userId} / EFOLLOWS#{entityId}: a fan follows an entity (the edge). */
  entityFollow: { pk: 'USER#', sk: 'EFOLLOWS#' },
  /** EFOLLOWERS#{entityId} / {userId}: the edge seen from the entity (same transaction). */
  entityFollower: { pk: 'EFOLLOWERS#' },
  /** ENTITYPOSTS#{entityId} / {postId}: the posts tagged with an entity (same transaction as the post). */
  entityPost: { pk: 'ENTITYPOSTS#' },
  /**
   * ELATEST#{entityId} / LATEST: the ids of the newest posts tagged with a big entity (one followed
   * by many fans; merged into home feeds at read time, one BatchGet for all of a fan's).
   */
  entityLatest: { pk: 'ELATEST#', sk: 'LATEST' },
  /** CATALOGUE#AUDIT / {entryId}: every catalogue change (who, what, before and after), newest last. */
  catalogueAudit: { pk: 'CATALOGUE#AUDIT' },
  /**
   * WATCH#{showId} / {connectionId}: a live connection watching a show's page (its card and tagged
   * posts pushed as "show changed"); at most one per connection, named on its CONN# item
   * (`watching`), gone with the connection, and with a TTL.
   */
  showWatch: { pk: 'WATCH#' },
  // --- Show rooms (issue 38, docs/rooms.md) --------------------------------------------------
  /**
   * ROOM#{showId} / ROOM: a show's room: `seq` (its newest message's sequence number, ADD 1 per
   * message), `publishedSeq` (the newest one published on its channel), `flushUntil` (the publish
   * window a poster holds: one frame per room per ROOM_PUBLISH_WINDOW_MS), `pops` (map match id or
   * 'main' -> count), `slowModeSeconds`; and `expiresAt` (ROOM_ARCHIVE_DAYS after it closes).
   */
  room: { pk: 'ROOM#', sk: 'ROOM' },
  /**
   * ROOM#{showId} / MSG#{seq, 12 digits}: one message (text, thread, phase, the author's name as
   * written, `deleted`); GSI1 ROOMBY#{authorId} / {showId}#{seq} (a fan's messages, for the account
   * purge); `expiresAt` as the room's.
   */
  roomMessage: { pk: 'ROOM#', sk: 'MSG#', gsi1: 'ROOMBY#' },
  /**
   * ROOM#{showId} / FAN#{userId}: one fan in one room: `lastAt` and `lastDigest` (slow mode and the
   * duplicate refusal), `until` (a timeout), `removed`; GSI1 ROOMBY#{userId} / FAN#{showId} (the
   * account purge); `expiresAt` as the room's (a 24 h timeout outlives it at most by a day).
   */
  roomFan: { pk: 'ROOM#', sk: 'FAN#', gsi1: 'ROOMBY#' },
  /**
   * SHOWBELL#{showId} / {userId}: a fan rang a show's bell (alerts for its start and its matches
   * going live, docs/rooms.md "Show-night alerts"); GSI1 BELLBY#{userId} / {showId} (the account
   * purge); `expiresAt` a day after the show's room closes.
   */
  showBell: { pk: 'SHOWBELL#', gsi1: 'BELLBY#' },
  /**
   * SHOWALERT#{showId} / START: the "starts in 15 minutes" alert of a show was sent (once per show,
   * written by the show-alerts job before it queues the pages of fans); `expiresAt` a day after.
   */
  showAlertSent: { pk: 'SHOWALERT#', sk: 'START' },
  // --- Match ratings and predictions (issue 39, docs/ratings.md) --------------------------------
  /**
   * RATING#{targetId} / FAN#{userId}: a fan's rating of a match or a show (`target`), in `halves`,
   * `watched`, `comment`, `weightMilli` (the weight it was folded in with), `version` (1, 2... per
   * change), `held` (burst id) / `review`; GSI1 RATEDBY#{userId} / {ratedAt}#{targetId} (the diary,
   * the account purge); GSI2 RATINGS#{targetId} / {ratedAt}#{userId} (newest first: the page of
   * comments, the burst detector's window).
   */
  rating: { pk: 'RATING#', sk: 'FAN#', gsi1: 'RATEDBY#', gsi2: 'RATINGS#' },
  /**
   * RATING#{targetId} / COUNTS: a match's or show's counters (`live`, `later`: scored tallies;
   * `held`), kept by the rating-counts consumer with one ADD per rating version.
   */
  ratingCounts: { pk: 'RATING#', sk: 'COUNTS' },
  /** RATING#{targetId} / APPLIED#{userId}#{version}: a rating version folded in (the consumer's marker, TTL). */
  ratingApplied: { pk: 'RATING#', sk: 'APPLIED#' },
  /** USER#{userId} / RATER: a fan's rater counters (`count`, `extremes`: the extreme-rater weight). */
  raterCounts: { pk: 'USER#', sk: 'RATER' },
  /** RATINGSITE#{shard} / TALLY: the site's tally of scored ratings (its mean is the prior's C), sharded. */
  ratingSite: { pk: 'RATINGSITE#', sk: 'TALLY' },
  /**
   * TOPRATED#{period}#{bucket}#{promotionId | ALL} / {matchId}: a rated match in a top rated list
   * (its show's ISO week, month or year); GSI3 the same / {score, padded}#{matchId}: best first.
   */
  topRated: { pk: 'TOPRATED#', gsi3: 'TOPRATED#' },
  /** BESTRATED#{wrestlerOrTeamId} / {matchId}: a wrestler's rated match; GSI3 the same / {score, padded}#{matchId}. */
  bestRated: { pk: 'BESTRATED#', gsi3: 'BESTRATED#' },
  /**
   * BURST#{burstId} / BURST: ratings held by the burst defence, for the admin's review (target,
   * reasons, from, to, count, `decision`); GSI1 BURSTS / {open | done}#{from}#{burstId}.
   */
  ratingBurst: { pk: 'BURST#', sk: 'BURST', gsi1: 'BURSTS' },
  /**
   * PICKS#{showId} / FAN#{userId}: a fan's picks at a show (`picks`: match id -> side, `version`),
   * `sc` (match id -> the scored entry: rev, side, points, correct, decided), the record `rc`/`rd`/`rp`
   * and `boards` (the buckets they have points in); GSI1 PICKSBY#{userId} / {showId} (the purge).
   */
  picks: { pk: 'PICKS#', sk: 'FAN#', gsi1: 'PICKSBY#' },
  /** PICKS#{showId} / COUNTS: fans per side of each match (`n#{matchId}#{side}`), moved in the picks route's transaction. */
  pickCounts: { pk: 'PICKS#', sk: 'COUNTS' },
  /** PICKS#{showId} / SCORED#{matchId}: a match's result as scored (points per side): scored once, re-scored on a correction. */
  pickScored: { pk: 'PICKS#', sk: 'SCORED#' },
  /**
   * BOARD#{bucket}#{shard} / {userId}: a fan's points on a leaderboard (bucket: ALL or P{promotionId},
   * then #W{ISO week} or #ALL; shard: the fan id's hash mod 10, spreading a show's scoring's writes);
   * GSI3 BOARD#{bucket} / {points, padded}#{userId}: highest first (a page is one Query).
   */
  leaderboard: { pk: 'BOARD#', gsi3: 'BOARD#' },
  /** CONN#{connectionId} / CONN, and USER#{userId} / CONN#{connectionId} to list a fan's. */
  connection: { pk: 'CONN#', sk: 'CONN', userPk: 'USER#', userSk: 'CONN#' },
} as const;
