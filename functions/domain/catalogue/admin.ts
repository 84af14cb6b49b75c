/**
 * The admin Catalogue tab (issue 28, docs/wrestling.md): admins create and edit entities
 * (./admin-entities.ts), build a show's card and mark it live and finished (./admin-cards.ts),
 * enter results (a title change follows from them) and crown champions (./admin-titles.ts). Every
 * change is one transaction with its CATALOGUE#AUDIT entry and the links it implies (roster,
 * member, holder, appeared); a refused change writes nothing. This module holds what they share:
 * the transaction's commit, the audit entry, the reference and rule checks, and the audit log.
 *
 * Concurrency: an entity's write is conditioned on the `updatedAt` the admin saw (a stale edit is
 * 409); a card's changes are conditioned on the show's `cardVersion` (so two admins cannot put two
 * matches at one position); a result on the match's `updatedAt` and the championship's.
 * The items and transaction items are data/catalogue/'s (items.ts, entities.ts, links.ts, cards.ts,
 * titles.ts, audit.ts); this layer decides.
 */
import type {
  AdminEntity,
  CatalogueAction,
  CatalogueAuditEntry,
} from '../../../shared/schemas/catalogue-admin';
import type { EntityKind, Match } from '../../../shared/schemas/wrestling';
import { SHOW_STATUSES } from '../../../shared/schemas/wrestling';
import { auditPut, catalogueAuditPage } from '../../data/catalogue/audit';
import { entitiesById } from '../../data/catalogue/entities';
import type { EntityItem, MatchItem } from '../../data/catalogue/items';
import type { Db } from '../../data/client';
import { invalid } from '../../lib/errors';
import { ulid } from '../../lib/ulid';
import { toEntity } from './shapes';
import { toMatch } from './shows';

export interface CatalogueDeps {
  db: Db;
  now: () => Date;
}

/** The monogram colours of an entity without a promotion. */
export const GREY = { primary: '#455a64', secondary: '#eceff1' } as const;

export const toAdminEntity = (item: EntityItem): AdminEntity => ({
  ...toEntity(item),
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const matchOut = (item: MatchItem): Match => toMatch(item, true);

/** The change's audit entry (who, what, before and after), for its transaction. */
export function audit(
  deps: CatalogueDeps,
  actorId: string,
  action: CatalogueAction,
  entity: { id: string; kind: EntityKind },
  before: object | null,
  after: object | null,
) {
  const at = deps.now();
  return auditPut(deps.db, {
    id: ulid(at.getTime()),
    actorId,
    action,
    entityId: entity.id,
    kind: entity.kind,
    at: at.toISOString(),
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
  });
}

export async function listCatalogueAudit(
  db: Db,
  page: { limit: number; before?: string },
): Promise<{ items: CatalogueAuditEntry[]; nextCursor: string | undefined }> {
  const items = await catalogueAuditPage(db, page);
  return {
    items: items.map((item) => {
      const { id, actorId, at } = item;
      if (item.action === 'import')
        return {
          id,
          actorId,
          action: item.action,
          entityId: null,
          kind: null,
          at,
          before: null,
          after: { source: item.source, counts: item.counts },
        };
      const { action, entityId, kind, before, after } = item;
      return { id, actorId, action, entityId, kind, at, before, after };
    }),
    nextCursor: items.length >= page.limit ? items[items.length - 1]?.id : undefined,
  };
}

/** The entities `ids` name, each required to be of one of `kinds` (else 400 naming it). */
export async function referenced(
  db: Db,
  ids: readonly string[],
  kinds: readonly EntityKind[],
  message: (id: string) => string,
): Promise<Map<string, EntityItem>> {
  if (!ids.length) return new Map();
  const found = await entitiesById(db, ids);
  for (const id of ids) {
    const item = found.get(id);
    if (!item || !kinds.includes(item.kind)) throw invalid(message(id));
  }
  return found;
}

/** Refuses (400) with the first of a rule's problems (./rules.ts), if any. */
export function refuse(problems: readonly string[]): void {
  if (problems[0]) throw invalid(problems[0]);
}

/** How many of a card's matches have no result yet (a show is finished only with none). */
export const withoutResult = (matches: readonly MatchItem[]) => matches.filter((m) => !m.result).length;

/** How the rules name an entity: its slug (the import names it so too), else its id. */
export const slugOf = (found: Map<string, EntityItem>, id: string) => found.get(id)?.slug ?? id;

/** Where a status is on the way scheduled -> live -> finished (an edit too only goes forward). */
export const statusRank = (status: unknown) =>
  SHOW_STATUSES.indexOf(status as (typeof SHOW_STATUSES)[number]);
