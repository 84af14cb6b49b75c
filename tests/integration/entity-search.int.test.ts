/**
 * Finding the catalogue (issue 35, "Finding things") on the real local cloud: short names ("AEW") and
 * also-known-as names of every kind, any case, with or without accents; the shows of one name nearest
 * first, each with its start and status; and entities written in the index's older layout brought up
 * to date (by the migration and by an import).
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { batchWrite } from '../../functions/data/batch';
import { getEntity } from '../../functions/data/catalogue/entities';
import { entityKey } from '../../functions/data/catalogue/items';
import {
  ENTITY_SEARCH_CANDIDATES,
  ENTITY_SEARCH_VERSION,
  entitySearchKey,
  reindexEntitySearchPage,
  seriesSearchKey,
} from '../../functions/data/catalogue/search';
import { getDb } from '../../functions/data/client';
import { importCatalogue } from '../../functions/domain/catalogue/import';
import { putFixtureEntity } from '../../scripts/local/seed-catalogue';
import type { EntitySearchResult } from '../../shared/schemas/entities';
import { type EntityKind, SHOW_STATUSES } from '../../shared/schemas/wrestling';
import { foldText } from '../../shared/search';
import { api } from './helpers';
import { type Member, member } from './social-helpers';

const run = Date.now().toString(36);
const db = () => getDb();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function search(fan: Member, q: string, kind?: EntityKind): Promise<EntitySearchResult[]> {
  const path = `/api/entities/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`;
  const res = await api(path, { token: fan.idToken });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as unknown as EntitySearchResult[];
}
const ids = (list: { id: string }[]) => list.map((e) => e.id);

const promotion = (slug: string, name: string, shortName: string) =>
  putFixtureEntity(db(), {
    kind: 'promotion',
    slug: `${slug}-${run}`,
    name,
    shortName,
    country: 'Mexico',
    founded: 1933,
    website: null,
    active: true,
  });

const show = (name: string, promotionId: string, offsetMs: number, status: string, slug: string) =>
  putFixtureEntity(db(), {
    kind: 'show',
    slug: `${slug}-${run}`,
    name,
    promotionId,
    showKind: 'weekly',
    startsAt: new Date(Date.now() + offsetMs).toISOString(),
    endsAt: new Date(Date.now() + offsetMs + 3 * HOUR).toISOString(),
    timeZone: 'America/New_York',
    venue: null,
    city: null,
    hashtag: null,
    status,
  });

describe('entity search: names fans use', () => {
  it('finds a promotion by its three-letter short name, in any case, before names that only start with it', async () => {
    const fan = await member(`Acronym fan ${run}`);
    // A unique three-letter code per run: letters from the run id.
    const code = `Q${run
      .replace(/[^a-z]/g, '')
      .slice(-2)
      .padEnd(2, 'x')}`.toUpperCase();
    const promo = await promotion('qjx', `Quetzal Lucha Libre ${run}`, code);
    const other = await putFixtureEntity(db(), {
      kind: 'wrestler',
      slug: `starts-with-code-${run}`,
      name: `${code}avier ${run}`,
      akas: [],
      promotionIds: [promo.id],
      status: 'active',
      hometown: null,
      debutYear: null,
    });
    for (const q of [code, code.toLowerCase(), `${code[0]}${code.slice(1).toLowerCase()}`]) {
      const found = await search(fan, q);
      expect(ids(found)[0], q).toBe(promo.id);
      expect(ids(found)).toContain(other.id);
    }
    // Onboarding's "tap to follow" and the tag picker ask the same route (with and without a kind).
    expect(ids(await search(fan, code, 'promotion'))).toEqual([promo.id]);
    expect(ids(await search(fan, `${code} ${run}`)).sort()).toEqual([promo.id, other.id].sort());
  });

  it('finds every kind by its also-known-as names, and accents and case never matter', async () => {
    const fan = await member(`Accent fan ${run}`);
    const promo = await promotion('cmll', `Consejo Mundial ${run}`, 'CMLL');
    const wrestler = await putFixtureEntity(db(), {
      kind: 'wrestler',
      slug: `angel-${run}`,
      name: `Ángel Ñandú ${run}`,
      akas: [`El Pájaro ${run}`],
      promotionIds: [promo.id],
      status: 'active',
      hometown: null,
      debutYear: null,
    });
    // Akas on a kind whose admin form has none (a team): indexed all the same.
    const team = await putFixtureEntity(db(), {
      kind: 'team',
      slug: `gueros-${run}`,
      name: `Los Güeros del Cielo ${run}`,
      akas: [`LGC ${run}`],
      teamKind: 'stable',
      promotionIds: [promo.id],
      members: [],
    });
    const title = await putFixtureEntity(db(), {
      kind: 'championship',
      slug: `campeonato-${run}`,
      name: `Campeonato Mundial Peso Completo ${run}`,
      promotionId: promo.id,
      division: null,
      active: true,
      holderIds: [],
    });
    expect(ids(await search(fan, `angel nandu ${run}`))).toEqual([wrestler.id]);
    expect(ids(await search(fan, `ÁNGEL ${run}`))).toEqual([wrestler.id]);
    expect(ids(await search(fan, `pajaro ${run}`))).toEqual([wrestler.id]);
    expect(ids(await search(fan, `PÁJARO ${run}`))).toEqual([wrestler.id]);
    expect(ids(await search(fan, `gueros ${run}`))).toEqual([team.id]);
    expect(ids(await search(fan, `lgc ${run}`))).toEqual([team.id]);
    expect(ids(await search(fan, `CAMPEONATO peso ${run}`))).toEqual([title.id]);
    expect(ids(await search(fan, `cmll ${run}`, 'promotion'))).toEqual([promo.id]);
    expect(ids(await search(fan, 'Cmll', 'promotion'))).toContain(promo.id);
  });
});

describe('entity search: shows of one name', () => {
  it('lists the shows of a name nearest first (live, last night, the next one...), each with its start and status', async () => {
    const fan = await member(`Show finder ${run}`);
    const promo = await promotion('zeta-promo', `Zed Promotion ${run}`, `ZP${run}`);
    const name = `Zeta Weekly ${run}`;
    const at = async (offsetMs: number, status: string, n: number) =>
      show(name, promo.id, offsetMs, status, `zeta-${n}`);
    const weeksAgo2 = await at(-14 * DAY, 'finished', 1);
    const weekAgo = await at(-7 * DAY, 'finished', 2);
    const lastNight = await at(-20 * HOUR, 'finished', 3);
    const live = await at(-1 * HOUR, 'live', 4);
    const inTwoDays = await at(2 * DAY, 'scheduled', 5);
    const inNineDays = await at(9 * DAY, 'scheduled', 6);
    const inSixteenDays = await at(16 * DAY, 'scheduled', 7);
    await at(23 * DAY, 'scheduled', 8);
    // A wrestler with the same word comes before the shows.
    const kid = await putFixtureEntity(db(), {
      kind: 'wrestler',
      slug: `zeta-kid-${run}`,
      name: `Zeta Kid ${run}`,
      akas: [],
      promotionIds: [promo.id],
      status: 'active',
      hometown: null,
      debutYear: null,
    });

    const found = await search(fan, `zeta weekly ${run}`);
    // Three on each side of now, by distance: the live one first.
    expect(ids(found)).toEqual([
      live.id,
      lastNight.id,
      inTwoDays.id,
      weekAgo.id,
      inNineDays.id,
      inSixteenDays.id,
    ]);
    expect(found.map((s) => s.name)).toEqual(Array(6).fill(name));
    for (const s of found) {
      const stored = await getEntity(db(), s.id);
      expect(s.startsAt).toBe(stored?.startsAt);
      expect(s.status).toBe(stored?.status);
      expect(SHOW_STATUSES).toContain(s.status);
    }
    expect(found[0]?.status).toBe('live');
    expect(ids(await search(fan, `ZETA ${run}`))).toEqual([
      kid.id,
      live.id,
      lastNight.id,
      inTwoDays.id,
      weekAgo.id,
      inNineDays.id,
      inSixteenDays.id,
    ]);
    expect(ids(await search(fan, `weekly ${run}`, 'show'))[0]).toBe(live.id);
    expect(ids(await search(fan, `zeta ${run}`, 'show'))).not.toContain(kid.id);
    expect(ids(await search(fan, `zeta ${run}`, 'show'))).not.toContain(weeksAgo2.id);
    // Other kinds carry no start or status.
    const kidFound = (await search(fan, `zeta kid ${run}`))[0];
    expect(kidFound?.id).toBe(kid.id);
    expect(kidFound).not.toHaveProperty('startsAt');
    expect(kidFound).not.toHaveProperty('status');
  });

  it('finds this week’s show of a name with more past shows than a search reads candidates', async () => {
    const fan = await member(`Long series fan ${run}`);
    const promo = await promotion('omega-promo', `Omega Promotion ${run}`, `OP${run}`);
    const name = `Omega Nightly ${run}`;
    for (let week = ENTITY_SEARCH_CANDIDATES + 5; week >= 2; week--)
      await show(name, promo.id, -week * 7 * DAY, 'finished', `omega-old-${week}`);
    const tonight = await show(name, promo.id, 2 * HOUR, 'scheduled', 'omega-tonight');
    const lastWeek = await show(name, promo.id, -7 * DAY + HOUR, 'finished', 'omega-last');
    const found = await search(fan, `omega nightly ${run}`);
    expect(ids(found).slice(0, 2)).toEqual([tonight.id, lastWeek.id]);
    // One index entry per word for the whole series, however many shows it has.
    const entry = await db().doc.send(
      new GetCommand({
        TableName: db().table,
        Key: seriesSearchKey('omega', foldText(name)),
      }),
    );
    expect(entry.Item).toMatchObject({ kind: 'show', series: foldText(name), showKind: 'weekly' });
  });
});

describe('entity search: entities indexed before short names and series', () => {
  /** Takes an entity back to the first layout: no `searchVersion`, entries for its name and akas by id. */
  async function asFirstLayout(id: string, words: string[], drop: { PK: string; SK: string }[]) {
    await db().doc.send(
      new UpdateCommand({
        TableName: db().table,
        Key: entityKey(id),
        UpdateExpression: 'REMOVE searchVersion',
      }),
    );
    for (const key of drop) await db().doc.send(new DeleteCommand({ TableName: db().table, Key: key }));
    await batchWrite(
      db(),
      words.map((word) => ({ put: { ...entitySearchKey(word, id), type: 'entity-search', entityId: id } })),
    );
  }

  it('the migration gives them their entries: the short name finds the promotion, the show its series', async () => {
    const fan = await member(`Migrated fan ${run}`);
    const code = `GX${run}`.toUpperCase();
    const promo = await promotion('gx', `Game Changer X ${run}`, code);
    const showName = `Gx Spectacle ${run}`;
    const old = await show(showName, promo.id, DAY, 'scheduled', 'gx-show');
    const series = foldText(showName);
    await asFirstLayout(
      promo.id,
      ['game', 'changer', 'x', run],
      [entitySearchKey(code.toLowerCase(), promo.id)],
    );
    await asFirstLayout(
      old.id,
      ['gx', 'spectacle', run],
      ['gx', 'spectacle', run].map((w) => seriesSearchKey(w, series)),
    );
    expect(ids(await search(fan, code))).toEqual([]);

    let cursor: Record<string, unknown> | undefined;
    let rewritten = 0;
    for (const kind of ['promotion', 'show'] as const) {
      do {
        const page = await reindexEntitySearchPage(db(), kind, cursor);
        rewritten += page.rewritten;
        cursor = page.next;
      } while (cursor);
    }
    expect(rewritten).toBeGreaterThanOrEqual(2);
    expect(ids(await search(fan, code))).toEqual([promo.id]);
    expect(ids(await search(fan, `spectacle ${run}`))).toEqual([old.id]);
    expect((await getEntity(db(), promo.id))?.searchVersion).toBe(ENTITY_SEARCH_VERSION);
    // The show's own entries of the first layout are gone; its series' are there.
    const get = (key: { PK: string; SK: string }) =>
      db().doc.send(new GetCommand({ TableName: db().table, Key: key }));
    expect((await get(entitySearchKey('spectacle', old.id))).Item).toBeUndefined();
    expect((await get(seriesSearchKey('spectacle', series))).Item).toBeDefined();
    // A second run has nothing left to do for them.
    const again = await reindexEntitySearchPage(db(), 'promotion');
    expect(again.rewritten).toBe(0);
  });

  it('an import of unchanged facts gives them their entries too', async () => {
    const fan = await member(`Imported fan ${run}`);
    const code = `IM${run}`.toUpperCase();
    const promo = await promotion('imp', `Import Me ${run}`, code);
    await asFirstLayout(promo.id, ['import', 'me', run], [entitySearchKey(code.toLowerCase(), promo.id)]);
    expect(ids(await search(fan, code))).toEqual([]);
    const report = await importCatalogue(
      db(),
      {
        version: 1,
        promotions: [
          {
            ref: promo.slug,
            name: promo.name,
            shortName: code,
            country: 'Mexico',
            founded: 1933,
            website: null,
            active: true,
            colors: promo.colors,
          },
        ],
      },
      { actorId: 'test', source: 'test.json' },
    );
    expect(report.written, JSON.stringify(report)).toBe(true);
    expect(report.counts.promotion).toMatchObject({ created: 0, updated: 1 });
    expect(ids(await search(fan, code))).toEqual([promo.id]);
  });

  it('an import (and the seed’s fresh-table import) writes the weeks of a show name with its series entries once', async () => {
    const fan = await member(`Series importer ${run}`);
    for (const [n, freshTable] of [
      [1, false],
      [2, true],
    ] as const) {
      const name = `Kappa Night ${n} ${run}`;
      const week = (w: number) => ({
        ref: `kappa-${n}-${w + 10}-${run}`,
        name,
        promotion: `kappa-promo-${n}-${run}`,
        showKind: 'weekly' as const,
        startsAt: new Date(Date.now() + w * 7 * DAY).toISOString(),
        endsAt: new Date(Date.now() + w * 7 * DAY + 3 * HOUR).toISOString(),
        timeZone: 'America/New_York',
        status: w < 0 ? ('finished' as const) : ('scheduled' as const),
        card: [],
      });
      const report = await importCatalogue(
        db(),
        {
          version: 1,
          promotions: [
            {
              ref: `kappa-promo-${n}-${run}`,
              name: `Kappa Promotion ${n} ${run}`,
              shortName: `KP${n}`,
              country: 'Japan',
              founded: null,
              website: null,
              active: true,
              colors: { primary: '#123456', secondary: '#ffffff' },
            },
          ],
          shows: [-2, -1, 1, 2].map(week),
        },
        { actorId: 'test', source: 'test.json', freshTable },
      );
      expect(report.written, JSON.stringify(report.problems)).toBe(true);
      expect(report.counts.show.created).toBe(4);
      const found = await search(fan, `kappa night ${n} ${run}`);
      expect(found.map((s) => s.name)).toEqual(Array(4).fill(name));
      expect(found.map((s) => s.status).sort()).toEqual(['finished', 'finished', 'scheduled', 'scheduled']);
    }
  });
});
