/**
 * Texts of search across everything (issue 35, "Finding things"): the search screen's All tab and tabs
 * in the address, and the search box's suggestions as the fan types. Only lazy code reads them (the
 * suggestions load on the box's first focus), so they live apart from the first screens' texts; the
 * spec's own search texts stay in SEARCH_TEXTS (./messages-social.ts).
 */
import { grouped } from './grouped';

export const SEARCH_ALL_TEXTS = {
  title: 'Search & Discovery',
  intro: 'Find fans, wrestlers, promotions, shows and the posts behind every #hashtag.',
  tabs: { all: 'All', users: 'Users', posts: 'Posts', wrestling: 'Wrestling' },
  sections: { wrestling: 'Wrestling', users: 'Users', hashtags: 'Hashtags' },
  seeAll: 'See all',
  seeAllOf: (section: string) => `See all ${section.toLowerCase()} results`,
  suggestions: 'Search suggestions',
  searching: 'Searching...',
  showAllFor: (query: string) => `See all results for "${query}"`,
  postCount: (n: number) => `${grouped(n)} ${n === 1 ? 'post' : 'posts'}`,
  noResults: 'No Results',
  noResultsText: (query: string) =>
    `Nothing matches "${query}". Try a name, a short name like AEW, or a #hashtag.`,
  failed: 'Search failed',
  failedText: 'Search is not available right now.',
  hashtagsOnly: 'Search posts by hashtag',
  hashtagsOnlyText: 'Start your search with "#" followed by a hashtag, for example #WrestleMania.',
} as const;
