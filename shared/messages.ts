/** Exact user-facing texts of the spec (sections 2, 5 and 8). Tests assert these strings. */
import { PRODUCT_NAME } from './constants';

export const VALIDATION = {
  loginFields: 'Please fill in all fields',
  signupRequired: 'Please fill in all required fields',
  passwordsMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  postContent: 'Please enter some content for your post',
  commentContent: 'Please enter a comment',
  displayNameRequired: 'Display name is required',
  handleRequired: 'Handle is required',
  handleCharacters: 'Handle can only contain letters, numbers, and underscores',
  tooYoung: `You must be at least 13 years old to join ${PRODUCT_NAME}.`,
  birthdayRequired: 'Please enter your birthday',
} as const;

export const TOASTS = {
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
} as const;

export const NOT_FOUND = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
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
  notYourPost: 'You can only delete your own posts',
  notYourComment: 'You can only delete your own comments',
  followSelf: "You can't follow yourself",
  internal: 'Something went wrong. Please try again.',
} as const;
