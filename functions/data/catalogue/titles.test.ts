/**
 * The transaction items of a title changing hands and of a card's changes (./titles.ts, ./links.ts,
 * ./cards.ts), built from real items: what the admin routes write, without a table. The routes
 * against DynamoDB Local: tests/integration/catalogue-admin.int.test.ts.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { holdsTitle, revealResults } from '../../domain/catalogue/shapes';
import type { TransactItems } from '../batch';
import { bumpCard, newMatchItem, showStatusUpdate } from './cards';
import { type EntityItem, entityItem, type LinkItem, linkItem, type ReignItem, reignItem } from './items';
import { appearedWrites, factLinkWrites, holderLinkWrites } from './links';
import { titleChangeWrites } from './titles';

const db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };
const AT = '2026-11-28T12:00:00.000Z';
const entity = (id: string, kind: EntityItem['kind'], facts: Record<string, unknown> = {}) =>
  entityItem({
    id,
    kind,
    slug: id.toLowerCase(),
    name: id,
    sortName: id.toLowerCase(),
    colors: { primary: '#000000', secondary: '#ffffff' },
    followerCount: 0,
    demo: false,
    externalIds: {},
    createdAt: AT,
    updatedAt: AT,
    ...facts,
  });
/** Who holds a title with every result counted: what the admin routes pass. */
const holdsNow = (link: LinkItem) => holdsTitle(link, revealResults(true));
const puts = (writes: TransactItems) =>
  writes.flatMap((w) => (w.Put ? [w.Put.Item as Record<string, unknown>] : []));
const deletes = (writes: TransactItems) => writes.flatMap((w) => (w.Delete ? [w.Delete.Key] : []));
const RESULT = { showId: 'SHOW', matchId: 'MATCH' };

describe('a title changing hands', () => {
  const title = entity('TITLE', 'championship', { holderIds: ['RHEA'] });
  const open: ReignItem = reignItem(
    {
      championshipId: 'TITLE',
      holderIds: ['RHEA'],
      from: '2026-01-01',
      to: null,
      showId: null,
      matchId: null,
      demo: false,
    },
    1,
  );
  const rheaLink = linkItem('holder', 'TITLE', 'RHEA');

  it('by a result: the open reign ends marked, a new one starts marked, the loser keeps a marked link', () => {
    const { writes, reign, after } = titleChangeWrites(
      db,
      {
        championship: title,
        holderIds: ['LIV'],
        from: '2026-11-23',
        updatedAt: AT,
        where: { showId: 'SHOW', matchId: 'MATCH', demo: false },
        byResult: RESULT,
        holderLinks: [rheaLink],
        reigns: [open],
      },
      holdsNow,
    );
    // The championship's own write comes first (its refusal is the stale edit's).
    expect(writes[0]?.Update?.Key).toEqual({ PK: title.PK, SK: title.SK });
    expect(after).toMatchObject({ holderIds: ['LIV'], updatedAt: AT });
    const closing = writes.find((w) => w.Update?.Key?.SK === open.SK)?.Update;
    expect(closing?.ExpressionAttributeValues).toEqual({ ':to': '2026-11-23', ':mark': RESULT });
    expect(reign).toMatchObject({
      holderIds: ['LIV'],
      from: '2026-11-23',
      to: null,
      wonAt: RESULT,
      showId: 'SHOW',
    });
    expect(reign?.SK).not.toBe(open.SK);
    const links = puts(writes).filter((i) => i.type === 'entity-link') as unknown as LinkItem[];
    expect(links.map((l) => [l.toId, l.resultMarks])).toEqual([
      ['RHEA', [{ lostAt: RESULT }]],
      ['LIV', [{ wonAt: RESULT }]],
    ]);
    expect(deletes(writes)).toEqual([]);
  });

  it('a crowning is a fact: plain links for exactly the new holders, the marks and kept links go', () => {
    const kept: LinkItem = { ...linkItem('holder', 'TITLE', 'OLD'), resultMarks: [{ lostAt: RESULT }] };
    const { writes, reign } = titleChangeWrites(
      db,
      {
        championship: title,
        holderIds: ['RHEA'],
        from: '2026-11-24',
        updatedAt: AT,
        where: { showId: null, matchId: null, demo: false },
        byResult: null,
        holderLinks: [{ ...rheaLink, resultMarks: [{ wonAt: RESULT }] }, kept],
        reigns: [open],
      },
      holdsNow,
    );
    const closing = writes.find((w) => w.Update?.Key?.SK === open.SK)?.Update;
    expect(closing?.UpdateExpression).toBe('SET #to = :to');
    expect(reign).not.toHaveProperty('wonAt');
    expect(puts(writes).filter((i) => i.type === 'entity-link')).toEqual([rheaLink]);
    expect(deletes(writes)).toEqual([{ PK: kept.PK, SK: kept.SK }]);
  });

  it('vacated: the open reign ends and none starts', () => {
    const { writes, reign, after } = titleChangeWrites(
      db,
      {
        championship: title,
        holderIds: [],
        from: '2026-11-24',
        updatedAt: AT,
        where: { showId: null, matchId: null, demo: false },
        byResult: null,
        holderLinks: [rheaLink],
        reigns: [open],
      },
      holdsNow,
    );
    expect(reign).toBeNull();
    expect(after.holderIds).toEqual([]);
    expect(puts(writes).filter((i) => i.type === 'reign')).toEqual([]);
    expect(deletes(writes)).toEqual([{ PK: rheaLink.PK, SK: rheaLink.SK }]);
  });

  it('a result against a link an earlier result kept marks it again instead of adding one', () => {
    const lost: LinkItem = { ...linkItem('holder', 'TITLE', 'LIV'), resultMarks: [{ lostAt: RESULT }] };
    const again = { showId: 'SHOW2', matchId: 'MATCH2' };
    const writes = holderLinkWrites(db, [rheaLink, lost], { ...title, holderIds: ['LIV'] }, again, holdsNow);
    expect((puts(writes) as unknown as LinkItem[]).map((l) => [l.toId, l.resultMarks])).toEqual([
      ['RHEA', [{ lostAt: again }]],
      ['LIV', [{ lostAt: RESULT }, { wonAt: again }]],
    ]);
  });
});

describe('the links of facts and cards', () => {
  it("an entity's facts imply its roster, member and holder links; an edit writes only the difference", () => {
    const team = entity('TEAM', 'team', {
      promotionIds: ['WWE'],
      members: [{ entityId: 'RHEA', from: '2024-01-01', to: null }],
    });
    expect(puts(factLinkWrites(db, null, team))).toEqual([
      linkItem('roster', 'WWE', 'TEAM'),
      linkItem('member', 'TEAM', 'RHEA', { from: '2024-01-01', to: null }),
    ]);
    const moved = { ...team, promotionIds: ['AEW'] };
    const writes = factLinkWrites(db, team, moved);
    expect(puts(writes)).toEqual([linkItem('roster', 'AEW', 'TEAM')]);
    expect(deletes(writes)).toEqual([
      { PK: linkItem('roster', 'WWE', 'TEAM').PK, SK: linkItem('roster', 'WWE', 'TEAM').SK },
    ]);
  });

  it("a show's appeared links follow its card: a new match adds, a gone one deletes, the same stays", () => {
    const first = newMatchItem({
      id: 'M1',
      showId: 'SHOW',
      position: 1,
      sides: [['RHEA'], ['LIV']],
      stipulation: null,
      championshipId: null,
      updatedAt: AT,
    });
    const added = puts(appearedWrites(db, 'SHOW', [], [first])) as unknown as LinkItem[];
    expect(added.map((l) => [l.toId, l.vs])).toEqual([
      ['RHEA', ['LIV']],
      ['LIV', ['RHEA']],
    ]);
    const second = { ...first, id: 'M2', position: 2, sides: [['IYO'], ['LIV']] };
    const writes = appearedWrites(db, 'SHOW', added, [second]);
    expect((puts(writes) as unknown as LinkItem[]).map((l) => [l.toId, l.vs])).toEqual([
      ['IYO', ['LIV']],
      ['LIV', ['IYO']],
    ]);
    expect(deletes(writes)).toEqual([{ PK: added[0]?.PK, SK: added[0]?.SK }]);
    expect(appearedWrites(db, 'SHOW', added, [first])).toEqual([]);
  });
});

describe("a card's version and a show's status", () => {
  const show = entity('SHOW', 'show', { status: 'scheduled' });

  it('every card change moves the version on from the one read', () => {
    expect(bumpCard(db, show).Update).toMatchObject({
      ConditionExpression: 'attribute_not_exists(cardVersion)',
      ExpressionAttributeValues: { ':next': 1 },
    });
    expect(bumpCard(db, { ...show, cardVersion: 3 }).Update).toMatchObject({
      ConditionExpression: 'cardVersion = :seen',
      ExpressionAttributeValues: { ':next': 4, ':seen': 3 },
    });
  });

  it("a status change is conditioned on the show's updatedAt and on its card as read", () => {
    expect(showStatusUpdate(db, { ...show, cardVersion: 2 }, 'live', AT).Update).toMatchObject({
      ConditionExpression: 'updatedAt = :seen AND cardVersion = :card',
      ExpressionAttributeValues: { ':status': 'live', ':now': AT, ':seen': AT, ':card': 2 },
    });
  });
});
