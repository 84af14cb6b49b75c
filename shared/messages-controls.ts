/**
 * Texts of the fan controls (issue 27): blocks, mutes, muted words, mentions, reply controls, edits.
 * Loaded lazily: only the screens and dialogs of these controls and the functions import it, never
 * the first screens (shared/messages-core.ts), so the entry chunk stays within its budget.
 */
import { POST_EDIT_WINDOW_MINUTES, POST_MAX_EDITS } from './constants';
import { pure } from './pure';

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
