/**
 * The wrestling catalogue (issue 28, docs/wrestling.md): promotions, wrestlers, teams,
 * championships and shows (with their cards of matches) as entities fans follow and tag posts with.
 * The facts are curated: admins edit them (the admin Catalogue tab) and operators import them
 * (`npm run catalogue:import`); fans read them.
 *
 * Every answer that names an entity gives its `kind` and `slug` (an `EntityRef` at least).
 */
import * as z from 'zod/mini';
import { MATCH_TIME_MAX_SECONDS, MATCH_TIME_PATTERN, parseMatchTime } from '../match-time';
import { CATALOGUE_TEXTS } from '../messages-wrestling';
import { id, int, isoDate, userText } from './common';
import { ENTITY_KINDS, POST_TAGS_MAX } from './entity-refs';

/** What home and the post box read (a post's tags) lives in ./entity-refs.ts, kept small. */
export {
  ENTITY_KINDS,
  ENTITY_PATHS,
  type EntityKind,
  type EntityRef,
  entityRefSchema,
  postTagsSchema,
} from './entity-refs';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

// ---------------------------------------------------------------------------------------------
// Kinds, statuses, limits

/** The kinds a fan follows (a show is tagged, not followed). */
export const FOLLOWABLE_KINDS = ['promotion', 'wrestler', 'team', 'championship'] as const;
export type FollowableKind = (typeof FOLLOWABLE_KINDS)[number];

export const WRESTLER_STATUSES = ['active', 'inactive', 'retired'] as const;
/** The division a wrestler works in, as a promotion's roster groups them (null: not known). */
export const WRESTLER_DIVISIONS = ['men', 'women'] as const;
export type WrestlerDivision = (typeof WRESTLER_DIVISIONS)[number];
export const TEAM_KINDS = ['team', 'stable'] as const;
/** weekly TV, premium live event, special. */
export const SHOW_KINDS = ['weekly', 'ple', 'special'] as const;
export const SHOW_STATUSES = ['scheduled', 'live', 'finished'] as const;
export const MATCH_STATUSES = ['upcoming', 'live', 'finished'] as const;
/**
 * How a match ended (null method: not given): how a side won, or, for a match without a winner
 * (`winnerSide: null`), the outcome (NO_WINNER_METHODS).
 */
export const MATCH_METHODS = [
  'pinfall',
  'submission',
  'knockout',
  'count-out',
  'disqualification',
  'no-contest',
  'draw',
  'other',
  'double-count-out',
  'double-disqualification',
] as const;
/**
 * How a match ended without a winner, a small complete set: a draw (time limit, double pin, double
 * knockout), a no contest (stopped, thrown out), a double count-out, a double disqualification. A
 * result without a winner names one; one with a winner names none of them
 * (functions/domain/catalogue/rules.ts). Labels: NO_WINNER_OUTCOME_TEXTS.
 */
export const NO_WINNER_METHODS = [
  'draw',
  'no-contest',
  'double-count-out',
  'double-disqualification',
] as const;
export type NoWinnerMethod = (typeof NO_WINNER_METHODS)[number];
export const isNoWinnerMethod = (method: string | null | undefined): method is NoWinnerMethod =>
  (NO_WINNER_METHODS as readonly (string | null | undefined)[]).includes(method);
/** How a side won: the methods that are not a no-winner outcome. */
export const WIN_METHODS = MATCH_METHODS.filter(
  (m): m is Exclude<(typeof MATCH_METHODS)[number], NoWinnerMethod> => !isNoWinnerMethod(m),
);
export type MatchMethod = (typeof MATCH_METHODS)[number];

export const CATALOGUE_LIMITS = {
  name: 80,
  slug: 80,
  /** Also-known-as names of a wrestler. */
  akas: 10,
  text: 120,
  /** Sides of a match, and entities on one side. */
  sides: 8,
  sideSize: 10,
  /** Matches on one card. */
  card: 20,
  /** Tags on a post: one show and up to 5 other entities. */
  tags: POST_TAGS_MAX,
} as const;

/** Lowercase words joined by '-': `wwe`, `rhea-ripley`, `aew-world-championship`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A show hashtag without '#': `WWERaw`, `AEWDynamite` (letters and digits). */
export const SHOW_HASHTAG_PATTERN = /^[A-Za-z0-9]{2,40}$/;

export const slugSchema = schema(() =>
  z
    .string()
    .check(
      z.maxLength(CATALOGUE_LIMITS.slug, `Slugs can be at most ${CATALOGUE_LIMITS.slug} characters`),
      z.regex(SLUG_PATTERN, 'Slugs use lowercase letters, numbers and single hyphens'),
    ),
);
/**
 * A name (an entity's, an also-known-as name, a short name) as admins and the import write it:
 * cleaned as posts and display names are (shared/text.ts: NFC, no bidi controls or zero-width
 * characters, trimmed), and showing something. The import's schema (./catalogue-import.ts) is
 * built from this one.
 */
export const catalogueNameSchema = schema(() =>
  userText(
    z.minLength(1, CATALOGUE_TEXTS.nameRequired),
    z.maxLength(CATALOGUE_LIMITS.name, `Names can be at most ${CATALOGUE_LIMITS.name} characters`),
  ),
);
/** Any other free text of the catalogue (hometown, venue, city, division, stipulation...), the same way. */
export const catalogueTextSchema = schema(() =>
  userText(
    z.minLength(1, CATALOGUE_TEXTS.textRequired),
    z.maxLength(CATALOGUE_LIMITS.text, `Text can be at most ${CATALOGUE_LIMITS.text} characters`),
  ),
);
const nameSchema = catalogueNameSchema;
const textSchema = catalogueTextSchema;
const colourSchema = schema(() => z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'Colours are #rrggbb')));
/** A calendar date, YYYY-MM-DD. */
export const dateOnlySchema = schema(() =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')),
);
/**
 * An IANA time zone (`America/Los_Angeles`, `Europe/London`, `UTC`): one the runtime knows, stored
 * as it names it (`america/new_york` -> `America/New_York`). A show's times are entered in it.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
const canonicalZone = (zone: string) =>
  isTimeZone(zone) ? new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone : zone;
export const timeZoneSchema = schema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(64, CATALOGUE_TEXTS.timeZoneUnknown),
      z.refine(isTimeZone, CATALOGUE_TEXTS.timeZoneUnknown),
      z.overwrite(canonicalZone),
    ),
);
/** A match's time as admins enter it: "m:ss" (shared/match-time.ts), at most 4 hours. */
export const matchDurationSchema = schema(() =>
  z.string().check(
    z.trim(),
    z.regex(MATCH_TIME_PATTERN, CATALOGUE_TEXTS.matchTimeFormat),
    z.refine(
      (text) => (parseMatchTime(text) ?? 0) <= MATCH_TIME_MAX_SECONDS,
      CATALOGUE_TEXTS.matchTimeTooLong,
    ),
  ),
);
/** An instant with its offset, ISO 8601 (stored in UTC). */
export const instantSchema = schema(() =>
  z.string().check(z.refine((s) => /T/.test(s) && !Number.isNaN(Date.parse(s)), 'Times are ISO 8601')),
);

// ---------------------------------------------------------------------------------------------
// What fans read

/** A team's member, and when (null to: still a member). */
export const teamMemberSchema = schema(() =>
  z.object({ entityId: id, from: z.nullable(dateOnlySchema), to: z.nullable(dateOnlySchema) }),
);

/** Every kind's facts; the fields of other kinds are absent. */
export const entitySchema = schema(() =>
  z.object({
    id,
    kind: z.enum(ENTITY_KINDS),
    slug: z.string(),
    name: z.string(),
    colors: z.object({ primary: z.string(), secondary: z.string() }),
    followerCount: int(),
    /** Generated (demo) data, not real facts: the seed's cards and results. */
    demo: z.boolean(),
    /** Stable external ids, e.g. {wikidata: 'Q44438'}. */
    externalIds: z.record(z.string(), z.string()),
    // promotion
    shortName: z.optional(z.string()),
    country: z.optional(z.string()),
    founded: z.optional(z.nullable(int())),
    website: z.optional(z.nullable(z.string())),
    active: z.optional(z.boolean()),
    // wrestler and team
    akas: z.optional(z.array(z.string())),
    promotionIds: z.optional(z.array(id)),
    status: z.optional(z.string()),
    hometown: z.optional(z.nullable(z.string())),
    debutYear: z.optional(z.nullable(int())),
    teamKind: z.optional(z.enum(TEAM_KINDS)),
    members: z.optional(z.array(teamMemberSchema)),
    // championship (and show); a championship's division is free text ("Women's tag team"), a
    // wrestler's one of WRESTLER_DIVISIONS
    promotionId: z.optional(id),
    division: z.optional(z.nullable(z.string())),
    holderIds: z.optional(z.array(id)),
    // show
    showKind: z.optional(z.enum(SHOW_KINDS)),
    startsAt: z.optional(isoDate),
    timeZone: z.optional(z.string()),
    endsAt: z.optional(isoDate),
    venue: z.optional(z.nullable(z.string())),
    city: z.optional(z.nullable(z.string())),
    hashtag: z.optional(z.nullable(z.string())),
  }),
);
export type Entity = z.infer<typeof entitySchema>;

/**
 * How a finished match ended. `winnerSide` null: no winner, `method` says how (NO_WINNER_METHODS; a
 * result stored before issue 35 may have none: "No winner").
 */
export const matchResultSchema = schema(() =>
  z.object({
    winnerSide: z.nullable(int()),
    method: z.nullable(z.enum(MATCH_METHODS)),
    durationSeconds: z.nullable(int()),
    titleChange: z.boolean(),
  }),
);
export type MatchResult = z.infer<typeof matchResultSchema>;

export const matchSchema = schema(() =>
  z.object({
    id,
    showId: id,
    /** 1 is the opener; the highest the main event. */
    position: int(),
    /** Each side's wrestlers or teams (entity ids). */
    sides: z.array(z.array(id)),
    stipulation: z.nullable(z.string()),
    championshipId: z.nullable(id),
    status: z.enum(MATCH_STATUSES),
    /** Present only when asked for (results are spoilers) and the match is finished. */
    result: z.nullable(matchResultSchema),
    demo: z.boolean(),
  }),
);
export type Match = z.infer<typeof matchSchema>;

// ---------------------------------------------------------------------------------------------
// Path and query parameters

export const slugOrIdParamsSchema = schema(() => z.object({ slugOrId: z.string().check(z.maxLength(80)) }));
export const entityIdParamsSchema = schema(() => z.object({ entityId: id }));
export const showIdParamsSchema = schema(() => z.object({ showId: id }));
export const matchParamsSchema = schema(() => z.object({ showId: id, matchId: id }));

// ---------------------------------------------------------------------------------------------
// What admins (and the import) write. References are entity ids.

export const promotionInputSchema = schema(() =>
  z.strictObject({
    kind: z.literal('promotion'),
    slug: slugSchema,
    name: nameSchema,
    shortName: nameSchema,
    country: textSchema,
    founded: z.nullable(int().check(z.gte(1800), z.lte(2100))),
    website: z.nullable(textSchema),
    active: z.boolean(),
    colors: z.object({ primary: colourSchema, secondary: colourSchema }),
  }),
);
export const wrestlerInputSchema = schema(() =>
  z.strictObject({
    kind: z.literal('wrestler'),
    slug: slugSchema,
    name: nameSchema,
    akas: z.array(nameSchema).check(z.maxLength(CATALOGUE_LIMITS.akas)),
    promotionIds: z.array(id).check(z.maxLength(5)),
    status: z.enum(WRESTLER_STATUSES),
    hometown: z.nullable(textSchema),
    debutYear: z.nullable(int().check(z.gte(1900), z.lte(2100))),
    /** Men's or women's division (null or absent: not known; the roster lists them apart). */
    division: z.optional(z.nullable(z.enum(WRESTLER_DIVISIONS))),
  }),
);
export const teamInputSchema = schema(() =>
  z.strictObject({
    kind: z.literal('team'),
    slug: slugSchema,
    name: nameSchema,
    teamKind: z.enum(TEAM_KINDS),
    promotionIds: z.array(id).check(z.maxLength(5)),
    members: z.array(teamMemberSchema).check(z.maxLength(30)),
  }),
);
export const championshipInputSchema = schema(() =>
  z.strictObject({
    kind: z.literal('championship'),
    slug: slugSchema,
    name: nameSchema,
    promotionId: id,
    division: z.nullable(textSchema),
    active: z.boolean(),
  }),
);
export const showInputSchema = schema(() =>
  z.strictObject({
    kind: z.literal('show'),
    slug: slugSchema,
    name: nameSchema,
    promotionId: id,
    showKind: z.enum(SHOW_KINDS),
    startsAt: instantSchema,
    /** IANA time zone of the venue, e.g. America/New_York: the admin enters the times in it. */
    timeZone: timeZoneSchema,
    endsAt: instantSchema,
    venue: z.nullable(textSchema),
    city: z.nullable(textSchema),
    hashtag: z.nullable(z.string().check(z.regex(SHOW_HASHTAG_PATTERN, 'Hashtags are letters and numbers'))),
    status: z.enum(SHOW_STATUSES),
  }),
);
/** POST /api/admin/entities and PUT /api/admin/entities/{entityId}: one of the kinds above. */
export const entityInputSchema = schema(() =>
  z.discriminatedUnion('kind', [
    promotionInputSchema,
    wrestlerInputSchema,
    teamInputSchema,
    championshipInputSchema,
    showInputSchema,
  ]),
);
export type EntityInput = z.infer<typeof entityInputSchema>;

/** A match on a card, as an admin writes it (POST/PUT under /api/admin/shows/{showId}/matches). */
export const matchInputSchema = schema(() =>
  z.strictObject({
    position: int().check(z.gte(1), z.lte(CATALOGUE_LIMITS.card)),
    sides: z
      .array(z.array(id).check(z.minLength(1), z.maxLength(CATALOGUE_LIMITS.sideSize)))
      .check(z.minLength(2, 'A match has at least two sides'), z.maxLength(CATALOGUE_LIMITS.sides)),
    stipulation: z.nullable(textSchema),
    championshipId: z.nullable(id),
  }),
);
export type MatchInput = z.infer<typeof matchInputSchema>;

/**
 * PUT /api/admin/shows/{showId}/matches/{matchId}/result: one tap for the winner, the rest optional.
 * No winner (`winnerSide: null`): `method` says how it ended (a draw, a no contest...). `duration`
 * is "m:ss" ("12:34"); the match stores and answers it as `durationSeconds`.
 */
export const matchResultInputSchema = schema(() =>
  z.strictObject({
    winnerSide: z.nullable(int().check(z.gte(0))),
    method: z.optional(z.nullable(z.enum(MATCH_METHODS))),
    duration: z.optional(z.nullable(matchDurationSchema)),
  }),
);
export type MatchResultInput = z.infer<typeof matchResultInputSchema>;

// Tags on posts: postTagsSchema, in ./entity-refs.ts with what home reads.
