/**
 * Texts of the fan controls of issue 27 (blocks, mutes, muted words, mentions, reply controls,
 * edits). Lazily loaded: only the screens that need them (Settings, the filtered card) and the
 * functions import this module, never the first screens (shared/messages-core.ts).
 */
import { MUTED_WORDS_MAX } from './muted-words';
import { pure } from './pure';

/** Muted words (docs/safety.md, "Muted words"). */
export const WORD_TEXTS = /* @__PURE__ */ pure(() => ({
  /** The card of a post or comment hidden behind a warning (exact). */
  hidden: (word: string) => `Hidden: mentions '${word}'`,
  show: 'Show',
  showFailed: 'Failed to show this',
  title: 'Muted words',
  intro: 'Posts and comments with these words, phrases or #hashtags are hidden from you.',
  word: 'Word, phrase or #hashtag',
  duration: 'For',
  durations: { '24h': '24 hours', '7d': '7 days', '30d': '30 days', forever: 'Forever' },
  action: 'Then',
  actions: { hide: 'Hide the post', warn: 'Show a warning' },
  add: 'Mute',
  adding: 'Muting...',
  added: 'Word muted',
  addFailed: 'Failed to mute the word',
  remove: 'Remove',
  removed: 'Word unmuted',
  removeFailed: 'Failed to remove the word',
  none: "You haven't muted any words.",
  forever: 'Until you remove it',
  until: (when: string) => `Until ${when}`,
  hideLabel: 'Hidden',
  warnLabel: 'Warning',
  tooMany: `You can mute at most ${MUTED_WORDS_MAX} words`,
  notFound: 'Muted word not found',
  unmuted: 'Word unmuted',
  badDuration: 'Duration must be 24h, 7d, 30d or forever',
  badAction: 'Action must be hide or warn',
}));
