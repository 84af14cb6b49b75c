import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { postListOptions } from './post-pages';

/** GET /api/posts/hashtag/{tag}: posts with a hashtag (the tag without "#"), cached per lower-cased tag. */
export const hashtagPostsQueryOptions = (tag: string) =>
  postListOptions(postKeys.byHashtag(tag.toLowerCase()), (before) =>
    apiPath('getHashtagPosts', { tag }, { before }),
  );
