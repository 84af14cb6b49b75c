/**
 * Texts of the fan controls (issue 27): blocks, mutes, muted words, mentions, reply controls, edits.
 * Loaded lazily: only the screens and dialogs of these controls and the functions import it, never
 * the first screens (shared/messages-core.ts), so the entry chunk stays within its budget.
 */
import { POST_EDIT_WINDOW_MINUTES, POST_MAX_EDITS } from './constants';
import { MUTED_WORDS_MAX } from './muted-words';
import { pure } from './pure';

/** Blocking and muting fans: the API's refusals and the web screens' words. */
export const BLOCK_TEXTS = {
  // The API's refusals (400); a missing fan is API_ERRORS.userNotFound (404).
  blockSelf: "You can't block yourself",
  muteSelf: "You can't mute yourself",
  badCursor: 'This list has changed: please load it again',
  // The profile's menu and a post's menu, and their dialogs.
  menuLabel: 'More options',
  block: 'Block',
  unblock: 'Unblock',
  mute: 'Mute',
  unmute: 'Unmute',
  blockUser: (handle: string) => `Block @${handle}`,
  muteUser: (handle: string) => `Mute @${handle}`,
  blockConfirmTitle: (handle: string) => `Block @${handle}?`,
  blockConfirmText:
    'They will not see your posts or profile, and you will not see theirs. Follows between you end. They are not told.',
  muteConfirmTitle: (handle: string) => `Mute @${handle}?`,
  muteConfirmText: 'You will not see their posts, comments or notifications. They are not told.',
  muteFor: 'Mute for',
  cancel: 'Cancel',
  blocked: (handle: string) => `You blocked @${handle}`,
  blockedText: 'You will not see their posts, comments or notifications. Unblock to see them again.',
  blockedToast: (handle: string) => `Blocked @${handle}`,
  unblockedToast: (handle: string) => `Unblocked @${handle}`,
  mutedToast: (handle: string) => `Muted @${handle}`,
  unmutedToast: (handle: string) => `Unmuted @${handle}`,
  failed: 'That did not work. Please try again.',
  // Settings.
  blockedHeading: 'Blocked accounts',
  blockedIntro: 'Blocked fans cannot see your profile or posts, and you do not see theirs.',
  noBlocked: 'You have not blocked anyone.',
  mutedHeading: 'Muted accounts',
  mutedIntro: 'Their posts, comments and notifications are hidden from you. They are not told.',
  noMuted: 'You have not muted anyone.',
  loadMore: 'Load more',
} as const;

/**
 * A mute's length and its end, worded one way for a fan and for a word alike (a profile, a post's
 * menu, Settings' lists and the muted words' select).
 */
export const MUTE_DURATION_LABELS = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  forever: 'Forever',
} as const;
/** "Muted until Fri, Nov 27, 8 PM" (the end as web/src/lib/dates.ts writes a moment), or "Muted" for ever. */
export const mutedUntil = (when: string | null): string => (when ? `Muted until ${when}` : 'Muted');

/** Editing a post's text, and its history (docs/social.md, "Edits"). */
export const EDIT_TEXTS = /* @__PURE__ */ pure(() => ({
  // Refusals of PATCH /api/posts/{postId}
  notYourPost: 'You can only edit your own posts',
  tooLate: `Posts can only be edited in the first ${POST_EDIT_WINDOW_MINUTES} minutes`,
  tooMany: `A post can be edited at most ${POST_MAX_EDITS} times`,
  nothingToChange: 'Nothing to change',
  // The web app
  edit: 'Edit',
  title: 'Edit post',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  edited: 'Edited',
  editedToast: 'Post edited',
  editFailed: 'Failed to edit post',
  historyTitle: 'Edit history',
  historyFailed: 'Failed to load the edit history',
  current: 'Current',
  original: 'Original',
  close: 'Close',
  editsLeft: (n: number) => (n === 1 ? '1 edit left' : `${n} edits left`),
}));

export const MENTION_TEXTS = {
  repliesLimited: 'Replies are limited',
  mentioned: (who: string, others: number) =>
    `${who}${others ? ` and ${others} ${others === 1 ? 'other' : 'others'}` : ''} mentioned you`,
  whoCanReply: 'Who can reply',
  replyPolicy: {
    everyone: 'Everyone',
    following: 'People I follow',
    mentioned: 'People I mention',
  },
  mentionPolicy: {
    everyone: 'Everyone',
    following: 'People I follow',
  },
  whoCanMentionTitle: 'Who can mention me',
  whoCanMentionHelp: 'Only the fans you choose here can notify you with an @mention.',
  whoCanReplyTitle: 'Who can reply to my posts',
  whoCanReplyHelp: 'The choice your new posts start with; you can change it on each post.',
  sectionTitle: 'Mentions and replies',
  sectionText: 'Choose who can mention you and who can reply to your posts.',
  saved: 'Saved',
  saveFailed: 'Could not save your choice',
  suggestions: 'Fans to mention',
} as const;

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
  durations: MUTE_DURATION_LABELS,
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
  hideLabel: 'Hidden',
  warnLabel: 'Warning',
  tooMany: `You can mute at most ${MUTED_WORDS_MAX} words`,
  notFound: 'Muted word not found',
  unmuted: 'Word unmuted',
  badDuration: 'Duration must be 24h, 7d, 30d or forever',
  badAction: 'Action must be hide or warn',
}));
