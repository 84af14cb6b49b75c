/**
 * Fans and catalogue entities (issue 28, part A): an entity's page, following entities, searching
 * them and the list of what a fan follows. The entity's own shapes are in ./wrestling.ts.
 */
import * as z from 'zod/mini';
import { ENTITY_TEXTS } from '../messages-wrestling';
import { id, isoDate, trimmed } from './common';
import {
  dateOnlySchema,
  ENTITY_KINDS,
  entityRefSchema,
  entitySchema,
  SHOW_STATUSES,
  TEAM_KINDS,
  WRESTLER_DIVISIONS,
} from './wrestling';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** Results of one entity search, at most. */
export const ENTITY_SEARCH_MAX = 20;

/** A team's member on its page: who, and since / until when (null: not known, or still a member). */
export const memberRefSchema = schema(() =>
  z.extend(entityRefSchema, { from: z.nullable(dateOnlySchema), to: z.nullable(dateOnlySchema) }),
);
export type MemberRef = z.infer<typeof memberRefSchema>;

/** A show named on a page (a wrestler's recent shows, a promotion's): when it started too. */
export const showRefSchema = schema(() =>
  z.extend(entityRefSchema, {
    startsAt: isoDate,
    /** scheduled, live or finished (absent on answers from before it was given). */
    status: z.optional(z.enum(SHOW_STATUSES)),
  }),
);
export type ShowRef = z.infer<typeof showRefSchema>;
/**
 * A show on an entity's page: a wrestler's or team's with who they faced there (`vs`, their first
 * match on it), the championship at stake in that match (`title`) and who of them holds it as the
 * fan sees the holders ("(c)": `championIds`, as the page's results setting shows them). No result.
 */
export const recentShowSchema = schema(() =>
  z.extend(showRefSchema, {
    vs: z.optional(z.array(entityRefSchema)),
    title: z.optional(entityRefSchema),
    championIds: z.optional(z.array(id)),
  }),
);
export type RecentShow = z.infer<typeof recentShowSchema>;

/**
 * One reign of a championship: its holders and dates (to null: it lasts) and the show it was won at
 * (a reign a result began is shown only with results, so is its show).
 */
export const reignRefSchema = schema(() =>
  z.object({
    holders: z.array(entityRefSchema),
    from: dateOnlySchema,
    to: z.nullable(dateOnlySchema),
    show: z.optional(showRefSchema),
  }),
);
export type ReignRef = z.infer<typeof reignRefSchema>;

/** Someone on a promotion's roster, with what its page groups them by (a wrestler's division, a team's kind). */
export const rosterRefSchema = schema(() =>
  z.extend(entityRefSchema, {
    division: z.optional(z.nullable(z.enum(WRESTLER_DIVISIONS))),
    teamKind: z.optional(z.enum(TEAM_KINDS)),
  }),
);
export type RosterRef = z.infer<typeof rosterRefSchema>;

/** A promotion's championship with its holders as the fan sees them (results setting). */
export const titleRefSchema = schema(() => z.extend(entityRefSchema, { holders: z.array(entityRefSchema) }));
export type TitleRef = z.infer<typeof titleRefSchema>;

/** The entities related to one, by relation; lists that do not apply to its kind are empty. */
export const entityRelatedSchema = schema(() =>
  z.object({
    /** A wrestler's, team's or championship's promotions; a show's promotion. */
    promotions: z.array(entityRefSchema),
    /** A wrestler's teams and stables. */
    teams: z.array(entityRefSchema),
    /** A team's members. */
    members: z.array(memberRefSchema),
    /** The championships a wrestler or team holds. */
    titles: z.array(entityRefSchema),
    /** A championship's current holders. */
    holders: z.array(entityRefSchema),
    /** A promotion's wrestlers and teams (with their division or team kind). */
    roster: z.array(rosterRefSchema),
    /** A championship's reigns, newest first. */
    reigns: z.array(reignRefSchema),
    /**
     * The shows a wrestler or team appeared on that have started (newest first), with who they
     * faced there and the title at stake (no result: results are spoilers), or a promotion's latest
     * shows.
     */
    recentShows: z.array(recentShowSchema),
    /** The same for the shows not started yet (soonest first): bookings, a promotion's next shows. */
    upcomingShows: z.array(recentShowSchema),
    /** A promotion's championships (by name) with their holders. */
    championships: z.array(titleRefSchema),
  }),
);
export type EntityRelated = z.infer<typeof entityRelatedSchema>;

/**
 * GET /api/entities/{slugOrId}?results=true: titles, holders and reigns as results left them (they
 * are spoilers); without it, as before every result (crownings and imports are facts: always).
 */
export const entityPageQuerySchema = schema(() =>
  z.object({ results: z.optional(z.enum(['true', 'false'])) }),
);

/** GET /api/entities/{slugOrId}. */
export const entityPageSchema = schema(() =>
  z.object({
    entity: entitySchema,
    following: z.boolean(),
    related: entityRelatedSchema,
    /**
     * With `results=true`: true when Spoiler Guard left out a result the page would otherwise reflect
     * (a title, holder, reign or "(c)" decided at a show the fan is protected from; docs/spoilers.md).
     */
    spoilersHidden: z.optional(z.boolean()),
  }),
);
export type EntityPage = z.infer<typeof entityPageSchema>;

/** POST and DELETE /api/entities/{entityId}/follow. */
export const entityFollowStateSchema = schema(() =>
  z.object({ entityId: id, following: z.boolean(), followerCount: z.number() }),
);
export type EntityFollowState = z.infer<typeof entityFollowStateSchema>;

/** GET /api/entities/search?q=&kind= */
export const entitySearchQuerySchema = schema(() =>
  z.object({
    q: trimmed(z.minLength(1, ENTITY_TEXTS.searchEmpty), z.maxLength(100)),
    kind: z.optional(z.enum(ENTITY_KINDS)),
  }),
);
export type EntitySearchQuery = z.infer<typeof entitySearchQuerySchema>;

/**
 * One entity a search found: an EntityRef, and for a show when it starts and its status, so that the
 * shows of one name ("WWE Raw" every week) tell apart.
 */
export const entitySearchResultSchema = schema(() =>
  z.extend(entityRefSchema, {
    startsAt: z.optional(isoDate),
    status: z.optional(z.enum(SHOW_STATUSES)),
  }),
);
export type EntitySearchResult = z.infer<typeof entitySearchResultSchema>;
