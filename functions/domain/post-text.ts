/**
 * What a post or comment shows without its text: a muted word's cover (domain/muted-words.ts) and
 * Spoiler Guard's stub (domain/spoilers/shield.ts) blank the same fields, here once.
 */
import type { Comment, Post } from '../../shared/schemas/posts';

type PostText =
  | 'content'
  | 'imageUrl'
  | 'imageWidth'
  | 'imageHeight'
  | 'linkPreviewUrl'
  | 'linkPreviewTitle'
  | 'linkPreviewDescription'
  | 'mentions';

/** A post's text, image, link preview and mentions, blanked. */
export const noPostText = (): Pick<Post, PostText> => ({
  content: '',
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  linkPreviewUrl: null,
  linkPreviewTitle: null,
  linkPreviewDescription: null,
  mentions: [],
});

/** A comment's text and mentions, blanked. */
export const noCommentText = (): Pick<Comment, 'content' | 'mentions'> => ({ content: '', mentions: [] });
