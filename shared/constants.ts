/** Business constants and limits (SPEC section 9). One place, imported by web and functions. */

export const PRODUCT_NAME = 'Ringside';

export const MIN_AGE = 13;
/** From this age a fan is in the `adult` age band; younger (13 to 17) in `teen` (docs/safety.md, "Teens"). */
export const ADULT_AGE = 18;
export const MIN_PASSWORD_LENGTH = 6;
export const BIRTH_YEAR_SPAN = 100;

export const PROFILE_FIELDS = [
  'profile_picture',
  'bio',
  'favorite_wrestlers',
  'favorite_promotions',
] as const;
export const ONBOARDING_STEPS = 4;

export const SUGGESTED_USERS_PAGE_SIZE = 12;
export const INFINITE_SCROLL_THRESHOLD = 0.1;
export const HOME_TRENDING_COUNT = 5;

export const TIMEFRAMES = ['day', 'week', 'month'] as const;
export const TIMEFRAME_LABELS = { day: '24 Hours', week: '7 Days', month: '30 Days' } as const;
export const DEFAULT_TIMEFRAME = 'day';

// Durations as plain literals: esbuild keeps module-level arithmetic (`5 * 60_000`) in every
// bundle, used or not (docs/performance.md).
export const CACHE_TIMES_MS = {
  notifications: 30_000,
  /** 5 minutes. */
  trendingHashtags: 300_000,
  /** 10 minutes. */
  suggestions: 600_000,
} as const;
export const NOTIFICATIONS_POLL_MS = 30_000;
export const NOTIFICATION_BADGE_CAP = 9;

export const YOUTUBE_PREVIEW_DEBOUNCE_MS = 500;
export const LIVE_RECONNECT_DELAY_MS = 3000;
/** The live channel's keep-alive ({"action":"ping"}), 5 minutes: well inside API Gateway's 10-minute idle limit. */
export const LIVE_PING_INTERVAL_MS = 300_000;
export const WS_NORMAL_CLOSE = 1000;
/**
 * A live show's page over the live channel (docs/shows.md, "Live show pages"): at most
 * SHOW_WATCHERS_MAX connections watch one show (one push each per change, bounded as a page of work
 * is); a page beyond them asks again every LIVE_SHOW_POLL_MS instead, until issue 38's AppSync Events
 * rooms carry shows. A watch lasts as long as API Gateway keeps a connection (2 hours) at most.
 */
export const SHOW_WATCHERS_MAX = 200;
export const SHOW_WATCH_TTL_SECONDS = 2 * 3600;
export const LIVE_SHOW_POLL_MS = 60_000;
/** A show page refetches what pushes name at most this often (a burst of tagged posts is one refetch). */
export const LIVE_SHOW_REFETCH_MS = 3000;
/** A show page watches its show while it is live, or scheduled to start within this many hours. */
export const LIVE_SHOW_WATCH_BEFORE_HOURS = 6;
export const LOGGED_OUT_REDIRECT_MS = 500;
export const ADMIN_REDIRECT_MS = 1000;

export const MB = 1024 * 1024;
export const PROFILE_PICTURE_MAX_BYTES = 5 * MB;
export const POST_IMAGE_MAX_BYTES = 10 * MB;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const POST_IMAGE_ACCEPT = 'image/jpeg,image/jpg,image/png,image/gif';

export const SKELETON_COUNTS = {
  feed: 3,
  trendingHashtags: 6,
  trendingCreators: 6,
  suggestedUsers: 12,
  adminReports: 5,
} as const;

export const PERSONAL_DATA_DELETION_DAYS = 30;
/**
 * A new fan's e-mail counts as theirs only once they enter the code Cognito mails to it; an address
 * not confirmed within this many days of sign-up is released: the account closes (the normal purge)
 * and its Cognito user is deleted, so the address's owner can sign up (docs/account.md).
 */
export const EMAIL_CONFIRM_DAYS = 7;
export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_CONSENT_VALUES = ['accepted', 'rejected'] as const;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  maxWidthPx: 420,
} as const;

export const LEGAL_LAST_UPDATED = 'October 4, 2025';

/** Field limits for a social profile and short posts (the spec leaves these to us). */
export const LIMITS = {
  displayName: 50,
  handleMin: 3,
  handleMax: 30,
  bio: 300,
  favoriteWrestlers: 200,
  favoritePromotions: 200,
  email: 254,
  passwordMax: 256,
  postContent: 500,
  commentContent: 500,
  url: 2048,
  linkPreviewTitle: 300,
  linkPreviewDescription: 1000,
} as const;

/** The Cognito group whose members are administrators. */
export const ADMIN_GROUP = 'admins';

/** Uploaded objects are keyed uploads/{userId}/{file} and served at /media/uploads/{userId}/{file}. */
export const UPLOADS_KEY_PREFIX = 'uploads/';
export const MEDIA_BASE_PATH = '/media';
/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 300;

/** Hashtags: indexed lowercased; longer tags are not indexed, and at most this many per post. */
export const HASHTAG_MAX_LENGTH = 50;
export const MAX_INDEXED_HASHTAGS = 10;

/** A post's text may be edited this long after it was published, and this many times (docs/social.md). */
export const POST_EDIT_WINDOW_MINUTES = 15;
export const POST_MAX_EDITS = 5;

/** Posts per page of the feed and of every post list (cursor: the last post's id, `before`). */
export const POSTS_PAGE_SIZE = 20;
export const POSTS_PAGE_MAX = 50;
/** Comments of a post returned at once (the most recent ones, oldest first). */
export const COMMENTS_LIMIT = 100;

/**
 * Home feed fan-out (docs/data-model.md): posts are copied into each follower's feed on write,
 * except for sources (authors and catalogue entities) with at least this many followers, whose
 * posts are merged at read time.
 */
export const FEED_BIG_ACCOUNT_FOLLOWERS = 10_000;
/** How many of a source's recent posts a new follower's feed receives. */
export const FEED_BACKFILL_POSTS = 20;
/** At most this many followed big accounts are merged into one feed page. */
export const FEED_MAX_MERGED_AUTHORS = 100;
/** Newest tagged post ids a big entity keeps (ELATEST#), for home feeds to merge. */
export const ENTITY_LATEST_POSTS = 100;
/** Big entities a home feed page merges at most (one BatchGet). */
export const FEED_MAX_MERGED_ENTITIES = 100;
/**
 * A fan's feed keeps about its latest FEED_WINDOW pointers: fan-out trims a follower's feed on
 * one write in FEED_TRIM_EVERY (chosen by a hash of fan and post, so a replay trims the same).
 */
export const FEED_WINDOW = 800;
export const FEED_TRIM_EVERY = 32;
/** Background work is split into work items of at most this many items (followers, Pops...). */
export const WORK_PAGE_SIZE = 200;

/** Suggested users: deepest offset served (infinite scroll stops there). */
export const SUGGESTED_USERS_MAX_OFFSET = 600;

/** YouTube oEmbed lookups give up after this long and fall back to a thumbnail-only preview. */
export const YOUTUBE_OEMBED_TIMEOUT_MS = 2500;

/**
 * Retry-After of a 503 (docs/safety.md, "Out of time: 503"): the table was throttled or stalled, or
 * the request ran out of time; a retry a moment later usually finds it answering again.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** A create's Idempotency-Key and its first answer are kept this long (docs/safety.md). */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** The header a create's key comes in, and the one a replayed answer carries (value "true"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Request bodies larger than this are refused with 413 before they are parsed. */
export const HTTP_BODY_MAX_BYTES = 16 * 1024;

/** Post lists answer with the `before` of their next page in this header (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** User search: at most this many fans per page, drawn from at most SEARCH_CANDIDATES matches of each kind. */
export const SEARCH_PAGE_MAX = 20;
export const SEARCH_CANDIDATES = 100;

/** Like notifications within this window are one (Mastodon 4.3's grouping): Pops or comments on a post, follows. */
export const NOTIFICATION_GROUP_HOURS = 12;
/** Notifications older than this are no longer shown (filtered on read; TTL only tidies up in AWS). */
export const NOTIFICATION_RETENTION_DAYS = 90;
/** Actors kept on a grouped notification (avatars in the panel), the latest first. */
export const NOTIFICATION_ACTORS_KEPT = 5;
/** At most this many live connections per fan: the oldest is closed when another opens. */
export const MAX_CONNECTIONS_PER_FAN = 10;

/**
 * Trending (docs/trending.md): activity is counted per hour; the trending job ranks each timeframe's
 * window every few minutes and keeps this many of each ranking, the read routes show TRENDING_SHOWN.
 */
export const TIMEFRAME_HOURS = { day: 24, week: 7 * 24, month: 30 * 24 } as const;
export const TRENDING_SHOWN = 20;
export const TRENDING_KEPT = 40;
/** A hashtag trends only once this many different fans used it in the window. */
export const TRENDING_MIN_TAG_AUTHORS = 2;
/** Discovery: candidates kept per timeframe, at most this many posts per creator, page size. */
export const DISCOVERY_CANDIDATES = 300;
export const DISCOVERY_PER_CREATOR = 2;
export const DISCOVERY_PAGE_SIZE = 10;
/** Hour buckets and their idempotency markers outlive the longest window, then expire. */
export const TRENDING_ACTIVITY_TTL_DAYS = 32;

/** Reports (moderation): why a member flags a post or comment, as stored and as shown. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'spoilers',
  'impersonation',
  'other',
] as const;
export const REPORT_REASON_LABELS = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  violence: 'Violence or threats',
  sexual: 'Sexual content',
  spoilers: 'Spoilers without warning',
  impersonation: 'Impersonation',
  other: 'Something else',
} as const satisfies Record<(typeof REPORT_REASONS)[number], string>;
export const REPORT_DESCRIPTION_MAX = 500;
/** A member may file at most this many reports an hour. */
export const REPORTS_PER_HOUR = 20;
/** Admin lists: reports and audit entries per page (newest first). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 100;

/**
 * Uploads are presigned under uploads/pending/{userId}/ and moved to uploads/{userId}/ when a post
 * or profile picture takes them; what is still pending after this long is deleted (an S3 lifecycle
 * rule in AWS, the local cloud's sweeper locally).
 */
export const PENDING_UPLOADS_PREFIX = 'uploads/pending/';
export const PENDING_UPLOAD_EXPIRY_HOURS = 24;

/**
 * Per-fan rate limits (docs/safety.md): one per limited HTTP route, named by the route, in
 * ./rate-limits.ts. Each route's manifest entry takes its own (`rate`), so a function's bundle
 * carries its route's limit only; this is the whole table (docs, the OpenAPI document, tests).
 */
export * as RATE_LIMITS from './rate-limits';

/**
 * The live channel's $connect per fan (functions/ws/connect.ts): one every 5 seconds for ten
 * minutes. A page load, a new tab or a network change is one connect, and the SPA waits 3 s between
 * reconnects, so a fan never comes near it; past it the handshake is refused with 429.
 */
export const WS_CONNECT_RATE_LIMIT = { limit: 120, windowSeconds: 600 } as const;
