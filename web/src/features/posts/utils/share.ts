import { postPath } from '@/config/paths';

/** The link a shared post points at: the author's profile, scrolled to the post. */
export const postLink = (post: { id: string; authorId: string }, origin = window.location.origin) =>
  `${origin}${postPath(post)}`;

/**
 * SPEC 2: share with the device's share sheet when there is one, otherwise copy the link.
 * Resolves 'shared', 'copied', or 'cancelled' (the fan closed the share sheet).
 */
export async function sharePost(
  post: { id: string; authorId: string; authorDisplayName: string },
  nav: Navigator = navigator,
): Promise<'shared' | 'copied' | 'cancelled'> {
  const url = postLink(post);
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: `${post.authorDisplayName} on Ringside`, url });
      return 'shared';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return 'cancelled';
      // Share refused (no user gesture, unsupported data): fall back to copying.
    }
  }
  await nav.clipboard.writeText(url);
  return 'copied';
}
