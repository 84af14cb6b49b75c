/**
 * The Catalogue tab's calls (issue 28, B): list entities of a kind, create and edit them, build a
 * show's card, mark it live or finished, enter results, crown champions (the card itself is read with
 * the fans' show client, `@/lib/shows/get-show`). After every change the catalogue's lists and the
 * show's card are read again.
 */
import * as routes from '@shared/manifest/http-route-entries';
import { type AdminEntity, adminEntitySchema } from '@shared/schemas/catalogue-admin';
import type { EntityKind, MatchInput, MatchResultInput } from '@shared/schemas/wrestling';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';
import { showKeys } from '@/lib/shows/show-keys';

const catalogueRoot = apiKey(apiPath(routes.listCatalogue));
export const catalogueKeys = {
  /** ['/api/admin', 'entities', kind, q] */
  list: (kind: EntityKind, q: string) => [...catalogueRoot, kind, q] as const,
};

export async function listCatalogue(kind: EntityKind, q: string): Promise<AdminEntity[]> {
  const url = apiPath(routes.listCatalogue, {}, q ? { kind, q, limit: '50' } : { kind, limit: '50' });
  return z.array(adminEntitySchema).parse(await apiJson('GET', url));
}

export const catalogueListOptions = (kind: EntityKind, q: string) =>
  queryOptions({ queryKey: catalogueKeys.list(kind, q), queryFn: () => listCatalogue(kind, q) });
export const useCatalogueList = (kind: EntityKind, q: string, enabled = true) =>
  useQuery({ ...catalogueListOptions(kind, q), enabled });

export const saveEntity = async (input: {
  id?: string;
  updatedAt?: string;
  entity: Record<string, unknown>;
}): Promise<AdminEntity> =>
  adminEntitySchema.parse(
    input.id
      ? await apiJson('PUT', apiPath(routes.updateEntity, { entityId: input.id }), {
          updatedAt: input.updatedAt,
          entity: input.entity,
        })
      : await apiJson('POST', apiPath(routes.createEntity), input.entity),
  );

export const addMatch = (input: { showId: string; match: MatchInput }) =>
  apiJson('POST', apiPath(routes.addMatch, { showId: input.showId }), input.match);
export const updateMatch = (input: {
  showId: string;
  matchId: string;
  match: MatchInput & { status?: 'live' };
}) =>
  apiJson('PUT', apiPath(routes.updateMatch, { showId: input.showId, matchId: input.matchId }), input.match);
export const deleteMatch = (input: { showId: string; matchId: string }) =>
  apiJson('DELETE', apiPath(routes.deleteMatch, input));
export const setShowStatus = (input: { showId: string; status: 'live' | 'finished' }) =>
  apiJson('PUT', apiPath(routes.setShowStatus, { showId: input.showId }), { status: input.status });
export const setMatchResult = (input: { showId: string; matchId: string; result: MatchResultInput }) =>
  apiJson(
    'PUT',
    apiPath(routes.setMatchResult, { showId: input.showId, matchId: input.matchId }),
    input.result,
  );
export const crownChampion = (input: { championshipId: string; holderIds: string[]; from: string }) =>
  apiJson('POST', apiPath(routes.crownChampion, { entityId: input.championshipId }), {
    holderIds: input.holderIds,
    from: input.from,
  });

/**
 * A catalogue change: afterwards the lists and every show (its card under the key the fans' show page
 * reads too, `showKeys`) are read again, whatever the outcome.
 */
export function useCatalogueAction<T, R = unknown>(action: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueRoot }),
        queryClient.invalidateQueries({ queryKey: showKeys.all }),
      ]),
  });
}
