/**
 * The texts of the first screens and of every screen's frame: validation, toasts, the API's errors, log-
 * in, the cookie settings, "not found", the suspension notice. Part of the spec's exact texts
 * (shared/messages.ts re-exports them); the web app imports this module itself.
 */
import { PERSONAL_DATA_DELETION_DAYS, PRODUCT_NAME } from './constants';
import { pure } from './pure';

export const VALIDATION = /* @__PURE__ */ pure(() => ({
  loginFields: 'Please fill in all fields',
  signupRequired: 'Please fill in all required fields',
  passwordsMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  /** The rule, shown under every new-password field before the fan submits. */
  passwordRule: 'At least 6 characters.',
  postContent: 'Please enter some content for your post',
  commentContent: 'Please enter a comment',
  displayNameRequired: 'Display name is required',
  handleRequired: 'Handle is required',
  handleCharacters: 'Handle can only contain letters, numbers, and underscores',
  tooYoung: `You must be at least 13 years old to join ${PRODUCT_NAME}.`,
  birthdayRequired: 'Please enter your birthday',
}));
export const TOASTS = /* @__PURE__ */ pure(() => ({
  error: 'Error',
  welcomeBack: `Welcome back to ${PRODUCT_NAME}`,
  welcome: `Welcome to ${PRODUCT_NAME}`,
  welcomeSignup: "Let's complete your wrestling profile to get started.",
  loginFailed: 'Login Failed',
  loginFailedDefault: 'Invalid email or password',
  registrationFailed: 'Registration Failed',
  registrationFailedDefault: 'Failed to create account. Please try again.',
  unauthorized: 'Unauthorized',
  loggedOut: 'You are logged out. Logging in again...',
  accessDenied: 'Access Denied',
  accessDeniedText: "You don't have permission to access the admin panel.",
  sessionExpired: 'Session Expired',
  sessionExpiredText: 'Please log in again.',
}));
/**
 * The not-found screen (SPEC 2's texts for unmatched paths); a profile, a post, a wrestler or a show
 * that does not exist uses the same screen with its own heading and one line, and the same way home.
 */
export const NOT_FOUND = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  home: 'Back to Home',
} as const;
/** Server-side error messages (bodies of 4xx responses). */
export const API_ERRORS = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  banned: 'Your account has been suspended.',
  adminOnly: "You don't have permission to do that.",
  notFound: 'Not found',
  invalidJson: 'Request body must be valid JSON',
  invalidRequest: 'Invalid request',
  bodyTooLarge: 'Request body is too large (at most 16 KB)',
  invalidYoutube: 'Please enter a YouTube watch, embed or youtu.be link',
  userNotFound: 'User not found',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  notificationNotFound: 'Notification not found',
  notYourPost: 'You can only delete your own posts',
  notYourComment: 'You can only delete your own comments and comments on your posts',
  followSelf: "You can't follow yourself",
  internal: 'Something went wrong. Please try again.',
  /** 503: the table was too slow or throttled, or the request ran out of time (with Retry-After). */
  unavailable: 'Ringside is busy. Please try again in a moment.',
  notThroughSite:
    'This API answers only through the Ringside site (request did not come through CloudFront).',
} as const;
export const AUTH_TEXTS = {
  logIn: 'Log In',
  loggingIn: 'Logging in...',
  createAccount: 'Create Account',
  creatingAccount: 'Creating Account...',
} as const;
/** SPEC 8's internal errors of the web client's calls (what a failed call throws). */
export const CLIENT_ERRORS = {
  uploadUrl: 'Failed to get upload URL',
  uploadFile: 'Failed to upload file',
  suggestedUsers: 'Failed to fetch suggested users',
} as const;
/** A banned fan's next call (403 API_ERRORS.banned) signs them out and says why, on the landing page. */
export const SUSPENDED_TOAST = /* @__PURE__ */ pure(() => ({
  title: 'Account suspended',
  description: API_ERRORS.banned,
}));
/** The account lifecycle, the fan's side: /settings (password, cookie choice, data export, deletion). */
export const SETTINGS_TEXTS = /* @__PURE__ */ pure(() => ({
  title: 'Settings',
  intro:
    'Your sign-in, who can mention and reply to you, blocked and muted fans, muted words, cookies and your data.',
  passwordTitle: 'Password',
  passwordText: 'Change the password you log in with.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  updatePassword: 'Update Password',
  updating: 'Updating...',
  passwordUpdated: 'Password updated',
  passwordFailed: 'Failed to update password',
  wrongPassword: 'Your current password is incorrect.',
  cookiesTitle: 'Cookies',
  cookiesText:
    'What keeps you signed in is always on. Everything else is your choice, and you can change it here.',
  cookieAccept: 'Accept all cookies',
  cookieReject: 'Essential only',
  cookieUnset: "You haven't chosen yet.",
  cookieSaved: 'Cookie choice saved',
  dataTitle: 'Your data',
  dataText:
    'Download your profile, posts, comments, Pops, follows, notifications and reports as one JSON file.',
  download: 'Download my data',
  preparing: 'Preparing your data...',
  fileName: 'ringside-data.json',
  exportReady: 'Your data is ready',
  exportFailed: 'Failed to download your data',
  deleteAccount: 'Delete account',
  deleteText: `Your profile, posts, comments, Pops and follows will be deleted. Personal data is deleted within ${PERSONAL_DATA_DELETION_DAYS} days.`,
  deleteTitle: 'Delete your account?',
  deleteConfirmText: "This can't be undone. Enter your password to confirm.",
  confirmDelete: 'Delete my account',
  deleting: 'Deleting...',
  deleted: 'Account deleted',
  deletedText: 'Your account and data are being deleted.',
  deleteFailed: 'Failed to delete account',
}));
