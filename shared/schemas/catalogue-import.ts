/**
 * The catalogue import format (`npm run catalogue:import -- <file.json>`, docs/wrestling.md): one
 * JSON file of promotions, wrestlers, teams, championships, shows (each with its card) and reigns.
 *
 * Every record has a stable `ref` (its slug) and optional `externalIds` ({wikidata: 'Q…',
 * cagematch: '…'}); records name each other by slug, either a record of the same file or an entity
 * already stored. The shape is checked here; the references and the rules between records (a show
 * ending before it starts, a card position twice, a winner side out of range...) by the import's
 * domain (functions/domain/catalogue/import.ts), all before anything is written.
 */
import * as z from 'zod/mini';
import { int } from './common';
import {
  CATALOGUE_LIMITS,
  catalogueNameSchema,
  catalogueTextSchema,
  dateOnlySchema,
  instantSchema,
  MATCH_METHODS,
  MATCH_STATUSES,
  SHOW_HASHTAG_PATTERN,
  SHOW_KINDS,
  SHOW_STATUSES,
  slugSchema,
  TEAM_KINDS,
  timeZoneSchema,
  WRESTLER_DIVISIONS,
  WRESTLER_STATUSES,
} from './wrestling';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const IMPORT_FORMAT_VERSION = 1;

/** The external id sources an import may name; each id is a marker (EXTID#{source}:{id}). */
export const EXTERNAL_ID_SOURCES = ['wikidata', 'cagematch'] as const;

/** Names and texts as the admin routes take them: cleaned, and showing something (./wrestling.ts). */
const name = catalogueNameSchema;
const text = catalogueTextSchema;
const colour = schema(() => z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'colours are #rrggbb')));
const externalIds = schema(() =>
  z.optional(
    z.strictObject({
      wikidata: z.optional(z.string().check(z.regex(/^Q[1-9]\d*$/, 'Wikidata ids are Q followed by digits'))),
      cagematch: z.optional(z.string().check(z.regex(/^[A-Za-z0-9=&._-]{1,40}$/, 'bad Cagematch id'))),
    }),
  ),
);
const common = () => ({ ref: slugSchema, externalIds, name, demo: z.optional(z.boolean()) });

export const importPromotionSchema = schema(() =>
  z.strictObject({
    ...common(),
    shortName: name,
    country: text,
    founded: z.nullable(int().check(z.gte(1800), z.lte(2100))),
    website: z.nullable(text),
    active: z.boolean(),
    colors: z.object({ primary: colour, secondary: colour }),
  }),
);
export const importWrestlerSchema = schema(() =>
  z.strictObject({
    ...common(),
    akas: z.optional(z.array(name).check(z.maxLength(CATALOGUE_LIMITS.akas))),
    promotions: z.array(slugSchema).check(z.maxLength(5)),
    status: z.enum(WRESTLER_STATUSES),
    hometown: z.optional(z.nullable(text)),
    debutYear: z.optional(z.nullable(int().check(z.gte(1900), z.lte(2100)))),
    division: z.optional(z.nullable(z.enum(WRESTLER_DIVISIONS))),
  }),
);
export const importTeamSchema = schema(() =>
  z.strictObject({
    ...common(),
    teamKind: z.enum(TEAM_KINDS),
    promotions: z.array(slugSchema).check(z.maxLength(5)),
    members: z
      .array(
        z.strictObject({
          wrestler: slugSchema,
          from: z.optional(z.nullable(dateOnlySchema)),
          to: z.optional(z.nullable(dateOnlySchema)),
        }),
      )
      .check(z.maxLength(30)),
  }),
);
export const importChampionshipSchema = schema(() =>
  z.strictObject({
    ...common(),
    promotion: slugSchema,
    division: z.optional(z.nullable(text)),
    active: z.boolean(),
    /** The current holders (wrestlers or teams); empty: vacant or not known. */
    holders: z.array(slugSchema).check(z.maxLength(CATALOGUE_LIMITS.sideSize)),
  }),
);
export const importResultSchema = schema(() =>
  z.strictObject({
    winnerSide: z.nullable(int().check(z.gte(0))),
    method: z.optional(z.nullable(z.enum(MATCH_METHODS))),
    durationSeconds: z.optional(z.nullable(int().check(z.gte(0), z.lte(4 * 3600)))),
    titleChange: z.optional(z.boolean()),
  }),
);
export const importMatchSchema = schema(() =>
  z.strictObject({
    position: int().check(z.gte(1), z.lte(CATALOGUE_LIMITS.card)),
    sides: z
      .array(z.array(slugSchema).check(z.minLength(1), z.maxLength(CATALOGUE_LIMITS.sideSize)))
      .check(z.minLength(2, 'a match has at least two sides'), z.maxLength(CATALOGUE_LIMITS.sides)),
    stipulation: z.optional(z.nullable(text)),
    championship: z.optional(z.nullable(slugSchema)),
    status: z.optional(z.enum(MATCH_STATUSES)),
    result: z.optional(z.nullable(importResultSchema)),
    demo: z.optional(z.boolean()),
  }),
);
export const importShowSchema = schema(() =>
  z.strictObject({
    ...common(),
    promotion: slugSchema,
    showKind: z.enum(SHOW_KINDS),
    startsAt: instantSchema,
    timeZone: timeZoneSchema,
    endsAt: instantSchema,
    venue: z.optional(z.nullable(text)),
    city: z.optional(z.nullable(text)),
    hashtag: z.optional(
      z.nullable(z.string().check(z.regex(SHOW_HASHTAG_PATTERN, 'hashtags are letters and numbers'))),
    ),
    status: z.enum(SHOW_STATUSES),
    card: z.array(importMatchSchema).check(z.maxLength(CATALOGUE_LIMITS.card)),
  }),
);
export const importReignSchema = schema(() =>
  z.strictObject({
    championship: slugSchema,
    holders: z.array(slugSchema).check(z.minLength(1), z.maxLength(CATALOGUE_LIMITS.sideSize)),
    from: dateOnlySchema,
    to: z.nullable(dateOnlySchema),
    /** The show it was won at, when known. */
    show: z.optional(z.nullable(slugSchema)),
    demo: z.optional(z.boolean()),
  }),
);

export const catalogueFileSchema = schema(() =>
  z.strictObject({
    version: z.literal(IMPORT_FORMAT_VERSION),
    promotions: z.optional(z.array(importPromotionSchema)),
    wrestlers: z.optional(z.array(importWrestlerSchema)),
    teams: z.optional(z.array(importTeamSchema)),
    championships: z.optional(z.array(importChampionshipSchema)),
    shows: z.optional(z.array(importShowSchema)),
    reigns: z.optional(z.array(importReignSchema)),
  }),
);
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
export type ImportPromotion = z.infer<typeof importPromotionSchema>;
export type ImportWrestler = z.infer<typeof importWrestlerSchema>;
export type ImportTeam = z.infer<typeof importTeamSchema>;
export type ImportChampionship = z.infer<typeof importChampionshipSchema>;
export type ImportShow = z.infer<typeof importShowSchema>;
export type ImportMatch = z.infer<typeof importMatchSchema>;
export type ImportReign = z.infer<typeof importReignSchema>;
