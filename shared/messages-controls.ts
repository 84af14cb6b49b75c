/**
 * Texts of the fan controls (issue 27): blocks, muted words, mentions and reply controls, edits.
 * Loaded only by lazy screens and the functions, never by the SPA's entry.
 */

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
