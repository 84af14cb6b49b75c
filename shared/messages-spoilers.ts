/**
 * Spoiler Guard's texts (issue 37, docs/spoilers.md): the watch buttons, the banner on home, the
 * shielded post's card, the show page's offers, the settings and the API's refusals. Small: the
 * shielded card is drawn on home.
 */
import type { LiftChoice, ProtectChoice, WatchStatus } from './spoilers';

export const SPOILER_TEXTS = {
  // One tap on the show page, the calendar and home's banner.
  statusLabels: {
    live: 'Watching live',
    later: 'Watching later',
    watched: 'Watched',
    unprotected: "Don't protect",
  } satisfies Record<WatchStatus, string>,
  /** The buttons' group, and the calendar's compact menu button. */
  watchGroup: (show: string) => `How are you watching ${show}?`,
  watchFailed: 'Your watch status could not be saved',
  /** Home's banner while a followed promotion's show is on or just aired. */
  bannerOn: (show: string) => `${show} is on:`,
  bannerAired: (show: string) => `${show} just aired:`,
  // A shielded post (no text reaches the browser).
  shieldedAbout: (show: string) => `Spoiler Guard: about ${show}`,
  revealPost: 'Reveal this post',
  revealFailed: 'The post could not be revealed',
  watchedShow: (show: string) => `I've watched ${show}`,
  // The show page for a protected fan, instead of the results switch.
  showResultsAnyway: 'Show results anyway',
  protectedNote: 'Results are hidden until you have watched.',
  // A notification about a shielded post, stored and pushed.
  commentHidden: (show: string) => `New comment on your post about ${show} (hidden)`,
  // Settings.
  settingsHeading: 'Spoiler Guard',
  settingsText: 'Hide results and posts about shows you will watch later.',
  settingsFailed: 'Your Spoiler Guard settings could not be saved',
  protectLabel: 'Protect me from results of',
  protectChoices: {
    followed: 'Shows of promotions I follow',
    all: 'All shows',
    none: 'No shows',
  } satisfies Record<ProtectChoice, string>,
  liftLabel: 'Lift protection after the show ends',
  liftChoices: {
    '24h': 'After 24 hours',
    '3d': 'After 3 days',
    '7d': 'After 7 days',
    never: 'Never (until I mark it watched)',
  } satisfies Record<LiftChoice, string>,
  saved: 'Saved',
  // The API's refusals (400); a show that does not exist is the catalogue's 404.
  badStatus: 'Status must be one of live, later, watched or unprotected',
  badProtect: 'Protect must be one of followed, all or none',
  badLift: 'Lift after must be one of 24h, 3d, 7d or never',
  notShielded: 'This post is not hidden by Spoiler Guard',
} as const;
