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

// --- C: tags, the home feed, trending ------------------------------------------------------------
export const TAG_TEXTS = {
  unknownTag: 'Unknown tag',
  oneShow: 'A post can be tagged with one show',
  tooMany: 'At most 5 tags besides the show',
  duplicate: 'Each tag at most once',
  tagButton: 'Tag a show or wrestler',
  pickerTitle: 'Tag a show or wrestler',
  searchLabel: 'Search shows and wrestlers',
  suggested: 'Suggested',
  noMatches: 'No matches',
  removeTag: (name: string) => `Remove tag ${name}`,
  addTag: (name: string) => `Tag ${name}`,
  done: 'Done',
  wrestlersTrending: 'Wrestlers trending now',
  fans: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'fan' : 'fans'}`,
} as const;
