/**
 * Match ratings' and predictions' texts (issue 39, docs/ratings.md): the score's empty state, the
 * watched labels, the show's pick record and the API's refusals. Short and plain.
 */
import { pure } from './pure';
import {
  type BurstDecision,
  type BurstReason,
  RATING_COMMENT_MAX,
  RATING_COMMENT_MIN,
  RATING_FIRST_COMMENTED,
  RATING_MIN_ACCOUNT_DAYS,
  RATING_MIN_SHOWN,
  type TopRatedPeriod,
  type Watched,
} from './ratings';

export const RATING_TEXTS = /* @__PURE__ */ pure(() => ({
  notEnough: 'Not enough ratings yet',
  /** "7.4 from 212 ratings" */
  scoreOf: (score: string, count: number) => `${score} from ${count} ${count === 1 ? 'rating' : 'ratings'}`,
  watchedLabels: { live: 'Watched live', later: 'Watched later' } satisfies Record<Watched, string>,
  held: 'Held for review',
  // The API's refusals (400 / 403); nothing is changed.
  badRating: 'A rating is 0 to 10 in half steps',
  matchNotFinished: 'This match can be rated once it is finished',
  accountTooNew: `Accounts can rate ${RATING_MIN_ACCOUNT_DAYS} days after they are made`,
  commentNeeded: `The first ${RATING_FIRST_COMMENTED} ratings of a match need a comment of at least ${RATING_COMMENT_MIN} characters`,
  commentTooLong: `A comment is at most ${RATING_COMMENT_MAX} characters`,
  matchNotFound: 'No such match',
  showNotFound: 'No such show',
  showNotFinished: 'This show can be rated once it is finished',
  notAPerformer: 'No such wrestler or team',
  burstNotFound: 'No such burst',
  burstReviewed: 'This burst was already reviewed',
  // The web app's screens (web/src/features/ratings).
  ratings: 'Ratings',
  ratingCount: (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`,
  /** The histogram's bar: "7: 12 ratings". */
  bar: (bucket: number, count: number) => `${bucket}: ${count} ${count === 1 ? 'rating' : 'ratings'}`,
  histogram: 'Ratings from 0 to 10',
  /** Under "Not enough ratings yet": "2 of 5 ratings so far". */
  soFar: (count: number) => `${count} of ${RATING_MIN_SHOWN} ratings so far`,
  rateMatch: 'Rate this match',
  rateShow: 'Rate the show',
  showRating: 'The show',
  yourRating: 'Your rating',
  ratingLabel: 'Rating',
  chooseRating: 'Choose',
  watchedQuestion: 'How did you watch?',
  comment: 'Comment',
  commentOptional: 'Comment (optional)',
  commentHint: `Needed among the first ${RATING_FIRST_COMMENTED} ratings: at least ${RATING_COMMENT_MIN} characters`,
  save: 'Save rating',
  change: 'Change',
  remove: 'Remove',
  cancel: 'Cancel',
  saved: 'Rating saved',
  removed: 'Rating removed',
  failed: 'Your rating could not be saved',
  scoreFollows: 'The score updates within seconds.',
  notOpenMatch: 'Rating opens when the match is finished.',
  notOpenShow: 'Rating opens when the show is finished.',
  matchPage: 'Match page',
  matchOf: (show: string) => `A match at ${show}`,
  noRatingsYet: 'No ratings yet',
  olderRatings: 'Older ratings',
  loadFailed: 'Ratings could not be loaded',
  diary: 'Diary',
  diaryEmpty: 'Nothing rated yet',
  diaryShow: (show: string) => `${show} (the show)`,
  bestRated: 'Best-rated matches',
  topRated: 'Top rated',
  periods: { week: 'This week', month: 'This month', year: 'This year' } satisfies Record<
    TopRatedPeriod,
    string
  >,
  allPromotions: 'All promotions',
  promotion: 'Promotion',
  noneRated: 'No rated matches yet',
  // The admin panel's burst review.
  adminTab: 'Ratings',
  burstsHeading: 'Held rating bursts',
  burstsIntro:
    'Ratings that arrived in an unusual burst are kept but left out of the score until you decide.',
  noBursts: 'No bursts to review',
  burstCount: (count: number) => `${count} held ${count === 1 ? 'rating' : 'ratings'}`,
  heldMean: 'Held mean',
  scoreWithout: 'Score without them',
  reasonsLabel: 'Why',
  reasons: {
    time: 'Many ratings within minutes',
    accountAge: 'Accounts made around the same time',
    follows: 'Raters follow one another',
    oneSided: 'Almost all 0 or all 10',
    against: 'Far from the match’s score',
  } satisfies Record<BurstReason, string>,
  sample: 'A sample',
  keep: 'Keep',
  leaveOut: 'Leave out',
  decided: { keep: 'Kept', leaveOut: 'Left out' } satisfies Record<BurstDecision, string>,
  keepTitle: 'Keep these ratings?',
  keepText: 'They are folded into the score. This cannot be undone.',
  leaveOutTitle: 'Leave these ratings out?',
  leaveOutText: 'They stay out of the score for good. This cannot be undone.',
  reviewFailed: 'The decision could not be saved',
}));

export const PICK_TEXTS = {
  /** "You went 5/7 at Raw" */
  wentAt: (correct: number, decided: number, show: string) => `You went ${correct}/${decided} at ${show}`,
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  locked: 'Picks for this match are locked',
  sideNotOnCard: 'That side is not on the card',
  matchNotOnCard: 'That match is not on this show',
  showNotFound: 'No such show',
  noPicksYet: 'No picks yet',
  /** A promotion board needs its promotion. */
  promotionNeeded: 'Choose a promotion',
  promotionNotFound: 'No such promotion',
  badCursor: 'Not a leaderboard page',
  /** A picks notification before its record is set. */
  scoredAt: (show: string) => `Your picks at ${show} are being scored`,
  /** A picks notification of a show the fan is protected from now (Spoiler Guard). */
  scoredHidden: (show: string) => `Your picks at ${show} were scored (hidden until you watch)`,
  // The show page's picks section (web/src/features/ratings/components/picks-section.tsx).
  title: 'Your picks',
  intro: 'Pick a winner for each match. Picks lock when a match starts.',
  /** The radio group of a match: "Who wins Kenny Omega vs Jon Moxley?" */
  whoWins: (match: string) => `Who wins ${match}?`,
  save: 'Save picks',
  saved: 'Picks saved',
  saveFailed: 'Your picks could not be saved',
  loadFailed: 'Picks could not be loaded',
  /** The crowd's split on a locked match: "Kenny Omega 62%" */
  share: (side: string, percent: number) => `${side} ${percent}%`,
  splitOf: 'How fans picked',
  correct: 'Correct',
  wrong: 'Wrong',
  /** The results switch is off: points and the record come with the results. */
  pointsWithResults: 'Your points show with the results',
  leaderboard: 'Leaderboard',
  // The leaderboard page (/leaderboards).
  boardTitle: 'Leaderboards',
  boardIntro: 'Points from picks: more for calling an upset.',
  scopeLabel: 'Who',
  scopes: { everyone: 'Everyone', following: 'People I follow', promotion: 'A promotion' },
  periodLabel: 'When',
  periods: { week: 'This week', all: 'All time' },
  promotionLabel: 'Promotion',
  /** "Week 2026-W48" */
  weekOf: (week: string) => `Week ${week}`,
  rank: 'Rank',
  fan: 'Fan',
  pointsHeader: 'Points',
  you: 'You',
  /** The fan's own place below the board: "You: #12 · 45 points", "You: 0 points" without a rank. */
  yourPlace: (rank: number | null, points: string) =>
    rank === null ? `You: ${points}` : `You: #${rank} · ${points}`,
  noPlace: 'Make picks at a show to get on the board',
  empty: 'No points on this board yet',
  noPromotions: 'Follow a promotion to see its board',
  more: 'More',
  boardFailed: 'The leaderboard could not be loaded',
} as const;
