/**
 * Spoiler Guard's words and numbers (issue 37, docs/spoilers.md), shared by the functions and the
 * web app: the watch statuses a fan gives a show, the settings that decide a show's protection when
 * the fan said nothing, and how long a show's window of spoilers lasts.
 */

/**
 * What a fan says of a show: `live` (watching as it airs: nothing hidden), `later` (protect me),
 * `watched` (done: nothing hidden), `unprotected` (I don't care).
 */
export const WATCH_STATUSES = ['live', 'later', 'watched', 'unprotected'] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];

/** Which shows are protected when the fan said nothing: those of promotions they follow (default), all, none. */
export const PROTECT_CHOICES = ['followed', 'all', 'none'] as const;
export type ProtectChoice = (typeof PROTECT_CHOICES)[number];

/** When protection lifts by itself, from the show's end (default 3 days); `never`: until watched. */
export const LIFT_CHOICES = ['24h', '3d', '7d', 'never'] as const;
export type LiftChoice = (typeof LIFT_CHOICES)[number];

/** Hours of each lift choice (null: never). */
export const LIFT_HOURS: Record<LiftChoice, number | null> = { '24h': 24, '3d': 72, '7d': 168, never: null };

export const DEFAULT_SPOILER_SETTINGS = { protect: 'followed', liftAfter: '3d' } as const satisfies {
  protect: ProtectChoice;
  liftAfter: LiftChoice;
};

/**
 * A post written from a show's start to this many hours after its end that names the show's hashtag
 * or a wrestler or team on its card is about the show: the show's tag is added to it.
 */
export const SPOILER_WINDOW_HOURS_AFTER_END = 24;

/**
 * How far back a show protects a fan who said nothing about it (the shows the guard knows without a
 * request: started within these days). A fan's own `later` holds for any show until they change it.
 */
export const SPOILER_RECENT_DAYS = 30;
