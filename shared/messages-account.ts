/**
 * Texts of onboarding, the profile picture, image uploads, password reset and the account's end (SPEC 2,
 * 5, 8). Part of the spec's exact texts (shared/messages.ts re-exports them). The web app imports this
 * module itself, so that a screen's chunk carries its own texts and the first load only the core ones
 * (messages-core.ts).
 */
import { PRODUCT_NAME } from './constants';
import { TOASTS } from './messages-core';
import { pure } from './pure';

export const PICTURE_TOASTS = {
  invalidType: 'Invalid file type',
  invalidTypeText: 'Please select an image file.',
  tooLarge: 'File too large',
  tooLargeText: 'Please select an image smaller than 5MB.',
  /** Onboarding and the header's uploader. */
  updated: 'Profile picture updated',
  updatedText: 'Your profile picture has been successfully updated!',
  failed: 'Upload failed',
  uploadFailedText: 'There was an error uploading your profile picture. Please try again.',
  updateFailedText: 'There was an error updating your profile picture. Please try again.',
  /** The profile screen's camera button. */
  profileUpdated: 'Profile picture updated successfully',
  profileFailed: 'Failed to update profile picture',
} as const;
export const ONBOARDING_TOASTS = /* @__PURE__ */ pure(() => ({
  complete: 'Profile Complete',
  completeText: 'Your profile is already complete!',
  bioRequired: 'Bio Required',
  bioRequiredText: 'Please write a bio about yourself to continue.',
  favoritesRequired: 'Favorites Required',
  favoritesRequiredText: 'Please fill in both your favorite wrestlers and promotions.',
  bioSaved: 'Bio Saved',
  bioSavedText: 'Your bio has been saved successfully!',
  favoritesSaved: 'Favorites Saved',
  favoritesSavedText: 'Your wrestling favorites have been saved!',
  error: TOASTS.error,
  bioFailedText: 'Failed to save bio. Please try again.',
  favoritesFailedText: 'Failed to save favorites. Please try again.',
  welcome: TOASTS.welcome,
  welcomeText: 'Your profile is now complete. Enjoy the wrestling community!',
}));
export const ONBOARDING_TEXTS = /* @__PURE__ */ pure(() => ({
  continue: 'Continue',
  saving: 'Saving...',
  skip: 'Skip (Already completed)',
  enter: `Enter ${PRODUCT_NAME}!`,
  allSet: "You're All Set!",
  allSetText: `Your profile is ready. Here is what you can do in ${PRODUCT_NAME}:`,
  /** Step 4's list: what a fan can do, the wrestling layer and the fan's controls included. */
  canDo: {
    post: 'Post your takes, with a photo or a YouTube clip',
    tag: 'Tag your posts with shows and wrestlers',
    pop: 'Give a Pop to the moments that bring the house down',
    comment: 'Comment, mention fans and choose who can reply',
    follow: 'Follow fans, wrestlers, teams and promotions',
    shows: "See tonight's shows, results hidden until you ask",
    trending: 'Discover trending hashtags and popular creators',
    controls: 'Block or mute fans, and mute words',
  },
}));
/** The account lifecycle: what the API answers (deleting, exporting, a deleted account's token). */
export const ACCOUNT_TEXTS = {
  wrongPassword: 'Incorrect password',
  badExportCursor: 'Invalid export cursor',
  accountDeleted: 'This account has been deleted.',
} as const;
/**
 * Confirming the e-mail (docs/account.md): the notice on every signed-in screen and the Settings
 * section. An address not confirmed by the date shown is released: the account closes.
 */
export const EMAIL_TEXTS = {
  title: 'Confirm your email',
  deadline: (date: string) => `Confirm it by ${date}, or your account will close.`,
  open: 'Confirm email',
  sendText: (email: string) => `We'll send a code to ${email}.`,
  sendCode: 'Send code',
  sending: 'Sending...',
  codeSent: (email: string) => `We sent a code to ${email}. Enter it here.`,
  code: 'Code',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  resend: 'Send a new code',
  resent: 'New code sent',
  later: 'Later',
  confirmed: 'Email confirmed',
  confirmedText: 'Password reset codes can reach you now.',
  sectionTitle: 'Email',
  sectionText: 'The address you log in with. Password reset codes go only to a confirmed address.',
  sectionConfirmed: (email: string) => `${email} is confirmed.`,
  sendFailed: "Couldn't send a code",
  failed: "Couldn't confirm your email",
} as const;
/** Safety: what the API answers a fan who went past a limit or sent text that is not allowed. */
export const SAFETY_TEXTS = {
  rateLimited: (minutes: number) =>
    `You're doing that too often. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  reservedHandle: 'That handle is reserved',
  videoNotInText: 'The video link must be in the post',
} as const;
/**
 * A create sent with an Idempotency-Key (docs/safety.md, "Creates happen once"): what the API
 * answers a bad key, a key still being worked on (409) and a key reused for another request (422).
 */
export const REPEAT_TEXTS = {
  badKey: 'Idempotency-Key must be 16 to 64 letters, digits, - or _',
  inProgress: 'This request is still in progress. Please try again shortly.',
  otherRequest: 'This Idempotency-Key was used for another request.',
} as const;
/** Uploaded images: what the API answers when it cannot take one (docs/safety.md, "Images"). */
export const IMAGE_TEXTS = {
  notOurs: 'The image must be one of your own uploads',
  missing: 'The image was not uploaded. Please try again.',
  notImage: 'The uploaded file is not an image',
  tooLarge: (megabytes: number) => `Images can be at most ${megabytes} MB`,
  tooManyPixels: 'This image is too large to process. Please use a smaller one.',
  tooManyFrames: 'This animation has too many frames. Please use a shorter one.',
  dailyQuota: (limit: number, hours: number) =>
    `You can upload ${limit} images a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
} as const;
/** "Forgot password?" (/forgot-password): it never says whether an e-mail has an account. */
export const RESET_TEXTS = {
  link: 'Forgot password?',
  title: 'Reset Password',
  emailText: "Enter your e-mail and we'll send you a code to set a new password.",
  sendCode: 'Send code',
  sending: 'Sending...',
  codeSent: (email: string) => `If ${email} is confirmed on an account, we've sent a code to it.`,
  code: 'Code',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  resetting: 'Resetting...',
  resendCode: 'Send a new code',
  otherEmail: 'Use a different e-mail',
  backToLogin: 'Back to log in',
  emailRequired: 'Please enter your e-mail',
  codeRequired: 'Please enter the code',
  codeMismatch: "That code isn't right. Check the e-mail and try again.",
  codeExpired: 'That code has expired. Send a new one.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  sendFailed: "Couldn't send a code",
  failed: 'Password reset failed',
  done: 'Password reset',
  doneText: 'You can now log in with your new password.',
} as const;
