/**
 * Exact user-facing texts of the spec (sections 2, 5 and 8): the one place for them, read by the web
 * client and the functions alike. Tests assert these strings.
 */
import { PERSONAL_DATA_DELETION_DAYS, PRODUCT_NAME } from './constants';

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
  notificationNotFound: 'Notification not found',
  notYourPost: 'You can only delete your own posts',
  notYourComment: 'You can only delete your own comments',
  followSelf: "You can't follow yourself",
  internal: 'Something went wrong. Please try again.',
  notThroughSite:
    'This API answers only through the Ringside site (request did not come through CloudFront).',
} as const;

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

export const ONBOARDING_TOASTS = {
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
} as const;

export const ONBOARDING_TEXTS = {
  continue: 'Continue',
  saving: 'Saving...',
  skip: 'Skip (Already completed)',
  enter: `Enter ${PRODUCT_NAME}!`,
  allSet: "You're All Set!",
} as const;

export const PROFILE_TOASTS = {
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
} as const;

export const PROFILE_TEXTS = {
  editProfile: 'Edit Profile',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  yourPosts: 'Your Posts',
  postsOf: (displayName: string) => `${displayName}'s Posts`,
  noPosts: 'No Posts Yet',
  noPostsOwn: "You haven't created any posts yet. Share your thoughts about wrestling!",
  noPostsOther: "This user hasn't posted anything yet.",
  notFound: 'User Not Found',
  notFoundText: 'This user profile could not be found.',
} as const;

export const POST_TOASTS = {
  created: 'Post created successfully!',
  createFailed: 'Failed to create post',
  imageUploaded: 'Image uploaded successfully!',
  imageFailed: 'Failed to upload image',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  commentAdded: 'Comment added successfully!',
  commentFailed: 'Failed to add comment',
  commentDeleted: 'Comment deleted successfully',
  commentDeleteFailed: 'Failed to delete comment',
  reactionFailed: 'Failed to update reaction',
  linkCopied: 'Post link copied to clipboard',
  feedFailed: 'Failed to load feed posts',
} as const;

export const POST_TEXTS = {
  createTitle: 'Create a post',
  videoTitle: 'Add a YouTube video',
  addVideo: 'Add Video',
  videoPrefix: 'Check out this video: ',
  post: 'Post',
  posting: 'Posting...',
  confirmDeletePost: 'Are you sure you want to delete this post?',
  confirmDeleteComment: 'Are you sure you want to delete this comment?',
  tryAgain: 'Try Again',
  findUsers: 'Find Users to Follow',
} as const;

export const FOLLOW_TOASTS = {
  error: 'Error',
  followed: 'User followed successfully',
  unfollowed: 'User unfollowed successfully',
  followFailed: 'Failed to follow user',
  unfollowFailed: 'Failed to unfollow user',
} as const;

export const SEARCH_TEXTS = {
  placeholder: 'Search users or #hashtags...',
  suggested: 'Suggested Users to Follow',
  loadingMore: 'Loading more users...',
  noUsersAvailable: 'No Users Available',
  noUsersFound: 'No Users Found',
  noUsersFoundText: (query: string) => `No users match your search query "${query}".`,
  noPostsFound: 'No Posts Found',
  noPostsFoundText: (tag: string) => `No posts found for hashtag #${tag}.`,
} as const;

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  close: 'Close',
  empty: 'No notifications yet',
  emptyText: 'Follows, Pops and comments from other fans will show up here.',
  /** SPEC 8's mark-all toasts (success, then destructive). */
  markAllSuccess: 'All notifications marked as read',
  markAllFailed: 'Failed to mark all notifications as read',
} as const;

/** SPEC 2: the Trending & Discovery screen (/trending) and the home sidebar's trending list. */
export const TRENDING_TEXTS = {
  title: 'Trending & Discovery',
  tabs: {
    hashtags: 'Trending Hashtags',
    content: 'Popular Content',
    creators: 'Popular Creators',
    discovery: 'Discovery Feed',
  },
  discoveryIntro: "High-engagement content from creators you don't follow yet",
  newCreator: 'New creator',
  engagement: 'engagement',
  noHashtags: 'No trending hashtags found for this timeframe',
  noContent: 'No popular content found for this timeframe',
  noCreators: 'No popular creators found for this timeframe',
  noDiscoveries: 'No discoveries yet',
  tryAgain: 'Try Again',
} as const;

/** SPEC 8: the title of a live notification's toast, by notification type (its message is the text). */
export const LIVE_NOTIFICATION_TITLES = {
  follow: 'New Follower!',
  pop: 'Got a Pop!',
  comment: 'New Comment!',
  other: 'Notification',
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

/** Moderation: what the API answers members and admins (reports, status changes, bans). */
export const MODERATION_ERRORS = {
  reportOwn: "You can't report your own content",
  reportRateLimited: "You've sent a lot of reports in the last hour. Please try again later.",
  reportNotFound: 'Report not found',
  onlyPending: 'Only a pending report can be marked reviewed or resolved',
  banSelf: "You can't ban yourself",
  banAdmin: "Administrators can't be banned",
} as const;

/** Moderation, the member's side: the Report dialog on a post or a comment and its toasts. */
export const REPORT_TEXTS = {
  report: 'Report',
  reportPost: 'Report post',
  reportComment: 'Report comment',
  reason: 'Why are you reporting this?',
  description: 'Tell us more (optional)',
  cancel: 'Cancel',
  submit: 'Submit Report',
  submitting: 'Submitting...',
  /** Success toast: title, then description. */
  submitted: 'Report submitted',
  submittedText: `Thanks for helping keep ${PRODUCT_NAME} safe.`,
  /** The destructive toast's title; its description is the server's message. */
  failed: 'Report not sent',
} as const;

/** SPEC 2, 6 and 8: the admin panel (/admin), its confirmations and toasts. */
export const ADMIN_TEXTS = {
  title: 'Admin Panel',
  tabs: { reports: 'Reports', analytics: 'Analytics', audit: 'Audit Log' },
  noReports: 'No Reports',
  noReportsText: 'All good! There are no content reports to review.',
  reportsFailed: 'The reports could not be loaded.',
  noAudit: 'No admin actions yet',
  noAuditText: 'Reviews, takedowns and bans will be listed here.',
  auditFailed: 'The audit log could not be loaded.',
  statsFailed: 'The report numbers could not be loaded.',
  tryAgain: 'Try Again',
  loadMore: 'Load more',
  review: 'Review',
  resolve: 'Resolve',
  deletePost: 'Delete post',
  deleteComment: 'Delete comment',
  banUser: 'Ban user',
  banned: 'Banned',
  removed: 'Removed',
  confirmDeletePost: POST_TEXTS.confirmDeletePost,
  confirmDeleteComment: POST_TEXTS.confirmDeleteComment,
  confirmBan: (displayName: string) => `Are you sure you want to ban user ${displayName}?`,
  statusUpdated: 'Report status updated successfully',
  statusFailed: 'Failed to update report status',
  postDeleted: POST_TOASTS.deleted,
  postDeleteFailed: POST_TOASTS.deleteFailed,
  commentDeleted: POST_TOASTS.commentDeleted,
  commentDeleteFailed: POST_TOASTS.commentDeleteFailed,
  userBanned: 'User banned successfully',
  banFailed: 'Failed to ban user',
  /** The status badge of a report. */
  statuses: { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' },
  /** An audit entry's action, in words. */
  auditActions: {
    'report.reviewed': 'Reviewed a report',
    'report.resolved': 'Resolved a report',
    'post.deleted': 'Deleted a post',
    'comment.deleted': 'Deleted a comment',
    'user.banned': 'Banned a fan',
  },
  totalReports: 'Total reports',
  resolved: 'Resolved',
  underReview: 'Under review',
  detailedAnalytics: 'Detailed analytics coming soon',
} as const;

/** A banned fan's next call (403 API_ERRORS.banned) signs them out and says why, on the landing page. */
export const SUSPENDED_TOAST = {
  title: 'Account suspended',
  description: API_ERRORS.banned,
} as const;

/** The account lifecycle: what the API answers (deleting, exporting, a deleted account's token). */
export const ACCOUNT_TEXTS = {
  wrongPassword: 'Incorrect password',
  badExportCursor: 'Invalid export cursor',
  accountDeleted: 'This account has been deleted.',
} as const;

/** Safety: what the API answers a fan who went past a limit or sent text that is not allowed. */
export const SAFETY_TEXTS = {
  rateLimited: (minutes: number) =>
    `You're doing that too often. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  reservedHandle: 'That handle is reserved',
  videoNotInText: 'The video link must be in the post',
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

/** The account lifecycle, the fan's side: /settings (password, cookie choice, data export, deletion). */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  intro: 'Your password, your cookie choice and your data.',
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
} as const;

/** "Forgot password?" (/forgot-password): it never says whether an e-mail has an account. */
export const RESET_TEXTS = {
  link: 'Forgot password?',
  title: 'Reset Password',
  emailText: "Enter your e-mail and we'll send you a code to set a new password.",
  sendCode: 'Send code',
  sending: 'Sending...',
  codeSent: (email: string) => `If an account exists for ${email}, we've sent a code to it.`,
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
