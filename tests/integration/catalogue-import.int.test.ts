/**
 * The catalogue import on the real local table: a file written whole, a second run changing nothing,
 * a changed file updating only what changed, a broken file refused with a report and nothing written.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { entityIdBySlug, getEntity } from '../../functions/data/catalogue/entities';
import { catalogueAuditEntries, entityPartition, rosterLinksOf } from '../../functions/data/catalogue/import';
import { entityKey } from '../../functions/data/catalogue/items';
import { getDb } from '../../functions/data/client';
import { type ImportReport, importCatalogue } from '../../functions/domain/catalogue/import';
import { CATALOGUE_TEXTS, CATALOGUE_RULE_TEXTS as RULES } from '../../shared/messages-wrestling';
import type { CatalogueFile } from '../../shared/schemas/catalogue-import';
import { KEYS } from '../../shared/table';
import { api } from './helpers';
import { adminMember } from './social-helpers';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const s = (slug: string) => `${slug}-${run}`;
const qid = `Q${Date.now()}${Math.floor(Math.random() * 1000)}`;
const db = () => getDb();
const importFile = (file: unknown) => importCatalogue(db(), file, { actorId: 'test', source: 'test.json' });

const showStart = '2026-11-23T01:00:00.000Z';

function catalogue(): CatalogueFile {
  return {
    version: 1,
    promotions: [
      {
        ref: s('promo'),
        externalIds: { wikidata: qid },
        name: `Test Promotion ${run}`,
        shortName: 'TP',
        country: 'United States',
        founded: 1999,
        website: null,
        active: true,
        colors: { primary: '#112233', secondary: '#ffffff' },
      },
    ],
    wrestlers: [
      {
        ref: s('ace'),
        name: 'The Ace',
        akas: ['Ace'],
        promotions: [s('promo')],
        status: 'active',
        debutYear: 2005,
      },
      { ref: s('rival'), name: 'The Rival', promotions: [s('promo')], status: 'active' },
      {
        ref: s('third'),
        name: 'The Third',
        promotions: [s('promo')],
        status: 'inactive',
        hometown: 'Nowhere',
      },
    ],
    teams: [
      {
        ref: s('duo'),
        name: 'The Duo',
        teamKind: 'team',
        promotions: [s('promo')],
        members: [{ wrestler: s('rival'), from: '2020-01-01' }, { wrestler: s('third') }],
      },
    ],
    championships: [
      {
        ref: s('title'),
        name: 'Test Title',
        promotion: s('promo'),
        division: "Men's",
        active: true,
        holders: [s('ace')],
      },
    ],
    shows: [
      {
        ref: s('show'),
        name: 'Test Weekly',
        promotion: s('promo'),
        showKind: 'weekly',
        startsAt: showStart,
        timeZone: 'America/New_York',
        endsAt: '2026-11-23T04:00:00.000Z',
        hashtag: 'TestWeekly',
        status: 'finished',
        demo: true,
        card: [
          { position: 1, sides: [[s('rival')], [s('third')]], result: { winnerSide: 1, method: 'pinfall' } },
          {
            position: 2,
            sides: [[s('ace')], [s('duo')]],
            championship: s('title'),
            result: { winnerSide: 0, method: 'submission', durationSeconds: 900 },
          },
        ],
      },
    ],
    reigns: [
      { championship: s('title'), holders: [s('rival')], from: '2025-01-10', to: '2026-03-01' },
      { championship: s('title'), holders: [s('ace')], from: '2026-03-01', to: null },
    ],
  };
}

/** Every item of every entity the file names (partitions, roster links), and their slug markers. */
async function snapshot(slugs: string[]) {
  const out: Record<string, unknown[]> = {};
  for (const slug of slugs) {
    const id = await entityIdBySlug(db(), slug);
    if (!id) throw new Error(`no ${slug}`);
    const items = [...(await entityPartition(db(), id)), ...(await rosterLinksOf(db(), id))];
    out[slug] = items.sort((a, b) => `${a.PK}${a.SK}`.localeCompare(`${b.PK}${b.SK}`));
  }
  return out;
}
const allSlugs = ['promo', 'ace', 'rival', 'third', 'duo', 'title', 'show'].map(s);
const totals = (report: ImportReport) =>
  Object.values(report.counts).reduce(
    (t, c) => ({
      created: t.created + c.created,
      updated: t.updated + c.updated,
      deleted: t.deleted + c.deleted,
    }),
    { created: 0, updated: 0, deleted: 0 },
  );

describe('catalogue import', () => {
  it('writes a file whole, and a second run of it changes nothing', async () => {
    const first = await importFile(catalogue());
    expect(first.problems).toEqual([]);
    expect(first.written).toBe(true);
    expect(first.counts.promotion).toMatchObject({ created: 1, updated: 0 });
    expect(first.counts.wrestler).toMatchObject({ created: 3 });
    expect(first.counts.show).toMatchObject({ created: 1 });
    expect(first.counts.match).toMatchObject({ created: 2 });
    expect(first.counts.reign).toMatchObject({ created: 2 });
    // roster 4, member 2, holder 1, appeared 4
    expect(first.counts.link).toMatchObject({ created: 11, deleted: 0 });

    const promo = await getEntity(db(), (await entityIdBySlug(db(), s('promo'))) as string);
    const ace = await getEntity(db(), (await entityIdBySlug(db(), s('ace'))) as string);
    const show = await getEntity(db(), (await entityIdBySlug(db(), s('show'))) as string);
    expect(ace).toMatchObject({ kind: 'wrestler', name: 'The Ace', promotionIds: [promo?.id], demo: false });
    // Others take their promotion's colours; the show is demo data; its id is a ULID of its start.
    expect(ace?.colors).toEqual({ primary: '#112233', secondary: '#ffffff' });
    expect(show).toMatchObject({ demo: true, startsAt: showStart, promotionId: promo?.id });
    const { ulid } = await import('../../functions/lib/ulid');
    expect(show?.id.slice(0, 10)).toBe(ulid(Date.parse(showStart)).slice(0, 10));
    // The external id finds it: a marker holds the id.
    const { entityIdByExternalId } = await import('../../functions/data/catalogue/entities');
    expect(await entityIdByExternalId(db(), 'wikidata', qid)).toBe(promo?.id);

    const before = await snapshot(allSlugs);
    const showItems = before[s('show')] as Record<string, unknown>[];
    const matches = showItems.filter((i) => i.type === 'match');
    expect(matches.map((m) => m.position).sort()).toEqual([1, 2]);
    expect(matches.find((m) => m.position === 2)).toMatchObject({
      status: 'finished',
      demo: true,
      result: { winnerSide: 0, method: 'submission', durationSeconds: 900, titleChange: false },
    });
    const title = before[s('title')] as Record<string, unknown>[];
    expect(title.filter((i) => i.type === 'reign').map((r) => [r.from, r.to])).toEqual([
      ['2025-01-10', '2026-03-01'],
      ['2026-03-01', null],
    ]);
    expect(title.filter((i) => i.rel === 'holder').map((l) => l.toId)).toEqual([ace?.id]);

    const audits = await catalogueAuditEntries(db(), 50);
    expect(audits.find((a) => a.id === first.auditId)).toMatchObject({
      action: 'import',
      actorId: 'test',
      counts: { wrestler: { created: 3 } },
    });
    // The admins' audit log answers the run as its contract says (the gateway checks every answer).
    const admin = await adminMember(`Import Auditor ${run}`);
    const log = await api('/api/admin/catalogue-audit?limit=50', { token: admin.idToken });
    expect(log.status, log.text).toBe(200);
    const entries = log.json as unknown as Record<string, unknown>[];
    expect(entries.find((e) => e.id === first.auditId)).toMatchObject({
      action: 'import',
      entityId: null,
      kind: null,
      before: null,
      after: { source: 'test.json', counts: { wrestler: { created: 3 } } },
    });

    const second = await importFile(catalogue());
    expect(second.written).toBe(true);
    expect(totals(second)).toEqual({ created: 0, updated: 0, deleted: 0 });
    expect(second.counts.wrestler.unchanged).toBe(3);
    expect(second.counts.link.unchanged).toBe(11);
    expect(await snapshot(allSlugs)).toEqual(before);
  });

  it("writes a wrestler's division and a title match's championship on its appeared links, and gives a championship stored without its promotion's index keys those keys on the next run", async () => {
    const c = (slug: string) => `${slug}-${run}c`;
    const file = JSON.parse(JSON.stringify(catalogue()).replaceAll(`-${run}"`, `-${run}c"`)) as CatalogueFile;
    delete file.promotions?.[0]?.externalIds;
    const [ace] = file.wrestlers ?? [];
    if (!ace) throw new Error('fixture');
    ace.division = 'women';
    expect((await importFile(file)).written).toBe(true);
    const aceId = (await entityIdBySlug(db(), c('ace'))) as string;
    const titleId = (await entityIdBySlug(db(), c('title'))) as string;
    const promoId = (await entityIdBySlug(db(), c('promo'))) as string;
    expect(await getEntity(db(), aceId)).toMatchObject({ division: 'women' });
    expect(await getEntity(db(), (await entityIdBySlug(db(), c('rival'))) as string)).toMatchObject({
      division: null,
    });
    const showItems = await entityPartition(db(), (await entityIdBySlug(db(), c('show'))) as string);
    expect(showItems.find((i) => i.rel === 'appeared' && i.toId === aceId)).toMatchObject({
      championshipId: titleId,
    });
    const title = await getEntity(db(), titleId);
    expect(title).toMatchObject({ GSI3PK: `${KEYS.entity.gsi3Titles}${promoId}` });

    // As stored before championships had them: the next run of the same file writes them.
    await db().doc.send(
      new UpdateCommand({
        TableName: db().table,
        Key: entityKey(titleId),
        UpdateExpression: 'REMOVE GSI3PK, GSI3SK',
      }),
    );
    const again = await importFile(file);
    expect(again.counts.championship).toMatchObject({ updated: 1, unchanged: 0 });
    expect(again.counts.wrestler).toMatchObject({ updated: 0, unchanged: 3 });
    expect(await getEntity(db(), titleId)).toMatchObject({
      GSI3PK: `${KEYS.entity.gsi3Titles}${promoId}`,
      GSI3SK: title?.GSI3SK,
    });
    expect(totals(await importFile(file))).toEqual({ created: 0, updated: 0, deleted: 0 });
  });

  it('updates only what changed, keeps ids, and removes the relations the file no longer gives', async () => {
    // A fresh set of slugs for this test (the file references them all).
    const b = (slug: string) => `${slug}-${run}b`;
    const fresh = JSON.parse(
      JSON.stringify(catalogue()).replaceAll(`-${run}"`, `-${run}b"`),
    ) as CatalogueFile;
    delete fresh.promotions?.[0]?.externalIds;
    expect((await importFile(fresh)).written).toBe(true);
    const showId = await entityIdBySlug(db(), b('show'));
    const aceId = await entityIdBySlug(db(), b('ace'));

    const changed = JSON.parse(JSON.stringify(fresh)) as CatalogueFile;
    const [ace, rival] = changed.wrestlers ?? [];
    if (!ace || !rival) throw new Error('fixture');
    ace.name = 'The Ace Renamed';
    rival.promotions = [];
    const duo = changed.teams?.[0];
    if (!duo) throw new Error('fixture');
    duo.members = duo.members.slice(0, 1);
    const card = changed.shows?.[0]?.card ?? [];
    card.splice(0, 1);
    const report = await importFile(changed);
    expect(report.problems).toEqual([]);
    expect(report.counts.wrestler).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    expect(report.counts.team).toMatchObject({ updated: 1 });
    expect(report.counts.show).toMatchObject({ unchanged: 1 });
    expect(report.counts.match).toMatchObject({ created: 0, unchanged: 1, deleted: 1 });
    // the rival's roster link, the third's member link, the third's and the rival's appearances
    expect(report.counts.link).toMatchObject({ created: 0, deleted: 4 });
    expect(await entityIdBySlug(db(), b('show'))).toBe(showId);
    expect(await getEntity(db(), aceId as string)).toMatchObject({ id: aceId, name: 'The Ace Renamed' });
    const rivalId = (await entityIdBySlug(db(), b('rival'))) as string;
    expect(await rosterLinksOf(db(), rivalId)).toEqual([]);
    const again = await importFile(changed);
    expect(totals(again)).toEqual({ created: 0, updated: 0, deleted: 0 });
  });

  it('refuses a broken file with a report naming each problem, and writes nothing', async () => {
    const audits = (await catalogueAuditEntries(db(), 100)).length;
    const file = JSON.parse(JSON.stringify(catalogue()).replaceAll(`-${run}"`, `-${run}x"`)) as CatalogueFile;
    const x = (slug: string) => `${slug}-${run}x`;
    const [ace, rival] = file.wrestlers ?? [];
    if (!ace || !rival) throw new Error('fixture');
    ace.promotions = [x('no-such-promotion')];
    rival.ref = x('third');
    const show = file.shows?.[0];
    if (!show) throw new Error('fixture');
    show.endsAt = '2026-11-22T23:00:00.000Z';
    const [first, second] = show.card;
    if (!first || !second) throw new Error('fixture');
    second.position = 1;
    first.result = { winnerSide: 2 };
    const report = await importFile(file);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        `wrestler ${x('ace')}: promotion "${x('no-such-promotion')}" is not in the file or the catalogue`,
        `wrestler ${x('third')}: slug "${x('third')}" is used twice (also wrestler ${x('third')})`,
        `show ${x('show')}: ${RULES.showEndsBeforeStart}`,
        `show ${x('show')}: match 2 (position 1): ${RULES.positionTaken(1)}`,
        `show ${x('show')}: match 1 (position 1): ${RULES.noSuchSide(2, 2)}`,
      ]),
    );
    for (const slug of ['promo', 'ace', 'third', 'duo', 'title', 'show'])
      expect(await entityIdBySlug(db(), x(slug))).toBeNull();
    expect((await catalogueAuditEntries(db(), 100)).length).toBe(audits);

    // A shape problem names the record too.
    const bad = await importFile({
      version: 1,
      wrestlers: [{ ref: x('odd'), name: 'Odd', promotions: [], status: 'busy' }],
    });
    expect(bad.written).toBe(false);
    expect(bad.problems[0]).toMatch(new RegExp(`^wrestlers\\[0\\] \\(${x('odd')}\\): status: `));
    expect(await entityIdBySlug(db(), x('odd'))).toBeNull();
  });

  it('cleans names and texts as the admin routes do, and refuses one that shows nothing, naming the record', async () => {
    const c = (slug: string) => `${slug}-${run}c`;
    const clean = await importFile({
      version: 1,
      wrestlers: [
        {
          ref: c('neat'),
          name: '\u202ENeat\u200B Kid\u2066',
          akas: ['\u2067The\u2060 Kid'],
          promotions: [],
          status: 'active',
          hometown: '\uFEFFOsaka\u202C',
        },
      ],
    });
    expect(clean.problems).toEqual([]);
    const neat = await getEntity(db(), (await entityIdBySlug(db(), c('neat'))) as string);
    expect(neat).toMatchObject({ name: 'Neat Kid', akas: ['The Kid'], hometown: 'Osaka' });

    const invisible = await importFile({
      version: 1,
      wrestlers: [{ ref: c('ghost'), name: '\u200B\u2060', promotions: [], status: 'active' }],
      shows: [],
    });
    expect(invisible.written).toBe(false);
    expect(invisible.problems).toEqual([
      `wrestlers[0] (${c('ghost')}): name: ${CATALOGUE_TEXTS.nameRequired}`,
    ]);
    expect(await entityIdBySlug(db(), c('ghost'))).toBeNull();
  });
});
