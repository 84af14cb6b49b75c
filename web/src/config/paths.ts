/** Addresses of the SPA's own screens (SPEC 2), built here and nowhere else. */
/** A fan's profile; without an id, the signed-in fan's own (/profile). */
export function profilePath(userId?: string): string {
  return userId === undefined ? '/profile' : `/profile/${encodeURIComponent(userId)}`;
}

/** The search screen's tabs (`tab=` in its address; none: the query's own tab). */
export type SearchTab = 'all' | 'users' | 'posts' | 'wrestling';

/** The search screen for a query (/search?q=...), on a tab when given (&tab=wrestling). */
export function searchPath(query: string, tab?: SearchTab): string {
  return `/search?q=${encodeURIComponent(query)}${tab ? `&tab=${tab}` : ''}`;
}

/**
 * A post: its author's profile, scrolled to the post (post cards carry `id="post-{id}"`). There is no
 * single-post screen in the spec; shared links and notifications point here.
 */
export function postPath(post: { id: string; authorId: string }): string {
  return `${profilePath(post.authorId)}#post-${encodeURIComponent(post.id)}`;
}

/** A post by its id alone (/posts/{id}): it goes on to postPath, or says the post is not found. */
export function postByIdPath(postId: string): string {
  return `/posts/${encodeURIComponent(postId)}`;
}
