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

// --- A: entity pages, following entities, search, profile list, onboarding --------------------
export const ENTITY_TEXTS = {
  notFollowable: 'Shows can be tagged, not followed',
  searchEmpty: 'Please enter a name to search for',
  unfollow: 'Unfollow',
  tabWrestling: 'Wrestling',
  noResults: 'No wrestling results',
  follows: 'Follows',
  followsNone: 'Not following any wrestling yet',
  facts: 'Facts',
  promotion: 'Promotion',
  promotions: 'Promotions',
  teams: 'Teams',
  members: 'Members',
  titles: 'Titles',
  holders: 'Current holders',
  vacant: 'Vacant',
  roster: 'Roster',
  reigns: 'Reigns',
  recentShows: 'Recent shows',
  posts: 'Posts',
  akas: 'Also known as',
  country: 'Country',
  founded: 'Founded',
  website: 'Website',
  status: 'Status',
  hometown: 'Hometown',
  debut: 'Debut',
  division: 'Division',
  inactive: 'Inactive',
  since: (from: string) => `since ${from}`,
  until: (from: string | null, to: string) => (from ? `${from} to ${to}` : `until ${to}`),
  ongoing: (from: string) => `${from} to now`,
  catalogueMatches: 'In the catalogue: tap to follow',
  kinds: {
    promotion: 'Promotion',
    wrestler: 'Wrestler',
    team: 'Team',
    championship: 'Championship',
    show: 'Show',
  },
} as const;
