/**
 * The links an admin change implies (docs/wrestling.md): an entity's facts imply its roster, member
 * and holder links; a show's card its `appeared` links; a title change moves the holder links (with
 * the marks results leave). Each builder answers the transaction items that make the stored links
 * what they should be: new or changed ones put, gone ones deleted, the same ones left alone.
 */
import type { TransactItems } from '../batch';
import type { Db } from '../client';
import {
  appearedLinks,
  type EntityItem,
  type HolderMark,
  type LinkItem,
  linkItem,
  type MatchItem,
  type ResultMark,
} from './items';

/** Links by their key. */
type Links = Map<string, LinkItem>;
const keyOfLink = (link: LinkItem) => `${link.PK}|${link.SK}`;
const byKey = (links: readonly LinkItem[]): Links => new Map(links.map((l) => [keyOfLink(l), l] as const));

/** The links an entity's facts imply (roster, member, holder), by key. */
function factLinks(item: EntityItem | null): Links {
  if (!item) return new Map();
  return byKey([
    ...((item.promotionIds as string[] | undefined) ?? []).map((p) => linkItem('roster', p, item.id)),
    ...(
      (item.members as { entityId: string; from: string | null; to: string | null }[] | undefined) ?? []
    ).map((m) => linkItem('member', item.id, m.entityId, { from: m.from, to: m.to })),
    ...((item.holderIds as string[] | undefined) ?? []).map((h) => linkItem('holder', item.id, h)),
  ]);
}

/** Puts the links that are new or changed, deletes those that went away. */
function linkChanges(db: Db, before: Links, after: Links): TransactItems {
  const writes: TransactItems = [];
  for (const [key, link] of after)
    if (JSON.stringify(before.get(key)) !== JSON.stringify(link))
      writes.push({ Put: { TableName: db.table, Item: link } });
  for (const [key, link] of before)
    if (!after.has(key)) writes.push({ Delete: { TableName: db.table, Key: { PK: link.PK, SK: link.SK } } });
  return writes;
}

/** The link writes of an entity's facts going from `previous` (null: new) to `item`. */
export const factLinkWrites = (db: Db, previous: EntityItem | null, item: EntityItem): TransactItems =>
  linkChanges(db, factLinks(previous), factLinks(item));

/** The show's `appeared` links kept to everyone on its `card` (`links`: the partition's links). */
export function appearedWrites(db: Db, showId: string, links: LinkItem[], card: MatchItem[]): TransactItems {
  const before = byKey(links.filter((l) => l.rel === 'appeared'));
  const after = byKey(appearedLinks(showId, card));
  // Links whose opponents (and title at stake) are the same stay as they are (linkChanges puts only
  // new or changed ones).
  for (const [key, link] of after) {
    const stored = before.get(key);
    if (stored && String(stored.vs) === String(link.vs) && stored.championshipId === link.championshipId)
      after.set(key, stored);
  }
  return linkChanges(db, before, after);
}

/**
 * The holder link writes of a championship's holders becoming `after.holderIds`. By a result
 * (`byResult`), those who lost it keep their link with `{lostAt}` added, the new holders' get
 * `{wonAt}` (a new link, or one an earlier result kept), the rest stay as they are: `holds` says
 * whether a stored link holds the title with every result counted (domain/catalogue/shapes.ts
 * `holdsTitle`). Without one (a crowning, a fact), the links become exactly the new holders', plain.
 */
export function holderLinkWrites(
  db: Db,
  stored: readonly LinkItem[],
  after: EntityItem,
  byResult: ResultMark | null,
  holds: (link: LinkItem) => boolean,
): TransactItems {
  const before = byKey(stored);
  if (!byResult) return linkChanges(db, before, factLinks(after));
  const now = new Set(after.holderIds as string[]);
  const links = new Map(before);
  const marked = (link: LinkItem, change: HolderMark): LinkItem => ({
    ...link,
    resultMarks: [...(link.resultMarks ?? []), change],
  });
  for (const [key, link] of before) {
    const held = holds(link);
    if (held && !now.has(link.toId)) links.set(key, marked(link, { lostAt: byResult }));
    if (!held && now.has(link.toId)) links.set(key, marked(link, { wonAt: byResult }));
  }
  for (const holderId of now) {
    const link = linkItem('holder', after.id, holderId);
    const key = keyOfLink(link);
    if (!links.has(key)) links.set(key, marked(link, { wonAt: byResult }));
  }
  return linkChanges(db, before, links);
}
