/**
 * Texts of the wrestling catalogue (issue 28): entity pages, the calendar, tags, the admin Catalogue
 * tab. Loaded only by lazy screens and the functions, never by the first screens (home's budget).
 * Each part keeps its own section; a text used by two parts lives in the common one.
 */

import type { ENTITY_KINDS } from './schemas/entity-refs';
import type {
  MATCH_METHODS,
  MATCH_STATUSES,
  SHOW_KINDS,
  SHOW_STATUSES,
  TEAM_KINDS,
  WRESTLER_DIVISIONS,
  WRESTLER_STATUSES,
} from './schemas/wrestling';

type Labels<T extends readonly string[]> = { readonly [K in T[number]]: string };

// --- common ------------------------------------------------------------------------------------
/**
 * How every screen names the catalogue's values: one map for the admin's selects and for what the
 * fan sees (a chip, a fact, a result), so `no-contest` reads "No contest" everywhere.
 */
export const WRESTLING_LABELS = {
  kind: {
    promotion: 'Promotion',
    wrestler: 'Wrestler',
    team: 'Team',
    championship: 'Championship',
    show: 'Show',
  },
  wrestlerStatus: { active: 'Active', inactive: 'Inactive', retired: 'Retired' },
  teamKind: { team: 'Team', stable: 'Stable' },
  division: { men: 'Men', women: 'Women' },
  showKind: { weekly: 'Weekly', ple: 'Premium live event', special: 'Special' },
  showStatus: { scheduled: 'Scheduled', live: 'Live', finished: 'Finished' },
  matchStatus: { upcoming: 'Upcoming', live: 'Live', finished: 'Finished' },
  method: {
    pinfall: 'Pinfall',
    submission: 'Submission',
    knockout: 'Knockout',
    'count-out': 'Count-out',
    disqualification: 'Disqualification',
    'no-contest': 'No contest',
    draw: 'Draw',
    'double-count-out': 'Double count-out',
    'double-disqualification': 'Double disqualification',
    other: 'Other',
  },
} as const satisfies {
  kind: Labels<typeof ENTITY_KINDS>;
  wrestlerStatus: Labels<typeof WRESTLER_STATUSES>;
  teamKind: Labels<typeof TEAM_KINDS>;
  division: Labels<typeof WRESTLER_DIVISIONS>;
  showKind: Labels<typeof SHOW_KINDS>;
  showStatus: Labels<typeof SHOW_STATUSES>;
  matchStatus: Labels<typeof MATCH_STATUSES>;
  method: Labels<typeof MATCH_METHODS>;
};

export const CATALOGUE_TEXTS = {
  notFound: 'Not found',
  /** The not-found screen of a wrestler, team, promotion, championship or show: "Wrestler Not Found". */
  notFoundHeading: (kind: string) => `${kind} Not Found`,
  notFoundText: (kind: string) => `This ${kind.toLowerCase()} could not be found.`,
  follow: 'Follow',
  following: 'Following',
  followers: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'follower' : 'followers'}`,
  noPosts: 'No posts yet',
  demo: 'Demo data',
  nameRequired: 'Name is required',
  /** A catalogue text given but showing nothing (only spaces or invisible characters). */
  textRequired: 'Text is required',
  /** A match's time as admins enter it (shared/match-time.ts). */
  matchTimeFormat: 'Time is minutes and seconds, like 12:34',
  matchTimeTooLong: 'A match lasts at most 240:00',
  timeZoneUnknown: 'Time zones are named as in America/New_York',
} as const;

/**
 * How a match with no winner ended (`winnerSide: null`; its `method` is one of NO_WINNER_METHODS in
 * shared/schemas/wrestling.ts): the admin's choice and how every result shows it.
 */
export const NO_WINNER_OUTCOME_TEXTS = {
  draw: 'Draw',
  'no-contest': 'No contest',
  'double-count-out': 'Double count-out',
  'double-disqualification': 'Double disqualification',
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
  /** A championship without holders in the catalogue: vacant, or not known. */
  noHolder: 'No holder listed',
  roster: 'Roster',
  reigns: 'Reigns',
  recentShows: 'Recent shows',
  recentMatches: 'Recent matches',
  upcomingShows: 'Upcoming shows',
  upcomingMatches: 'Upcoming matches',
  championships: 'Championships',
  /** After a champion's name on a title match; `championTitle` says it in words (the abbreviation's title). */
  champion: '(c)',
  championTitle: 'Champion',
  rosterGroups: { men: 'Men', women: 'Women', tagTeams: 'Tag teams', stables: 'Stables', other: 'Roster' },
  wonAt: 'Won at',
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
} as const;

// --- B: shows (the calendar, a show's page) -----------------------------------------------------
export const SHOW_TEXTS = {
  title: 'Shows',
  posts: 'Posts',
  tonight: 'Tonight',
  thisWeek: 'This week',
  upcomingPles: 'Upcoming premium live events',
  recentlyFinished: 'Recently finished',
  followingOnly: 'What I follow',
  noShows: 'No shows here yet',
  /** The calendar of what a fan follows, when nothing they follow is on in its weeks. */
  followingNone: 'Nothing you follow is on in these weeks',
  followingHow:
    'Follow a promotion, wrestler or team on its page and its shows are listed here. Search for one to find its page.',
  searchWrestling: 'Search wrestling',
  postAbout: 'Post about this show',
  /** A live show's page beyond the live channel's watchers: it asks again every minute instead. */
  liveRefreshing: 'Live: updates every minute',
  card: 'Card',
  emptyCard: 'No matches announced yet',
  showResults: 'Show results',
  resultsHidden: 'Results are hidden. Turn on "Show results" to see them.',
  winner: 'Winner',
  newChampion: 'New champion',
  noWinner: 'No winner',
  forTitle: (title: string) => `For the ${title}`,
  /** The same before a linked title's name. */
  forThe: 'For the',
  versus: 'vs',
  loadFailed: 'Could not load shows',
} as const;

/** A result without a winner as shown: how it ended ("Draw"), "No winner" when it does not say. */
export const noWinnerText = (method: string | null | undefined): string =>
  NO_WINNER_OUTCOME_TEXTS[method as keyof typeof NO_WINNER_OUTCOME_TEXTS] ?? SHOW_TEXTS.noWinner;

// --- B and D: the rules of a catalogue fact, the admin routes' and the import's ------------------
/**
 * The refusals of functions/domain/catalogue/rules.ts: a 400's message on the admin routes, a
 * problem after its record's name in the import's report. Entities are named by slug.
 */
export const CATALOGUE_RULE_TEXTS = {
  showEndsBeforeStart: 'A show must end after it starts',
  memberTwice: (slug: string) => `Member ${slug} is listed twice`,
  memberLeavesBeforeJoining: (slug: string) => `Member ${slug} leaves before joining`,
  twiceOnMatch: (slug: string) => `On the match twice: ${slug}`,
  positionTaken: (position: number) => `Position ${position} is already on the card`,
  noSuchSide: (side: number, sides: number) => `There is no side ${side} (the sides are 0 to ${sides - 1})`,
  resultNotFinished: (status: string) => `A match with a result is finished, not ${status}`,
  /** `winnerSide: null` without one of the no-winner outcomes. */
  noWinnerNeedsOutcome:
    'A result without a winner says how it ended: draw, no contest, double count-out or double disqualification',
  /** A winner side with a no-winner outcome (a draw won by side 0). */
  outcomeHasNoWinner: (outcome: string) => `${outcome} means no winner: leave the winner side out`,
  /** A show marked finished while matches have no result. */
  openMatches: (n: number) =>
    `${n} ${n === 1 ? 'match has' : 'matches have'} no result yet: enter ${n === 1 ? 'it' : 'them'} or remove ${n === 1 ? 'it' : 'them'} first`,
  holderTwice: (slug: string) => `Holder ${slug} is listed twice`,
  reignEndsBeforeStart: (from: string, to: string) => `A reign cannot end (${to}) before it starts (${from})`,
} as const;

// --- B: the admin Catalogue tab -------------------------------------------------------------------
export const CATALOGUE_ADMIN_TEXTS = {
  slugTaken: 'Slug already used',
  stale: 'Someone else changed this meanwhile. Reload it and try again.',
  cardChanged: 'The card changed meanwhile. Reload it and try again.',
  kindChanged: 'An entity keeps its kind',
  notAPromotion: (id: string) => `Not a promotion: ${id}`,
  notAWrestler: (id: string) => `Not a wrestler: ${id}`,
  notAWrestlerOrTeam: (id: string) => `Not a wrestler or team: ${id}`,
  notAChampionship: (id: string) => `Not a championship: ${id}`,
  notAShow: 'Not a show',
  cardFull: 'The card is full',
  statusOrder: 'A show goes scheduled, then live, then finished',
  showNotLive: 'Mark the show live first',
  titleResultFixed: 'This result changed a title: crown the right champion instead',
} as const;

/** The Catalogue tab's labels (the web only: kept apart so the functions carry only their refusals). */
export const CATALOGUE_TAB_TEXTS = {
  tab: 'Catalogue',
  search: 'Search by name',
  create: 'New',
  save: 'Save',
  saved: 'Saved',
  edit: 'Edit',
  cardBuilder: 'Card',
  addMatch: 'Add match',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  markLive: 'Mark live',
  markFinished: 'Mark finished',
  goLive: 'Go live',
  /** "Rhea Ripley wins"; "The Kabuki Warriors win", "Asuka & Kairi Sane win" (a team or several). */
  wins: (name: string, several: boolean) => `${name} ${several ? 'win' : 'wins'}`,
  noWinner: 'No winner',
  noWinnerMenu: 'How it ended without a winner',
  method: 'Method',
  time: 'Time (m:ss)',
  timeExample: '12:34',
  result: 'Result',
  won: (name: string) => `${name} won`,
  cancel: 'Cancel',
  markLiveTitle: (show: string) => `Mark ${show} live?`,
  markLiveText: 'Fans see the show as live from now on. It cannot go back to scheduled.',
  markFinishedTitle: (show: string) => `Mark ${show} finished?`,
  markFinishedText: 'Fans see the show as finished. It cannot be reopened.',
  removeTitle: (match: string) => `Remove ${match}?`,
  removeText: 'The match leaves the card, with its result. This cannot be undone.',
  timeZone: "Time zone (the venue's)",
  inZone: (label: string, zone: string) => `${label}, ${zone} time`,
  yourTime: (when: string) => `Your time: ${when}`,
  crown: 'Crown champion',
  vacate: 'Vacate',
  from: 'From',
  holders: 'Holders',
  side: (n: number) => `Side ${n}`,
  addSide: 'Add side',
  stipulation: 'Stipulation',
  championship: 'Championship at stake',
  none: 'None',
  audit: 'Changes',
  more: 'More',
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

// --- D: the catalogue import (its report's lines; functions/domain/catalogue/import.ts) -------
export const IMPORT_TEXTS = {
  refused: (n: number) => `${n} ${n === 1 ? 'problem' : 'problems'}, nothing written:`,
  slugTwice: (label: string, slug: string, other: string) =>
    `${label}: slug "${slug}" is used twice (also ${other})`,
  externalIdTwice: (label: string, key: string, other: string) =>
    `${label}: external id ${key} is used twice (also ${other})`,
  externalIdsDisagree: (label: string, n: number) =>
    `${label}: its external ids name ${n} different stored entities`,
  slugOfAnother: (label: string, slug: string) =>
    `${label}: slug "${slug}" belongs to another stored entity than its external id`,
  storedKind: (label: string, slug: string, stored: string, kind: string) =>
    `${label}: "${slug}" is a stored ${stored}, not a ${kind}`,
  unknownReference: (label: string, what: string, slug: string) =>
    `${label}: ${what} "${slug}" is not in the file or the catalogue`,
  wrongKind: (label: string, what: string, slug: string, kind: string, wanted: readonly string[]) =>
    `${label}: ${what} "${slug}" is a ${kind}, not a ${wanted.join(' or ')}`,
  /** A rule's refusal (CATALOGUE_RULE_TEXTS) after the name of the record it is about. */
  rule: (label: string, problem: string) => `${label}: ${problem}`,
  secondOpenReign: (label: string) => `${label}: a second reign that has not ended`,
  holdersDifferFromReign: (slug: string) =>
    `championship ${slug}: its holders differ from its current reign's`,
} as const;
