/**
 * A small fixture catalogue written straight through the data layer (entityWrites, links, matches):
 * the integration tests' `fixtureEntity` and the local cloud's seed use it until (and beside) the
 * real starter catalogue the import loads (docs/wrestling.md). Tests rely on the FIXTURE slugs.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { entityWrites } from '../../functions/data/catalogue/entities';
import {
  appearedLinks,
  type EntityItem,
  linkItem,
  type MatchItem,
  matchItem,
} from '../../functions/data/catalogue/items';
import type { Db } from '../../functions/data/client';
import { ulid } from '../../functions/lib/ulid';
import type { EntityKind } from '../../shared/schemas/wrestling';
import { foldText } from '../../shared/search';

const GREY = { primary: '#455a64', secondary: '#eceff1' };

export interface FixtureFacts {
  kind: EntityKind;
  slug: string;
  name: string;
  colors?: { primary: string; secondary: string };
  [fact: string]: unknown;
}

/** Writes one entity (and its roster/member/holder links) and returns the stored item. */
export async function putFixtureEntity(db: Db, facts: FixtureFacts): Promise<EntityItem> {
  const now = new Date().toISOString();
  const id = facts.kind === 'show' ? ulid(Date.parse(facts.startsAt as string)) : ulid();
  const item: EntityItem = {
    PK: '',
    SK: 'ENTITY',
    type: 'entity',
    id,
    sortName: foldText(facts.name),
    colors: GREY,
    followerCount: 0,
    demo: facts.kind === 'show',
    externalIds: {},
    createdAt: now,
    updatedAt: now,
    ...facts,
  };
  const links = [
    ...((facts.promotionIds as string[] | undefined) ?? []).map((p) => linkItem('roster', p, id)),
    ...(
      (facts.members as { entityId: string; from: string | null; to: string | null }[] | undefined) ?? []
    ).map((m) => linkItem('member', id, m.entityId, { from: m.from, to: m.to })),
    ...((facts.holderIds as string[] | undefined) ?? []).map((h) => linkItem('holder', id, h)),
  ];
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        ...entityWrites(db, item, null),
        ...links.map((link) => ({ Put: { TableName: db.table, Item: link } })),
      ],
    }),
  );
  return item;
}

/** Puts a match on a show's card (and the show's `appeared` links to everyone on it). */
export async function putFixtureMatch(
  db: Db,
  show: EntityItem,
  match: Pick<MatchItem, 'position' | 'sides'> & Partial<MatchItem>,
): Promise<MatchItem> {
  const id = ulid();
  // Through the item builder: its keys, and the index that finds a match by its id (GSI1).
  const { PK: _pk, SK: _sk, type: _type, GSI1PK: _g1, GSI1SK: _g1s, ...fields } = match as Partial<MatchItem>;
  const item: MatchItem = matchItem({
    id,
    showId: show.id,
    stipulation: null,
    championshipId: null,
    status: 'upcoming',
    result: null,
    demo: true,
    updatedAt: new Date().toISOString(),
    position: match.position,
    sides: match.sides,
    ...fields,
  });
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.table, Item: item } },
        ...appearedLinks(show.id, [{ ...match, championshipId: match.championshipId ?? null }]).map(
          (link) => ({
            Put: { TableName: db.table, Item: link },
          }),
        ),
      ],
    }),
  );
  return item;
}

const day = 24 * 3600 * 1000;
const at = (offsetDays: number, hourUtc: number) => {
  const d = new Date(Date.now() + offsetDays * day);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

/**
 * The fixture catalogue: two promotions, six wrestlers, a team, a championship, a finished show
 * (yesterday, with results) and an upcoming one (in three days). Slugs are fixed: tests use them.
 */
export async function seedFixtureCatalogue(db: Db): Promise<Record<string, EntityItem>> {
  const wwe = await putFixtureEntity(db, {
    kind: 'promotion',
    slug: 'wwe',
    name: 'WWE',
    shortName: 'WWE',
    country: 'United States',
    founded: 1953,
    website: 'https://www.wwe.com',
    active: true,
    colors: { primary: '#d50000', secondary: '#ffffff' },
  });
  const aew = await putFixtureEntity(db, {
    kind: 'promotion',
    slug: 'aew',
    name: 'All Elite Wrestling',
    shortName: 'AEW',
    country: 'United States',
    founded: 2019,
    website: 'https://www.allelitewrestling.com',
    active: true,
    colors: { primary: '#212121', secondary: '#c9a227' },
  });
  const wrestler = (slug: string, name: string, promotion: EntityItem, akas: string[] = []) =>
    putFixtureEntity(db, {
      kind: 'wrestler',
      slug,
      name,
      akas,
      promotionIds: [promotion.id],
      status: 'active',
      hometown: null,
      debutYear: null,
      colors: promotion.colors,
    });
  const rhea = await wrestler('rhea-ripley', 'Rhea Ripley', wwe, ['Mami']);
  const iyo = await wrestler('iyo-sky', 'Iyo Sky', wwe, ['Io Shirai']);
  const cody = await wrestler('cody-rhodes', 'Cody Rhodes', wwe, ['The American Nightmare']);
  const punk = await wrestler('cm-punk', 'CM Punk', wwe);
  const moxley = await wrestler('jon-moxley', 'Jon Moxley', aew, ['Dean Ambrose']);
  const omega = await wrestler('kenny-omega', 'Kenny Omega', aew);
  const young = await putFixtureEntity(db, {
    kind: 'team',
    slug: 'the-young-bucks',
    name: 'The Young Bucks',
    teamKind: 'team',
    promotionIds: [aew.id],
    members: [
      { entityId: (await wrestler('matt-jackson', 'Matt Jackson', aew)).id, from: '2004-01-01', to: null },
      { entityId: (await wrestler('nick-jackson', 'Nick Jackson', aew)).id, from: '2004-01-01', to: null },
    ],
    colors: aew.colors,
  });
  const title = await putFixtureEntity(db, {
    kind: 'championship',
    slug: 'wwe-championship',
    name: 'WWE Championship',
    promotionId: wwe.id,
    division: "Men's",
    active: true,
    holderIds: [cody.id],
    colors: wwe.colors,
  });
  const raw = await putFixtureEntity(db, {
    kind: 'show',
    slug: `wwe-raw-${at(-1, 1).slice(0, 10)}`,
    name: 'WWE Raw',
    promotionId: wwe.id,
    showKind: 'weekly',
    startsAt: at(-1, 1),
    timeZone: 'America/New_York',
    endsAt: at(-1, 4),
    venue: null,
    city: null,
    hashtag: 'WWERaw',
    status: 'finished',
    colors: wwe.colors,
  });
  await putFixtureMatch(db, raw, {
    position: 1,
    sides: [[rhea.id], [iyo.id]],
    status: 'finished',
    result: { winnerSide: 0, method: 'pinfall', durationSeconds: 754, titleChange: false },
  });
  await putFixtureMatch(db, raw, {
    position: 2,
    sides: [[cody.id], [punk.id]],
    championshipId: title.id,
    status: 'finished',
    result: { winnerSide: 0, method: 'pinfall', durationSeconds: 1402, titleChange: false },
  });
  const dynamite = await putFixtureEntity(db, {
    kind: 'show',
    slug: `aew-dynamite-${at(3, 0).slice(0, 10)}`,
    name: 'AEW Dynamite',
    promotionId: aew.id,
    showKind: 'weekly',
    startsAt: at(3, 0),
    timeZone: 'America/New_York',
    endsAt: at(3, 2),
    venue: null,
    city: null,
    hashtag: 'AEWDynamite',
    status: 'scheduled',
    colors: aew.colors,
  });
  await putFixtureMatch(db, dynamite, { position: 1, sides: [[moxley.id], [omega.id]] });
  return { wwe, aew, rhea, iyo, cody, punk, moxley, omega, young, title, raw, dynamite };
}
