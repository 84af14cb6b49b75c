/**
 * The generated part of the starter catalogue (docs/wrestling.md, "Seeding"): the weekly TV shows on
 * their usual nights for the last 2 and the next 4 weeks from `now`, and the premium live events
 * around them, each with a card: finished shows get full cards with results, upcoming ones
 * announced-style cards. Everything generated is demo data (`demo: true`): the names of the shows
 * and events are real, their dates, cards and results are not.
 *
 * The output is the import format (shared/schemas/catalogue-import.ts), so the seed loads it through
 * the import like any file. Deterministic for a given day: the same `now` gives the same file.
 *
 * Two fixed points for tests (scripts/local/seed-catalogue.ts had them as fixtures): WWE Raw airs
 * every 7 days from YESTERDAY (so yesterday's Raw is finished: Rhea Ripley beat Iyo Sky, then Cody
 * Rhodes beat CM Punk for the WWE Championship) and AEW Dynamite every 7 days from IN 3 DAYS (its
 * card: Jon Moxley vs Kenny Omega); the other shows keep their real nights.
 */
import type {
  CatalogueFile,
  ImportMatch,
  ImportShow,
  ImportTeam,
  ImportWrestler,
} from '../../shared/schemas/catalogue-import';

const DAY = 24 * 3600 * 1000;

/** Women's division (generated cards don't mix divisions in singles). */
const WOMEN = new Set(
  `rhea-ripley iyo-sky bianca-belair tiffany-stratton charlotte-flair becky-lynch liv-morgan raquel-rodriguez
  bayley lyra-valkyria nia-jax naomi jade-cargill asuka kairi-sane alexa-bliss roxanne-perez giulia
  stephanie-vaquer chelsea-green zoey-stark jacy-jayne kelani-jordan marina-shafir mercedes-mone toni-storm
  kris-statlander jamie-hayter thunder-rosa willow-nightingale harley-cameron hikaru-shida athena
  billie-starkz saya-kamitani starlight-kid momo-watanabe azm natsupoi suzu-suzuki maika hazuki
  masha-slamovich rosemary trish-stratus`.split(/\s+/),
);
/** Kept off generated cards: the fixed points' own matches use them. */
const FIXED = new Set(['rhea-ripley', 'iyo-sky', 'cody-rhodes', 'cm-punk', 'jon-moxley', 'kenny-omega']);
/** A promotion whose roster is too small for a card borrows its partner's. */
const PARTNER: Record<string, string> = { roh: 'aew' };

interface Series {
  ref: string;
  name: string;
  promotion: string;
  hashtag: string | null;
  /** UTC day of the week it starts on (0 Sunday), and its UTC start hour and length. */
  weekday: number;
  hourUtc: number;
  hours: number;
  timeZone: string;
  /** Days from today of one airing (fixed points), instead of `weekday`. */
  anchorDays?: number;
  venue?: string;
  city?: string;
}

/** Weekly TV, at their usual local evening (stored in UTC: a Monday 8 pm ET show starts Tuesday 01:00 UTC). */
const WEEKLY: Series[] = [
  {
    ref: 'wwe-raw',
    name: 'WWE Raw',
    promotion: 'wwe',
    hashtag: 'WWERaw',
    weekday: 2,
    hourUtc: 1,
    hours: 3,
    timeZone: 'America/New_York',
    anchorDays: -1,
  },
  {
    ref: 'wwe-nxt',
    name: 'WWE NXT',
    promotion: 'wwe',
    hashtag: 'WWENXT',
    weekday: 3,
    hourUtc: 1,
    hours: 2,
    timeZone: 'America/New_York',
  },
  {
    ref: 'wwe-smackdown',
    name: 'WWE SmackDown',
    promotion: 'wwe',
    hashtag: 'SmackDown',
    weekday: 6,
    hourUtc: 1,
    hours: 2,
    timeZone: 'America/New_York',
  },
  {
    ref: 'aew-dynamite',
    name: 'AEW Dynamite',
    promotion: 'aew',
    hashtag: 'AEWDynamite',
    weekday: 4,
    hourUtc: 0,
    hours: 2,
    timeZone: 'America/New_York',
    anchorDays: 3,
  },
  {
    ref: 'aew-collision',
    name: 'AEW Collision',
    promotion: 'aew',
    hashtag: 'AEWCollision',
    weekday: 0,
    hourUtc: 0,
    hours: 2,
    timeZone: 'America/New_York',
  },
  {
    ref: 'tna-impact',
    name: 'TNA iMPACT!',
    promotion: 'tna',
    hashtag: 'TNAiMPACT',
    weekday: 5,
    hourUtc: 1,
    hours: 2,
    timeZone: 'America/New_York',
  },
  {
    ref: 'roh-honor-club-tv',
    name: 'ROH Honor Club TV',
    promotion: 'roh',
    hashtag: 'ROH',
    weekday: 5,
    hourUtc: 0,
    hours: 1,
    timeZone: 'America/New_York',
  },
  {
    ref: 'cmll-viernes-espectaculares',
    name: 'CMLL Viernes Espectaculares',
    promotion: 'cmll',
    hashtag: null,
    weekday: 6,
    hourUtc: 2,
    hours: 3,
    timeZone: 'America/Mexico_City',
    venue: 'Arena México',
    city: 'Mexico City',
  },
];

/** Premium live events by their usual slot: month (1-12), UTC weekday, which one of the month (-1: last). */
interface Ple {
  name: string;
  promotion: string;
  month: number;
  weekday: number;
  nth: number;
  /** A fixed day of the month instead (Wrestle Kingdom is January 4). */
  day?: number;
  /** A special event rather than a premium live event. */
  special?: boolean;
  timeZone: string;
}
const PLES: Ple[] = [
  { name: 'WWE Royal Rumble', promotion: 'wwe', month: 1, weekday: 0, nth: -1, timeZone: 'America/New_York' },
  {
    name: 'WWE Elimination Chamber',
    promotion: 'wwe',
    month: 3,
    weekday: 0,
    nth: 1,
    timeZone: 'America/New_York',
  },
  { name: 'WrestleMania', promotion: 'wwe', month: 4, weekday: 0, nth: 2, timeZone: 'America/New_York' },
  { name: 'WWE Backlash', promotion: 'wwe', month: 5, weekday: 0, nth: 2, timeZone: 'America/New_York' },
  {
    name: 'WWE Money in the Bank',
    promotion: 'wwe',
    month: 6,
    weekday: 0,
    nth: 1,
    timeZone: 'America/New_York',
  },
  { name: 'WWE SummerSlam', promotion: 'wwe', month: 8, weekday: 0, nth: 1, timeZone: 'America/New_York' },
  {
    name: 'WWE Wrestlepalooza',
    promotion: 'wwe',
    month: 9,
    weekday: 0,
    nth: 3,
    timeZone: 'America/New_York',
  },
  { name: 'WWE Crown Jewel', promotion: 'wwe', month: 10, weekday: 0, nth: 2, timeZone: 'America/New_York' },
  {
    name: 'WWE Survivor Series',
    promotion: 'wwe',
    month: 11,
    weekday: 0,
    nth: -1,
    timeZone: 'America/New_York',
  },
  {
    name: "WWE Saturday Night's Main Event",
    promotion: 'wwe',
    month: 12,
    weekday: 0,
    nth: 2,
    special: true,
    timeZone: 'America/New_York',
  },
  { name: 'AEW Revolution', promotion: 'aew', month: 3, weekday: 1, nth: 1, timeZone: 'America/New_York' },
  { name: 'AEW Dynasty', promotion: 'aew', month: 4, weekday: 1, nth: 2, timeZone: 'America/New_York' },
  {
    name: 'AEW Double or Nothing',
    promotion: 'aew',
    month: 5,
    weekday: 1,
    nth: -1,
    timeZone: 'America/New_York',
  },
  { name: 'AEW All In', promotion: 'aew', month: 7, weekday: 0, nth: 2, timeZone: 'America/New_York' },
  { name: 'AEW All Out', promotion: 'aew', month: 9, weekday: 0, nth: 3, timeZone: 'America/New_York' },
  { name: 'AEW WrestleDream', promotion: 'aew', month: 10, weekday: 0, nth: 3, timeZone: 'America/New_York' },
  { name: 'AEW Full Gear', promotion: 'aew', month: 11, weekday: 0, nth: 3, timeZone: 'America/New_York' },
  { name: 'AEW Worlds End', promotion: 'aew', month: 12, weekday: 0, nth: -1, timeZone: 'America/New_York' },
  {
    name: 'NJPW Wrestle Kingdom',
    promotion: 'njpw',
    month: 1,
    weekday: 0,
    nth: 0,
    day: 4,
    timeZone: 'Asia/Tokyo',
  },
  { name: 'NJPW Dominion', promotion: 'njpw', month: 6, weekday: 0, nth: 2, timeZone: 'Asia/Tokyo' },
  { name: 'NJPW Power Struggle', promotion: 'njpw', month: 11, weekday: 0, nth: 1, timeZone: 'Asia/Tokyo' },
  { name: 'TNA Genesis', promotion: 'tna', month: 1, weekday: 0, nth: 3, timeZone: 'America/New_York' },
  {
    name: 'TNA Bound for Glory',
    promotion: 'tna',
    month: 10,
    weekday: 0,
    nth: 2,
    timeZone: 'America/New_York',
  },
  {
    name: 'TNA Final Resolution',
    promotion: 'tna',
    month: 12,
    weekday: 6,
    nth: 1,
    timeZone: 'America/New_York',
  },
  { name: 'ROH Final Battle', promotion: 'roh', month: 12, weekday: 6, nth: 3, timeZone: 'America/New_York' },
  {
    name: 'Stardom Dream Queendom',
    promotion: 'stardom',
    month: 12,
    weekday: 0,
    nth: -1,
    timeZone: 'Asia/Tokyo',
  },
  {
    name: 'CMLL Aniversario',
    promotion: 'cmll',
    month: 9,
    weekday: 6,
    nth: 3,
    timeZone: 'America/Mexico_City',
  },
];
/** How far ahead the next premium live events are listed. */
const PLE_AHEAD_DAYS = 45;

/** A small deterministic generator (mulberry32) seeded from a string. */
function random(seed: string) {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
const iso = (ms: number) => new Date(ms).toISOString();

/** The day (UTC midnight, ms) of a PLE's slot in `year`. */
function pleDay(ple: Ple, year: number): number {
  if (ple.day) return Date.UTC(year, ple.month - 1, ple.day);
  if (ple.nth === -1) {
    let d = Date.UTC(year, ple.month, 0);
    while (new Date(d).getUTCDay() !== ple.weekday) d -= DAY;
    return d;
  }
  let d = Date.UTC(year, ple.month - 1, 1);
  while (new Date(d).getUTCDay() !== ple.weekday) d += DAY;
  return d + (ple.nth - 1) * 7 * DAY;
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The generated shows (and nothing else) for the starter catalogue `starter`, around `now`.
 */
export function generateShows(starter: CatalogueFile, now = new Date()): ImportShow[] {
  const today = utcDay(now);
  const wrestlers = (starter.wrestlers ?? []) as ImportWrestler[];
  const teams = (starter.teams ?? []) as ImportTeam[];
  const holdersOf = new Map(
    (starter.championships ?? []).map((c) => [c.ref, { promotion: c.promotion, holders: c.holders }]),
  );
  const roster = (promotion: string) => {
    const of = (p: string) =>
      wrestlers.filter((w) => w.status === 'active' && w.promotions.includes(p) && !FIXED.has(w.ref));
    const own = of(promotion);
    const partner = PARTNER[promotion];
    return own.length < 12 && partner ? [...own, ...of(partner).filter((w) => !own.includes(w))] : own;
  };
  const shows: ImportShow[] = [];

  const card = (show: Omit<ImportShow, 'card'>, matches: number, finished: boolean): ImportMatch[] => {
    const rnd = random(show.ref);
    const pick = <T>(list: T[]): T | undefined => list.splice(Math.floor(rnd() * list.length), 1)[0];
    const pool = roster(show.promotion);
    const men = pool.filter((w) => !WOMEN.has(w.ref)).map((w) => w.ref);
    const women = pool.filter((w) => WOMEN.has(w.ref)).map((w) => w.ref);
    const used = new Set<string>();
    // Wrestlers of one team are partners, not opponents.
    const partnersOf = (ref: string) =>
      new Set(
        teams
          .filter((t) => t.members.some((m) => m.wrestler === ref))
          .flatMap((t) => t.members.map((m) => m.wrestler)),
      );
    const take = (list: string[]) => {
      for (;;) {
        const ref = pick(list);
        if (!ref || !used.has(ref)) return ref;
      }
    };
    const tagTeams = teams.filter(
      (t) =>
        t.promotions.includes(show.promotion) &&
        t.teamKind === 'team' &&
        t.members.every((m) => !FIXED.has(m.wrestler)),
    );
    const out: ImportMatch[] = [];
    const result = (sides: number, retain?: number) =>
      finished
        ? {
            winnerSide: retain ?? Math.floor(rnd() * sides),
            method: (['pinfall', 'pinfall', 'pinfall', 'submission', 'pinfall', 'knockout'] as const)[
              Math.floor(rnd() * 6)
            ],
            durationSeconds: 240 + Math.floor(rnd() * 1200),
            titleChange: false,
          }
        : null;
    // A tag match when the promotion has two tag teams free.
    if (tagTeams.length >= 2 && matches >= 3) {
      const [a, b] = [pick(tagTeams), pick(tagTeams)];
      if (a && b) {
        for (const m of [...a.members, ...b.members]) used.add(m.wrestler);
        out.push({ position: 0, sides: [[a.ref], [b.ref]], result: result(2), demo: true });
      }
    }
    for (let i = out.length; i < matches; i++) {
      const preferred = i % 3 === 1 ? women : men;
      const list = preferred.length >= 2 ? preferred : preferred === women ? men : women;
      const a = take(list);
      const b = take(list.filter((ref) => !partnersOf(a ?? '').has(ref)));
      if (b) list.splice(list.indexOf(b), 1);
      if (!a || !b) break;
      used.add(a).add(b);
      out.push({ position: 0, sides: [[a], [b]], result: result(2), demo: true });
    }
    // The main event of a PLE: a title defended, when its holders are known (they retain: demo
    // results never change who holds a real title).
    if (show.showKind !== 'weekly')
      for (const [ref, title] of holdersOf)
        if (
          title.promotion === show.promotion &&
          title.holders.length &&
          !title.holders.some((h) => FIXED.has(h) && used.has(h))
        ) {
          const challenger = take(men);
          if (challenger && !title.holders.includes(challenger)) {
            out.push({
              position: 0,
              sides: [title.holders, [challenger]],
              championship: ref,
              result: result(2, 0),
              demo: true,
            });
            break;
          }
        }
    return out.map((m, i) => ({ ...m, position: i + 1, status: finished ? 'finished' : 'upcoming' }));
  };

  const add = (show: Omit<ImportShow, 'card'>, matches: number, fixed?: ImportMatch[]) => {
    const finished = Date.parse(show.endsAt) <= now.getTime();
    shows.push({
      ...show,
      status: finished ? 'finished' : 'scheduled',
      card: fixed ?? card(show, finished ? matches : Math.max(2, Math.ceil(matches / 2)), finished),
    });
  };

  for (const series of WEEKLY) {
    let first: number;
    if (series.anchorDays !== undefined) {
      first = today + series.anchorDays * DAY;
      while (first - 7 * DAY >= today - 14 * DAY) first -= 7 * DAY;
    } else {
      first = today - 14 * DAY;
      while (new Date(first).getUTCDay() !== series.weekday) first += DAY;
    }
    for (let day = first; day < today + 28 * DAY; day += 7 * DAY) {
      const startsAt = day + series.hourUtc * 3600 * 1000;
      const date = iso(startsAt).slice(0, 10);
      const show: Omit<ImportShow, 'card'> = {
        ref: `${series.ref}-${date}`,
        name: series.name,
        promotion: series.promotion,
        showKind: 'weekly',
        startsAt: iso(startsAt),
        timeZone: series.timeZone,
        endsAt: iso(startsAt + series.hours * 3600 * 1000),
        venue: series.venue ?? null,
        city: series.city ?? null,
        hashtag: series.hashtag,
        status: 'scheduled',
        demo: true,
      };
      add(show, 5, fixedCard(series.ref, Math.round((day - today) / DAY)));
    }
  }

  const year = new Date(today).getUTCFullYear();
  for (const ple of PLES)
    for (const y of [year - 1, year, year + 1]) {
      const day = pleDay(ple, y);
      if (day < today - 14 * DAY || day > today + PLE_AHEAD_DAYS * DAY) continue;
      // US evenings start at about 00:00 UTC of `weekday`; Tokyo's at 17:00 local (08:00 UTC).
      const startsAt = day + (ple.timeZone === 'Asia/Tokyo' ? 8 : 0) * 3600 * 1000;
      add(
        {
          ref: slugOf(`${ple.name} ${y}`),
          name: ple.name,
          promotion: ple.promotion,
          showKind: ple.special ? 'special' : 'ple',
          startsAt: iso(startsAt),
          timeZone: ple.timeZone,
          endsAt: iso(startsAt + 4 * 3600 * 1000),
          venue: null,
          city: null,
          hashtag: ple.name.replace(/[^A-Za-z0-9]/g, '').slice(0, 40),
          status: 'scheduled',
          demo: true,
        },
        7,
      );
    }
  return shows.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The fixed points' cards (yesterday's Raw, the Dynamite in 3 days); other shows: generated. */
function fixedCard(series: string, daysFromToday: number): ImportMatch[] | undefined {
  if (series === 'wwe-raw' && daysFromToday === -1)
    return [
      {
        position: 1,
        sides: [['rhea-ripley'], ['iyo-sky']],
        status: 'finished',
        result: { winnerSide: 0, method: 'pinfall', durationSeconds: 754, titleChange: false },
        demo: true,
      },
      {
        position: 2,
        sides: [['cody-rhodes'], ['cm-punk']],
        championship: 'wwe-championship',
        status: 'finished',
        result: { winnerSide: 0, method: 'pinfall', durationSeconds: 1402, titleChange: false },
        demo: true,
      },
    ];
  if (series === 'aew-dynamite' && daysFromToday === 3)
    return [{ position: 1, sides: [['jon-moxley'], ['kenny-omega']], status: 'upcoming', demo: true }];
  return undefined;
}

/** The starter catalogue (real facts) with the generated shows: what the local seed imports. */
export function starterCatalogue(starter: CatalogueFile, now = new Date()): CatalogueFile {
  return { ...starter, shows: [...(starter.shows ?? []), ...generateShows(starter, now)] };
}
