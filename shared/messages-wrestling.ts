/**
 * Texts of the wrestling catalogue (issue 28): entity pages, the calendar, tags, the admin Catalogue
 * tab. Loaded only by lazy screens and the functions, never by the first screens (home's budget).
 * Each part keeps its own section; a text used by two parts lives in the common one.
 */

// --- common ------------------------------------------------------------------------------------
export const CATALOGUE_TEXTS = {
  notFound: 'Not found',
  follow: 'Follow',
  following: 'Following',
  followers: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'follower' : 'followers'}`,
  noPosts: 'No posts yet',
  demo: 'Demo data',
} as const;
