/**
 * Match ratings' and predictions' words and numbers (issue 39, docs/ratings.md), shared by the
 * functions and the web app. The rules that use them are pure modules of functions/domain/ratings/.
 *
 * A rating is 0 to 10 in half steps. Everywhere past the request it is kept as a whole number of
 * half points ("halves", 0..20), so sums and counters stay exact integers.
 */

export const RATING_MIN = 0;
export const RATING_MAX = 10;
/** Ratings go in half steps: 0, 0.5, 1, ... 10. */
export const RATING_STEP = 0.5;
/** RATING_MAX in halves. */
export const RATING_MAX_HALVES = RATING_MAX / RATING_STEP;

/** An account younger than this many days cannot rate (Cagematch's rule, made automatic). */
export const RATING_MIN_ACCOUNT_DAYS = 7;
/** The first this many ratings of a match need a comment ... */
export const RATING_FIRST_COMMENTED = 10;
/** ... of at least this many characters (trimmed). */
export const RATING_COMMENT_MIN = 20;
/** The longest comment a rating takes. */
export const RATING_COMMENT_MAX = 500;

/** The shown score's prior: this many votes at the site's mean (a Bayesian average). */
export const RATING_PRIOR_VOTES = 10;
/** The site's mean before the site has any rating. */
export const RATING_DEFAULT_MEAN = 6;
/** Below this many (scored) ratings a score is not shown: "Not enough ratings yet". */
export const RATING_MIN_SHOWN = 5;

/** The histogram's buckets: 0..10, a half step counts in the whole below it (9.5 in 9; 10 in 10). */
export const RATING_BUCKETS = Array.from({ length: RATING_MAX + 1 }, (_, i) => i);
export const RATING_BUCKET_COUNT = RATING_MAX + 1;

/** How the fan watched the match they rate. */
export const WATCHED = ['live', 'later'] as const;
export type Watched = (typeof WATCHED)[number];

/** Weights are whole milli-units: 1000 is a full vote. */
export const WEIGHT_FULL = 1000;
/** The extreme-rater rule (functions/domain/ratings/weights.ts): full weight below this many ratings. */
export const WEIGHT_MIN_RATINGS = 5;
/** ... and up to this share (in percent) of ratings at 0 or 10 ... */
export const WEIGHT_FREE_EXTREME_PERCENT = 20;
/** ... then falling in a line to this weight (milli) at 100 % extremes. */
export const WEIGHT_FLOOR = 250;

/** What a rating value can be wrong by. */
export type RatingValueProblem = 'notANumber' | 'outOfRange' | 'notHalfStep';

/** Why a rating value is refused, or null when it is a rating (0..10 in half steps). */
export function ratingValueProblem(value: unknown): RatingValueProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notANumber';
  if (value < RATING_MIN || value > RATING_MAX) return 'outOfRange';
  if (!Number.isInteger(value / RATING_STEP)) return 'notHalfStep';
  return null;
}

export const isRatingValue = (value: unknown): value is number => ratingValueProblem(value) === null;

/** 7.5 -> 15 (the value must be a rating: isRatingValue). */
export const toHalves = (rating: number): number => Math.round(rating / RATING_STEP);
/** 15 -> 7.5 */
export const fromHalves = (halves: number): number => halves * RATING_STEP;
/** The histogram bucket of a rating in halves: 15 (7.5) -> 7, 20 (10) -> 10. */
export const bucketOf = (halves: number): number => Math.floor(halves * RATING_STEP);
/** 0 or 10: the values the extreme-rater rule and the one-sided burst signal look for. */
export const isExtreme = (halves: number): boolean => halves === 0 || halves === RATING_MAX_HALVES;

/** Predictions: points for a correct pick, times (1 + the share of fans who picked another side). */
export const PICK_POINTS = 10;

// --- Routes and pages (issue 39's contract) ------------------------------------------------------

/** A page of a match's (or show's) ratings with comments, newest first. */
export const RATINGS_PAGE = 20;
/** A page of a fan's diary (their ratings, newest first). */
export const DIARY_PAGE = 20;
/** Top rated lists (the trending page, a wrestler's best-rated matches): at most this many. */
export const TOP_RATED_MAX = 20;
/** Top rated periods, by the show's start (UTC): its ISO week, its month, its year. */
export const TOP_RATED_PERIODS = ['week', 'month', 'year'] as const;
export type TopRatedPeriod = (typeof TOP_RATED_PERIODS)[number];
/** What is rated: a match, or a show as a whole (same rules). */
export const RATING_TARGETS = ['match', 'show'] as const;
export type RatingTarget = (typeof RATING_TARGETS)[number];

/** An admin's decision on a held burst: fold its ratings into the score, or leave them out for good. */
export const BURST_DECISIONS = ['keep', 'leaveOut'] as const;
export type BurstDecision = (typeof BURST_DECISIONS)[number];
/** Why a rating was held (functions/domain/ratings/bursts.ts). */
export const BURST_REASONS = ['time', 'accountAge', 'follows', 'oneSided', 'against'] as const;
export type BurstReason = (typeof BURST_REASONS)[number];

/** Leaderboards: everyone, the fans I follow, one promotion's; this ISO week's or all time. */
export const LEADERBOARD_SCOPES = ['everyone', 'following', 'promotion'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export const LEADERBOARD_PERIODS = ['week', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** A leaderboard page. */
export const LEADERBOARD_PAGE = 50;
/** "People I follow": the board of at most this many followed fans (read in one BatchGet round). */
export const LEADERBOARD_FOLLOWING_MAX = 100;
