/**
 * Match ratings and predictions (issue 39, docs/ratings.md): the routes' inputs and answers, shared by
 * the functions and the web app. The rules are in shared/ratings.ts and functions/domain/ratings/.
 *
 * Scores, histograms, picks' points and records of a show the viewer is protected from (Spoiler
 * Guard, docs/spoilers.md) are results: the answers carry `shield` and leave them out (null).
 */
import * as z from 'zod/mini';
import { PICK_TEXTS, RATING_TEXTS } from '../messages-ratings';
import {
  BURST_DECISIONS,
  BURST_REASONS,
  DIARY_PAGE,
  LEADERBOARD_PAGE,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SCOPES,
  RATING_BUCKET_COUNT,
  RATING_COMMENT_MAX,
  RATING_TARGETS,
  RATINGS_PAGE,
  ratingValueProblem,
  TOP_RATED_PERIODS,
  WATCHED,
} from '../ratings';
import { id, int, isoDate, queryInt, userText } from './common';
import { showRefSchema } from './entities';
import { entityRefSchema } from './entity-refs';
import { shieldSchema } from './shield';
import { matchSchema } from './wrestling';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

// --- Params and queries ----------------------------------------------------------------------------

/** `{matchId}` in /api/matches/{matchId}/...: a match is found by its id alone (its item's GSI1). */
export const matchIdParamsSchema = schema(() => z.object({ matchId: id }));
/** `{burstId}` in the admin's burst review. */
export const burstIdParamsSchema = schema(() => z.object({ burstId: id }));

/** A page of ratings with comments, newest first: `before` is the cursor the last page gave. */
export const ratingsPageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, RATINGS_PAGE, RATINGS_PAGE),
    before: z.optional(z.string().check(z.maxLength(200))),
  }),
);
/** A page of a fan's diary, newest first. */
export const diaryQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, DIARY_PAGE, DIARY_PAGE),
    before: z.optional(z.string().check(z.maxLength(200))),
  }),
);
/** GET /api/ratings/top?period=week|month|year&promotion=: top rated matches of this period. */
export const topRatedQuerySchema = schema(() =>
  z.object({ period: z._default(z.enum(TOP_RATED_PERIODS), 'week'), promotion: z.optional(id) }),
);
/** GET /api/leaderboards?scope=&promotion=&period=&before= (`promotion` needed with scope=promotion). */
export const leaderboardQuerySchema = schema(() =>
  z
    .object({
      scope: z._default(z.enum(LEADERBOARD_SCOPES), 'everyone'),
      period: z._default(z.enum(LEADERBOARD_PERIODS), 'week'),
      promotion: z.optional(id),
      limit: queryInt(1, LEADERBOARD_PAGE, LEADERBOARD_PAGE),
      before: z.optional(z.string().check(z.maxLength(200))),
    })
    .check(
      z.refine((q) => q.scope !== 'promotion' || q.promotion !== undefined, {
        message: PICK_TEXTS.promotionNeeded,
        path: ['promotion'],
      }),
    ),
);

// --- Inputs ----------------------------------------------------------------------------------------

/** The rating value: 0 to 10 in half steps. */
const ratingValue = schema(() =>
  z
    .number({ error: RATING_TEXTS.badRating })
    .check(z.refine((v) => ratingValueProblem(v) === null, RATING_TEXTS.badRating)),
);

/**
 * PUT /api/matches/{matchId}/rating and PUT /api/shows/{showId}/rating: once per fan, changeable.
 * `comment` is needed among the first 10 ratings (at least 20 characters, checked by the domain: it
 * depends on the count).
 */
export const ratingInputSchema = schema(() =>
  z.strictObject({
    rating: ratingValue,
    watched: z.enum(WATCHED),
    comment: z.optional(userText(z.trim(), z.maxLength(RATING_COMMENT_MAX, RATING_TEXTS.commentTooLong))),
  }),
);
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** PUT /api/shows/{showId}/picks: a winner per match (a side's index on the card, 0-based). */
export const picksInputSchema = schema(() =>
  z.strictObject({
    picks: z
      .array(z.strictObject({ matchId: id, side: int().check(z.gte(0)) }))
      .check(z.minLength(1), z.maxLength(60)),
  }),
);
export type PicksInput = z.infer<typeof picksInputSchema>;

/** POST /api/admin/rating-bursts/{burstId}: keep (fold into the score) or leave out (for good). */
export const burstDecisionInputSchema = schema(() => z.strictObject({ decision: z.enum(BURST_DECISIONS) }));

// --- Answers ---------------------------------------------------------------------------------------

/** A fan as ratings, diaries and leaderboards name them. */
export const raterSchema = schema(() =>
  z.object({ id, handle: z.string(), displayName: z.string(), profileImageUrl: z.nullable(z.string()) }),
);
export type Rater = z.infer<typeof raterSchema>;

/** One score: null below RATING_MIN_SHOWN scored ratings ("Not enough ratings yet"). */
const scoreSchema = schema(() => z.object({ score: z.nullable(z.number()), count: int() }));

/**
 * A match's or show's score: the weighted Bayesian score of all scored ratings, the histogram
 * (RATING_BUCKET_COUNT bars, 0..10, unweighted counts), and the live and later scores. Held ratings
 * are not in it.
 */
export const ratingSummarySchema = schema(() =>
  z.object({
    score: z.nullable(z.number()),
    count: int(),
    histogram: z.array(int()).check(z.length(RATING_BUCKET_COUNT)),
    live: scoreSchema,
    later: scoreSchema,
  }),
);
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A rating as listed (under a match, in a diary) or the viewer's own. */
export const ratingSchema = schema(() =>
  z.object({
    target: z.enum(RATING_TARGETS),
    /** The match's or show's id. */
    targetId: id,
    rating: z.number(),
    watched: z.enum(WATCHED),
    comment: z.nullable(z.string()),
    rater: raterSchema,
    ratedAt: isoDate,
    /** Held out of the score by the burst defence until an admin reviews it (shown to its rater only). */
    held: z.optional(z.boolean()),
  }),
);
export type Rating = z.infer<typeof ratingSchema>;

/**
 * GET /api/matches/{matchId}/ratings: the match page. The match (its result only when the viewer is
 * not protected), its show, the summary (null with `shield`), the viewer's own rating and a page of
 * ratings with comments (blocks and mutes applied; none while shielded).
 */
export const matchRatingsSchema = schema(() =>
  z.object({
    match: matchSchema,
    show: showRefSchema,
    /** The wrestlers and teams on the match's sides (in `match.sides` order). */
    sides: z.array(z.array(entityRefSchema)),
    /** Rating opens when the match is finished. */
    open: z.boolean(),
    summary: z.nullable(ratingSummarySchema),
    shield: z.optional(shieldSchema),
    mine: z.nullable(ratingSchema),
    ratings: z.array(ratingSchema),
    nextBefore: z.nullable(z.string()),
  }),
);
export type MatchRatings = z.infer<typeof matchRatingsSchema>;

/**
 * GET /api/shows/{showId}/ratings: the show's own score and each match's, for the card (one call
 * for the show page), with the viewer's ratings. Summaries are null with `shield`.
 */
export const showRatingsSchema = schema(() =>
  z.object({
    showId: id,
    open: z.boolean(),
    summary: z.nullable(ratingSummarySchema),
    shield: z.optional(shieldSchema),
    mine: z.nullable(ratingSchema),
    matches: z.array(
      z.object({
        matchId: id,
        open: z.boolean(),
        summary: z.nullable(ratingSummarySchema),
        mine: z.nullable(ratingSchema),
      }),
    ),
    ratings: z.array(ratingSchema),
    nextBefore: z.nullable(z.string()),
  }),
);
export type ShowRatings = z.infer<typeof showRatingsSchema>;

/** A fan's diary entry: their rating and what they rated (its show, and the match's sides). */
export const diaryEntrySchema = schema(() =>
  z.extend(ratingSchema, {
    show: showRefSchema,
    /** The match's sides' names (a match's entry); null for a show's rating. */
    sides: z.nullable(z.array(z.array(entityRefSchema))),
  }),
);
export const diaryPageSchema = schema(() =>
  z.object({ entries: z.array(diaryEntrySchema), nextBefore: z.nullable(z.string()) }),
);
export type DiaryPage = z.infer<typeof diaryPageSchema>;

/** A rated match in a list (top rated, a wrestler's best-rated). Shows the viewer is protected from are left out. */
export const ratedMatchSchema = schema(() =>
  z.object({
    matchId: id,
    show: showRefSchema,
    sides: z.array(z.array(entityRefSchema)),
    stipulation: z.nullable(z.string()),
    score: z.number(),
    count: int(),
  }),
);
export type RatedMatch = z.infer<typeof ratedMatchSchema>;
export const ratedMatchListSchema = schema(() => z.object({ matches: z.array(ratedMatchSchema) }));

/** A held burst for the admin's review: a match's held ratings of one burst, why, and a sample. */
export const ratingBurstSchema = schema(() =>
  z.object({
    id,
    target: z.enum(RATING_TARGETS),
    targetId: id,
    show: showRefSchema,
    /** The match's sides (a match's burst). */
    sides: z.nullable(z.array(z.array(entityRefSchema))),
    count: int(),
    /** The mean of its held ratings, and the target's scored score without them. */
    heldMean: z.number(),
    score: z.nullable(z.number()),
    reasons: z.array(z.enum(BURST_REASONS)),
    from: isoDate,
    to: isoDate,
    sample: z.array(ratingSchema),
    decision: z.nullable(z.enum(BURST_DECISIONS)),
  }),
);
export type RatingBurst = z.infer<typeof ratingBurstSchema>;
export const ratingBurstListSchema = schema(() => z.object({ bursts: z.array(ratingBurstSchema) }));

/**
 * GET/PUT /api/shows/{showId}/picks: each match on the card with the viewer's pick, whether it is
 * locked, the crowd's split once locked, the points it earned once scored, and the viewer's record
 * at the show ("You went 5/7 at Raw"). Points, winners and the record are results: with `shield`
 * they are null.
 */
export const showPicksSchema = schema(() =>
  z.object({
    showId: id,
    matches: z.array(
      z.object({
        matchId: id,
        locked: z.boolean(),
        mine: z.nullable(int()),
        /** Fans per side, once the match's picks are locked (null before: no bandwagon). */
        split: z.nullable(z.array(int())),
        /** The winning side once scored (null: not scored, a void match, or shielded). */
        winnerSide: z.nullable(int()),
        points: z.nullable(int()),
      }),
    ),
    record: z.nullable(z.object({ correct: int(), decided: int(), points: int() })),
    shield: z.optional(shieldSchema),
  }),
);
export type ShowPicks = z.infer<typeof showPicksSchema>;

/** GET /api/leaderboards: a page of fans by points, with the viewer's own place. */
export const leaderboardSchema = schema(() =>
  z.object({
    scope: z.enum(LEADERBOARD_SCOPES),
    period: z.enum(LEADERBOARD_PERIODS),
    /** The ISO week ("2026-W48") of a weekly board. */
    week: z.nullable(z.string()),
    promotion: z.nullable(entityRefSchema),
    entries: z.array(z.object({ rank: int(), fan: raterSchema, points: int() })),
    me: z.nullable(z.object({ rank: z.nullable(int()), points: int() })),
    nextBefore: z.nullable(z.string()),
  }),
);
export type Leaderboard = z.infer<typeof leaderboardSchema>;
