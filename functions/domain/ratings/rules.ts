/**
 * Who may rate and what a rating must carry (docs/ratings.md, "The rules"): the checks a
 * `PUT .../rating` makes before anything is written, as one pure function of the facts the domain
 * reads (clock injected).
 */
import {
  RATING_COMMENT_MIN,
  RATING_FIRST_COMMENTED,
  RATING_MIN_ACCOUNT_DAYS,
  ratingValueProblem,
} from '../../../shared/ratings';

export type RatingRefusal = 'badRating' | 'matchNotFinished' | 'accountTooNew' | 'commentNeeded';

export interface RatingAttempt {
  /** The value as sent. */
  rating: unknown;
  comment?: string | null;
  /** The match's (or show's) status in the catalogue. */
  status: 'upcoming' | 'scheduled' | 'live' | 'finished';
  /** When the fan's account was made (ms). */
  accountCreatedAt: number;
  /** Ratings the match has (scored and held), not counting this fan's own earlier one. */
  ratingsSoFar: number;
  now: number;
}

const DAY_MS = 86_400_000;

/** Why the rating is refused (the first rule broken), or null when it may be written. */
export function ratingRefusal(a: RatingAttempt): RatingRefusal | null {
  if (ratingValueProblem(a.rating)) return 'badRating';
  if (a.status !== 'finished') return 'matchNotFinished';
  if (a.now - a.accountCreatedAt < RATING_MIN_ACCOUNT_DAYS * DAY_MS) return 'accountTooNew';
  if (a.ratingsSoFar < RATING_FIRST_COMMENTED && (a.comment ?? '').trim().length < RATING_COMMENT_MIN)
    return 'commentNeeded';
  return null;
}
