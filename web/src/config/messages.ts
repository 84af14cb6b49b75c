/**
 * Exact texts of the profile, onboarding and picture-upload screens (SPEC 2, 5 and 8).
 * They belong beside the other spec texts in shared/messages.ts; they live here until that
 * contract grows them, and tests assert them exactly.
 */
import { PRODUCT_NAME } from '@shared/constants';
import { TOASTS } from '@shared/messages';

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
