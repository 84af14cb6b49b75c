/**
 * Texts of the fan controls (issue 27: blocks and mutes, muted words, mentions and reply controls,
 * edits). Imported only by the lazily loaded screens and by the functions, never by the first
 * screen's chunk (shared/messages-core.ts stays as it is): each feature adds its own object here.
 */

/** Blocking and muting fans: the API's refusals and the web screens' words. */
export const BLOCK_TEXTS = {
  // The API's refusals (400); a missing fan is API_ERRORS.userNotFound (404).
  blockSelf: "You can't block yourself",
  muteSelf: "You can't mute yourself",
  badCursor: 'This list has changed: please load it again',
  // The profile menu.
  menuLabel: 'More options',
  block: 'Block',
  unblock: 'Unblock',
  mute: 'Mute',
  unmute: 'Unmute',
  muteFor: 'Mute for',
  blockConfirmTitle: (handle: string) => `Block @${handle}?`,
  blockConfirmText:
    'They will not see your posts or profile, and you will not see theirs. Follows between you end. They are not told.',
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
  mutedUntil: (when: string) => `Until ${when}`,
  mutedForever: 'Until you unmute',
  loadMore: 'Load more',
} as const;

/** The mute durations and how the menu names them. */
export const MUTE_DURATION_LABELS = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  forever: 'Until I unmute',
} as const;
