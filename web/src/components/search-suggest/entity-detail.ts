import { WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { EntitySearchResult } from '@shared/schemas/entities';
import { formatShowTime } from '@/lib/dates';

/**
 * What an entity a search found is, in one line: "Wrestler", "Promotion", and for a show its start in
 * the fan's zone and its status ("Show · Mon, Nov 30 · 8 PM ET · Finished"), so that the shows of one
 * name ("WWE Raw" every week) tell apart.
 */
export function entityDetail(entity: Pick<EntitySearchResult, 'kind' | 'startsAt' | 'status'>): string {
  const kind = WRESTLING_LABELS.kind[entity.kind];
  if (entity.kind !== 'show' || !entity.startsAt) return kind;
  const status = entity.status ? WRESTLING_LABELS.showStatus[entity.status] : null;
  return [kind, formatShowTime(entity.startsAt), status].filter(Boolean).join(' · ');
}
