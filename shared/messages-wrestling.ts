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

// --- D: the catalogue import (its report's lines; functions/domain/catalogue-import.ts) -------
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
  memberLeavesBeforeJoining: (label: string, slug: string) =>
    `${label}: member "${slug}" leaves before joining`,
  showEndsBeforeStart: (label: string) => `${label}: the show ends before it starts`,
  positionTwice: (where: string, position: number) => `${where}: card position ${position} is used twice`,
  entityTwiceOnMatch: (where: string) => `${where}: an entity is on the match twice`,
  winnerOutOfRange: (where: string, side: number, sides: number) =>
    `${where}: winner side ${side} is out of range (${sides} sides, from 0)`,
  resultNotFinished: (where: string, status: string) =>
    `${where}: a match with a result is finished, not ${status}`,
  reignEndsBeforeStart: (label: string) => `${label}: it ends before it starts`,
  secondOpenReign: (label: string) => `${label}: a second reign that has not ended`,
  holdersDifferFromReign: (slug: string) =>
    `championship ${slug}: its holders differ from its current reign's`,
} as const;
