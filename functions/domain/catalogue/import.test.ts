/**
 * The import's steps on their own (./import-check.ts, ./import-match.ts, ./import-write.ts): the real
 * checks, matching and item building, with what is stored given as data (no table). The whole run
 * against DynamoDB Local: tests/integration/catalogue-import.int.test.ts.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { IMPORT_TEXTS, CATALOGUE_RULE_TEXTS as R } from '../../../shared/messages-wrestling';
import { entityWrites } from '../../data/catalogue/entities';
import { relationWrites } from '../../data/catalogue/import';
import { type EntityItem, type LinkItem, type MatchItem, matchItem } from '../../data/catalogue/items';
import { ulid } from '../../lib/ulid';
import { factProblems, readFile } from './import-check';
import { assignIds, entityChanges, type Found, matchRecords, storedKindOf } from './import-match';
import { desiredRelations } from './import-write';

const db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };
const NOW = '2026-11-28T12:00:00.000Z';
const START = '2026-11-23T01:00:00.000Z';

const promotion = (ref: string) => ({
  ref,
  name: ref.toUpperCase(),
  shortName: ref.toUpperCase(),
  country: 'USA',
  founded: 1980,
  website: null,
  active: true,
  colors: { primary: '#112233', secondary: '#ffffff' },
});
const wrestler = (ref: string, extra: object = {}) => ({
  ref,
  name: ref,
  promotions: ['wwe'],
  status: 'active',
  ...extra,
});
const show = (ref: string, extra: object = {}) => ({
  ref,
  name: 'WWE Raw',
  promotion: 'wwe',
  showKind: 'weekly',
  startsAt: START,
  timeZone: 'America/New_York',
  endsAt: '2026-11-23T04:00:00.000Z',
  status: 'finished',
  card: [{ position: 1, sides: [['rhea'], ['liv']], championship: 'women', result: { winnerSide: 0 } }],
  ...extra,
});
/** A file that passes every check. */
const goodFile = () => ({
  version: 1,
  promotions: [promotion('wwe')],
  wrestlers: [wrestler('rhea', { externalIds: { wikidata: 'Q1' } }), wrestler('liv')],
  teams: [
    {
      ref: 'judgment',
      name: 'Judgment Day',
      teamKind: 'stable',
      promotions: ['wwe'],
      members: [{ wrestler: 'rhea' }],
    },
  ],
  championships: [{ ref: 'women', name: 'Women', promotion: 'wwe', active: true, holders: ['rhea'] }],
  shows: [show('raw-1')],
  reigns: [{ championship: 'women', holders: ['rhea'], from: '2026-01-01', to: null }],
});
const nothingStored: Found = { slugIds: new Map(), externalIds: new Map(), stored: new Map() };

/** Checks a file against what is stored: the run's problems, in the run's order. */
function problemsOf(raw: unknown, found: Found = nothingStored): string[] {
  const { read, problems } = readFile(raw);
  if (!read) return problems;
  return [
    ...problems,
    ...matchRecords(read.records, found).problems,
    ...factProblems(read, storedKindOf(found)),
  ];
}

describe('the check step', () => {
  it('a good file has no problems', () => {
    expect(problemsOf(goodFile())).toEqual([]);
  });

  it('a bad shape names the record and the field, and nothing else is checked', () => {
    const file = goodFile();
    file.wrestlers[1] = wrestler('liv', { status: 'dancing' });
    const problems = problemsOf(file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^wrestlers\[1\] \(liv\): status: /);
    expect(problemsOf({ version: 2 })[0]).toMatch(/^file: version: /);
  });

  it('names every problem of a file, each after its record', () => {
    const file = {
      version: 1,
      promotions: [promotion('wwe')],
      wrestlers: [
        wrestler('rhea', { externalIds: { wikidata: 'Q1' } }),
        wrestler('liv', { externalIds: { wikidata: 'Q1' }, promotions: ['aew'] }),
        wrestler('rhea'),
      ],
      teams: [
        {
          ref: 'duo',
          name: 'Duo',
          teamKind: 'team',
          promotions: ['wwe'],
          members: [{ wrestler: 'liv', from: '2024-01-01', to: '2023-01-01' }, { wrestler: 'wwe' }],
        },
      ],
      championships: [{ ref: 'women', name: 'Women', promotion: 'wwe', active: true, holders: ['rhea'] }],
      shows: [
        show('raw-1', {
          endsAt: START,
          card: [
            { position: 1, sides: [['rhea'], ['liv']], result: { winnerSide: 2 } },
            { position: 1, sides: [['rhea'], ['rhea']], championship: 'liv' },
          ],
        }),
      ],
      reigns: [
        { championship: 'women', holders: ['liv'], from: '2026-01-01', to: null },
        { championship: 'women', holders: ['rhea'], from: '2026-02-01', to: '2026-01-01' },
        { championship: 'women', holders: ['liv'], from: '2026-03-01', to: null },
      ],
    };
    const match1 = 'show raw-1: match 1 (position 1)';
    const match2 = 'show raw-1: match 2 (position 1)';
    expect(problemsOf(file)).toEqual([
      IMPORT_TEXTS.externalIdTwice('wrestler liv', 'wikidata:Q1', 'wrestler rhea'),
      IMPORT_TEXTS.slugTwice('wrestler rhea', 'rhea', 'wrestler rhea'),
      IMPORT_TEXTS.unknownReference('wrestler liv', 'promotion', 'aew'),
      IMPORT_TEXTS.wrongKind('team duo', 'member', 'wwe', 'promotion', ['wrestler']),
      IMPORT_TEXTS.rule('team duo', R.memberLeavesBeforeJoining('liv')),
      IMPORT_TEXTS.rule('show raw-1', R.showEndsBeforeStart),
      IMPORT_TEXTS.rule(match1, R.noSuchSide(2, 2)),
      IMPORT_TEXTS.rule(match2, R.positionTaken(1)),
      IMPORT_TEXTS.rule(match2, R.twiceOnMatch('rhea')),
      IMPORT_TEXTS.wrongKind(match2, 'championship', 'liv', 'wrestler', ['championship']),
      IMPORT_TEXTS.rule('show raw-1', R.openMatches(1)),
      IMPORT_TEXTS.rule(
        'reign 2 (women from 2026-02-01)',
        R.reignEndsBeforeStart('2026-02-01', '2026-01-01'),
      ),
      IMPORT_TEXTS.secondOpenReign('reign 3 (women from 2026-03-01)'),
      IMPORT_TEXTS.holdersDifferFromReign('women'),
    ]);
  });

  it('a slug the file does not give is looked up among the stored entities', () => {
    const file = { version: 1, wrestlers: [wrestler('rhea', { promotions: ['wwe', 'aew', 'tna'] })] };
    const { read } = readFile(file);
    expect([...(read?.referenced ?? [])]).toEqual(['wwe', 'aew', 'tna']);
    const found: Found = {
      slugIds: new Map([
        ['aew', 'A'],
        ['tna', 'T'],
      ]),
      externalIds: new Map(),
      stored: new Map([
        ['A', { id: 'A', kind: 'promotion' } as EntityItem],
        ['T', { id: 'T', kind: 'wrestler' } as EntityItem],
      ]),
    };
    expect(problemsOf(file, found)).toEqual([
      IMPORT_TEXTS.unknownReference('wrestler rhea', 'promotion', 'wwe'),
      IMPORT_TEXTS.wrongKind('wrestler rhea', 'promotion', 'tna', 'wrestler', ['promotion']),
    ]);
  });
});

describe('the match step', () => {
  const stored = (id: string, kind: EntityItem['kind']) => ({ id, kind }) as EntityItem;

  it('finds a record by its external id first, then by its slug, and names what does not pair', () => {
    const { read } = readFile({
      version: 1,
      promotions: [promotion('wwe')],
      wrestlers: [
        wrestler('rhea', { externalIds: { wikidata: 'Q1' } }),
        wrestler('liv'),
        wrestler('iyo', { externalIds: { wikidata: 'Q3', cagematch: 'c3' } }),
        wrestler('bayley', { externalIds: { wikidata: 'Q4' } }),
      ],
    });
    if (!read) throw new Error('the file is good');
    const found: Found = {
      slugIds: new Map([
        ['rhea', 'OLD-RHEA-SLUG'],
        ['liv', 'LIV'],
        ['wwe', 'WWE'],
        ['bayley', 'SOMEONE'],
      ]),
      externalIds: new Map([
        ['wikidata:Q1', 'RHEA'],
        ['wikidata:Q3', 'IYO-1'],
        ['cagematch:c3', 'IYO-2'],
        ['wikidata:Q4', 'BAYLEY'],
      ]),
      stored: new Map(
        [stored('RHEA', 'wrestler'), stored('LIV', 'wrestler'), stored('WWE', 'wrestler')].map((e) => [
          e.id,
          e,
        ]),
      ),
    };
    const { storedIdOf, problems } = matchRecords(read.records, found);
    const idOf = (slug: string) => [...storedIdOf].find(([r]) => r.rec.ref === slug)?.[1];
    expect(idOf('rhea')).toBe('RHEA');
    expect(idOf('liv')).toBe('LIV');
    expect(idOf('iyo')).toBeUndefined();
    expect(problems).toEqual([
      IMPORT_TEXTS.slugOfAnother('wrestler rhea', 'rhea'),
      IMPORT_TEXTS.externalIdsDisagree('wrestler iyo', 2),
      IMPORT_TEXTS.slugOfAnother('wrestler bayley', 'bayley'),
      IMPORT_TEXTS.storedKind('promotion wwe', 'wwe', 'wrestler', 'promotion'),
    ]);
  });

  it('new entities are created (a show with a ULID of its start); a second run of the same facts is unchanged', () => {
    const { read } = readFile(goodFile());
    if (!read) throw new Error('the file is good');
    const first = assignIds(read, nothingStored, new Map());
    const created = entityChanges(first, NOW);
    expect(created.map((c) => `${c.kind}:${c.change}`)).toEqual([
      'promotion:created',
      'wrestler:created',
      'wrestler:created',
      'team:created',
      'championship:created',
      'show:created',
    ]);
    expect(first.idOf.get('raw-1')?.slice(0, 10)).toBe(ulid(Date.parse(START)).slice(0, 10));
    const items = created.flatMap((c) => (c.change === 'unchanged' ? [] : [c.item]));
    const rhea = items.find((i) => i.slug === 'rhea');
    expect(rhea).toMatchObject({ promotionIds: [first.idOf.get('wwe')], colors: promotion('wwe').colors });

    // What the first run stored (the items as entityWrites puts them), found by the second.
    const storedItems = items.map((item) => entityWrites(db, item, null)[0]?.Put?.Item as EntityItem);
    const found: Found = {
      slugIds: new Map(storedItems.map((i) => [i.slug, i.id])),
      externalIds: new Map([['wikidata:Q1', rhea?.id as string]]),
      stored: new Map(storedItems.map((i) => [i.id, i])),
    };
    const matched = matchRecords(read.records, found);
    expect(matched.problems).toEqual([]);
    const second = assignIds(read, found, matched.storedIdOf);
    expect(entityChanges(second, NOW).every((c) => c.change === 'unchanged')).toBe(true);

    // A changed name is an update over the stored item, updatedAt moving on.
    const renamed = goodFile();
    renamed.wrestlers[1] = wrestler('liv', { name: 'Liv Morgan' });
    const { read: again } = readFile(renamed);
    if (!again) throw new Error('the file is good');
    const third = assignIds(again, found, matchRecords(again.records, found).storedIdOf);
    const changes = entityChanges(third, NOW).filter((c) => c.change !== 'unchanged');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      change: 'updated',
      item: { name: 'Liv Morgan', sortName: 'liv morgan' },
    });
    expect(changes[0]?.change === 'updated' && changes[0].item.updatedAt > NOW).toBe(true);
  });
});

describe('the write step', () => {
  it('describes the links, matches and reigns each record owns', () => {
    const { read } = readFile(goodFile());
    if (!read) throw new Error('the file is good');
    const m = assignIds(read, nothingStored, new Map());
    const id = (slug: string) => m.idOf.get(slug) as string;
    const desired = desiredRelations(m, [], NOW);
    const links = desired.filter((d) => d.kind === 'link').map((d) => d.item as unknown as LinkItem);
    expect(links.map((l) => `${l.rel} ${l.fromId}->${l.toId}`).sort()).toEqual(
      [
        `roster ${id('wwe')}->${id('rhea')}`,
        `roster ${id('wwe')}->${id('liv')}`,
        `roster ${id('wwe')}->${id('judgment')}`,
        `member ${id('judgment')}->${id('rhea')}`,
        `holder ${id('women')}->${id('rhea')}`,
        `appeared ${id('raw-1')}->${id('rhea')}`,
        `appeared ${id('raw-1')}->${id('liv')}`,
      ].sort(),
    );
    const [match] = desired.filter((d) => d.kind === 'match').map((d) => d.item as unknown as MatchItem);
    expect(match).toMatchObject({
      showId: id('raw-1'),
      position: 1,
      sides: [[id('rhea')], [id('liv')]],
      championshipId: id('women'),
      status: 'finished',
      result: { winnerSide: 0, method: null, durationSeconds: null, titleChange: false },
    });
    expect(desired.filter((d) => d.kind === 'reign').map((d) => d.item)).toEqual([
      expect.objectContaining({
        championshipId: id('women'),
        holderIds: [id('rhea')],
        from: '2026-01-01',
        to: null,
      }),
    ]);
  });

  it('keeps the stored match id at a position and the holder links results marked, when the holders are the same', () => {
    const { read } = readFile(goodFile());
    if (!read) throw new Error('the file is good');
    const women = read.records.find((r) => r.rec.ref === 'women');
    const show = read.records.find((r) => r.rec.ref === 'raw-1');
    if (!women || !show) throw new Error('both are in the file');
    const m = assignIds(
      read,
      nothingStored,
      new Map([
        [women, 'WOMEN'],
        [show, 'SHOW'],
      ]),
    );
    const rhea = m.idOf.get('rhea') as string;
    const storedMatch = desiredRelations(m, [], NOW).find((d) => d.kind === 'match')
      ?.item as unknown as MatchItem;
    const marked = (desiredRelations(m, [], NOW).find(
      (d) => d.kind === 'link' && (d.item as unknown as LinkItem).rel === 'holder',
    )?.item ?? {}) as unknown as LinkItem;
    const lostThenWon: LinkItem = {
      ...marked,
      resultMarks: [{ lostAt: { showId: 'S1', matchId: 'M1' } }, { wonAt: { showId: 'S2', matchId: 'M2' } }],
    };
    const owned = [
      {
        kind: 'match' as const,
        item: matchItem({
          ...storedMatch,
          id: 'OLD-MATCH',
          updatedAt: '2026-01-01T00:00:00.000Z',
        }) as unknown as Record<string, unknown>,
      },
      { kind: 'link' as const, item: lostThenWon as unknown as Record<string, unknown> },
    ];
    const desired = desiredRelations(m, owned, NOW);
    expect(desired.find((d) => d.kind === 'match')?.item).toMatchObject({ id: 'OLD-MATCH' });
    const holderLinks = desired.filter((d) => (d.item as unknown as LinkItem).rel === 'holder');
    // The plain link first, then the stored one (the same key: the later one wins).
    expect(holderLinks.map((d) => (d.item as unknown as LinkItem).resultMarks)).toEqual([
      undefined,
      lostThenWon.resultMarks,
    ]);
    expect(holderLinks[1]?.item).toMatchObject({ toId: rhea });

    const counted: string[] = [];
    const requests = relationWrites(desired, owned, (kind, change) => counted.push(`${kind}:${change}`));
    expect(counted.filter((c) => c.startsWith('link:')).sort()).toEqual([
      'link:created',
      'link:created',
      'link:created',
      'link:created',
      'link:created',
      'link:created',
      'link:unchanged',
    ]);
    // The same match but for its updatedAt: unchanged.
    expect(counted.filter((c) => !c.startsWith('link:'))).toEqual(['match:unchanged', 'reign:created']);
    // The unchanged holder link and match are not written again; nothing is deleted.
    expect(requests).toHaveLength(7);
    expect(requests.every((r) => 'put' in r)).toBe(true);
  });
});
