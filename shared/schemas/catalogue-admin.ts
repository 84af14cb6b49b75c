/**
 * The admin Catalogue tab's routes (issue 28, docs/wrestling.md): create and edit entities, list
 * them, build a show's card, mark a show live or finished, enter results, crown champions, read the
 * catalogue's audit log. The entity and match inputs themselves are in ./wrestling.ts (the import
 * shares them).
 */
import * as z from 'zod/mini';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '../constants';
import { id, isoDate, queryInt, trimmed, ulidSchema } from './common';
import {
  CATALOGUE_LIMITS,
  dateOnlySchema,
  ENTITY_KINDS,
  entityInputSchema,
  entitySchema,
  matchInputSchema,
  SHOW_STATUSES,
} from './wrestling';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** An entity as admins see it: its facts and when it last changed (what an edit must name). */
export const adminEntitySchema = schema(() =>
  z.extend(entitySchema, { createdAt: isoDate, updatedAt: isoDate }),
);
export type AdminEntity = z.infer<typeof adminEntitySchema>;

/** PUT /api/admin/entities/{entityId}: the facts, and the `updatedAt` the admin edited (stale: 409). */
export const entityUpdateSchema = schema(() =>
  z.strictObject({ updatedAt: isoDate, entity: entityInputSchema }),
);
export type EntityUpdate = z.infer<typeof entityUpdateSchema>;

/**
 * GET /api/admin/entities?kind=&q=&cursor=&limit=: one kind, by name (shows by date, newest first);
 * q: those with a word (of the name, an also-known-as name, the short name) starting with each of
 * its words, accents and case ignored.
 */
export const catalogueQuerySchema = schema(() =>
  z.object({
    kind: z.enum(ENTITY_KINDS),
    q: z.optional(trimmed(z.maxLength(CATALOGUE_LIMITS.name))),
    cursor: z.optional(z.string().check(z.maxLength(400))),
    limit: queryInt(1, ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
  }),
);
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** PUT .../matches/{matchId}: the match, and optionally live (only while its show is live). */
export const matchUpdateSchema = schema(() =>
  z.strictObject({
    ...matchInputSchema.def.shape,
    status: z.optional(z.enum(['upcoming', 'live'])),
  }),
);
export type MatchUpdate = z.infer<typeof matchUpdateSchema>;

/** PUT /api/admin/shows/{showId}/status: scheduled -> live -> finished. */
export const showStatusInputSchema = schema(() => z.strictObject({ status: z.enum(SHOW_STATUSES) }));

/** POST /api/admin/championships/{entityId}/reigns: new holders from a date (no holders: vacated). */
export const crownInputSchema = schema(() =>
  z.strictObject({
    holderIds: z.array(id).check(z.maxLength(CATALOGUE_LIMITS.sideSize)),
    from: dateOnlySchema,
  }),
);
export type CrownInput = z.infer<typeof crownInputSchema>;

export const reignSchema = schema(() =>
  z.object({
    championshipId: id,
    holderIds: z.array(id),
    from: z.string(),
    to: z.nullable(z.string()),
    showId: z.nullable(id),
    matchId: z.nullable(id),
    demo: z.boolean(),
  }),
);
export type Reign = z.infer<typeof reignSchema>;

/** A championship after a crowning: its facts and the reign that began (null: vacated). */
export const crownResultSchema = schema(() =>
  z.object({ championship: adminEntitySchema, reign: z.nullable(reignSchema) }),
);

export const CATALOGUE_ACTIONS = [
  'create',
  'update',
  'add-match',
  'update-match',
  'delete-match',
  'set-status',
  'set-result',
  'crown',
] as const;
export type CatalogueAction = (typeof CATALOGUE_ACTIONS)[number];

/**
 * One CATALOGUE#AUDIT entry as the admin log answers it: a change of one entity (its action, before
 * and after), or a run of `npm run catalogue:import` (action 'import', no one entity: `after` holds
 * the file it read and its counts).
 */

/** One CATALOGUE#AUDIT entry: who changed what, and how it was before and after. */
export const catalogueAuditEntrySchema = schema(() =>
  z.object({
    id: ulidSchema,
    actorId: id,
    action: z.enum([...CATALOGUE_ACTIONS, 'import']),
    entityId: z.nullable(id),
    kind: z.nullable(z.enum(ENTITY_KINDS)),
    at: isoDate,
    before: z.nullable(z.record(z.string(), z.unknown())),
    after: z.nullable(z.record(z.string(), z.unknown())),
  }),
);
export type CatalogueAuditEntry = z.infer<typeof catalogueAuditEntrySchema>;

export const catalogueAuditQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
    before: z.optional(ulidSchema),
  }),
);
