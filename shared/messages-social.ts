/**
 * Texts of profiles, posts, follows, search, notifications, trending and reports (SPEC 4, 5, 8). Part of
 * the spec's exact texts (shared/messages.ts re-exports them). The web app imports this module itself, so
 * that a screen's chunk carries its own texts and the first load only the core ones (messages-core.ts).
 */
import { PRODUCT_NAME } from './constants';
import { pure } from './pure';

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
/** A post that is not there (deleted, or its author gone or hidden): the not-found screen's words. */
export const POST_NOT_FOUND = {
  heading: 'Post Not Found',
  text: 'This post was deleted or could not be found.',
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
  noComments: 'No comments yet. Start the conversation!',
  /** A post whose replies the fan may not join: no invitation to start the conversation. */
  noCommentsClosed: 'No comments yet.',
  /**
   * Who may reply to a post whose author limited replies (on its card, and where the comment field
   * would be): "Only people @macho follows can reply"; `handle` null on the fan's own post.
   */
  whoMayReply: (policy: 'following' | 'mentioned', handle: string | null) =>
    policy === 'mentioned'
      ? 'Only people mentioned can reply'
      : `Only people ${handle === null ? 'you follow' : `@${handle} follows`} can reply`,
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
  // Show-night alerts (docs/rooms.md): here, not in ROOM_TEXTS, so the live channel (on home's first
  // load) does not carry the rooms' texts.
  showStart: 'Show night',
  inRing: 'Show night',
  other: 'Notification',
} as const;
/** Moderation, the member's side: the Report dialog on a post or a comment and its toasts. */
export const REPORT_TEXTS = /* @__PURE__ */ pure(() => ({
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
}));
