/**
 * The calendar and a show's page (issue 28, docs/wrestling.md): GET /api/shows (shows in a time
 * window, all or one promotion's or the promotions the fan follows) and GET /api/shows/{showId} (the
 * show, its card, every entity the card names). Results are spoilers: a card's results come only
 * with `results=true`.
 */
import * as z from 'zod/mini';
import { id } from './common';
import { showWatchSchema } from './spoilers';
import { entityRefSchema, entitySchema, instantSchema, matchSchema } from './wrestling';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** The widest window one calendar call may ask for. */
export const SHOWS_WINDOW_MAX_DAYS = 31;
/** The most shows one calendar call answers (a window of 31 days holds far fewer). */
export const SHOWS_LIST_MAX = 200;

const flag = schema(() => z.optional(z.enum(['true', 'false'])));

/** GET /api/shows?from=&to=&promotion=&following=: shows starting in [from, to]. */
export const showsQuerySchema = schema(() =>
  z
    .object({
      from: instantSchema,
      to: instantSchema,
      promotion: z.optional(id),
      following: flag,
    })
    .check(
      z.refine((q) => Date.parse(q.from) < Date.parse(q.to), 'from must be before to'),
      z.refine(
        (q) => Date.parse(q.to) - Date.parse(q.from) <= SHOWS_WINDOW_MAX_DAYS * 24 * 3600 * 1000,
        `The window can be at most ${SHOWS_WINDOW_MAX_DAYS} days`,
      ),
    ),
);
export type ShowsQuery = z.infer<typeof showsQuerySchema>;

/**
 * A show on the calendar: its facts, its promotion (null: the promotion is gone) and the fan's watch
 * status of it with the protection that applies (Spoiler Guard: the calendar's one-tap buttons;
 * decided from the viewer's state, no request more; optional for clients built before it).
 */
export const calendarShowSchema = schema(() =>
  z.extend(entitySchema, { promotion: z.nullable(entityRefSchema), watch: z.optional(showWatchSchema) }),
);
export type CalendarShow = z.infer<typeof calendarShowSchema>;
export const showListSchema = schema(() => z.object({ shows: z.array(calendarShowSchema) }));
export type ShowList = z.infer<typeof showListSchema>;

/**
 * GET /api/shows/{showId}?results=true: the results too (spoilers), unless Spoiler Guard protects the
 * fan from the show; `&spoilers=reveal` ("Show results anyway"): this show's results for this
 * request although protected (the fan's status is unchanged).
 */
export const showQuerySchema = schema(() =>
  z.object({ results: flag, spoilers: z.optional(z.enum(['reveal'])) }),
);

export const showPageSchema = schema(() =>
  z.object({
    show: entitySchema,
    /** The matches in card order; `result` null unless asked for. */
    card: z.array(matchSchema),
    /** Every entity the card names (sides, championships) and the show's promotion. */
    entities: z.array(entityRefSchema),
    /**
     * By match id, who on a title match holds the title at stake ("(c)"), as the holders are
     * without results (before every result) or with them; matches without one are absent.
     */
    champions: z.optional(z.record(z.string(), z.array(id))),
    /**
     * Spoiler Guard (docs/spoilers.md, "Results"): whether the fan is protected from this show now.
     * Then `results=true` brings no result of it (nor "(c)" a result of it decided) unless the request
     * says `spoilers=reveal`; the page offers "I've watched" and "Show results anyway" instead of the
     * switch. Always answered (optional for clients built before it).
     */
    protected: z.optional(z.boolean()),
    /** The fan's watch status of the show and the protection that applies (as GET .../watch answers). */
    watch: z.optional(showWatchSchema),
  }),
);
export type ShowPage = z.infer<typeof showPageSchema>;
