import * as routes from '@shared/manifest/http-route-entries';
import { type EntityPage, entityPageSchema } from '@shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { entityKeys } from '@/lib/entities/entity-keys';

/**
 * GET /api/entities/{slugOrId}(?results=true): an entity, whether the fan follows it and what it
 * relates to; titles, holders and reigns as results left them only when asked (spoilers).
 */
export async function getEntity(slugOrId: string, results = false): Promise<EntityPage> {
  const url = apiPath(routes.getEntity, { slugOrId }, results ? { results: 'true' } : {});
  return entityPageSchema.parse(await apiJson('GET', url));
}

export const entityQueryOptions = (slugOrId: string, results = false) =>
  queryOptions({
    queryKey: entityKeys.page(slugOrId, results),
    queryFn: () => getEntity(slugOrId, results),
    retry: false,
    // While the other variant loads, the page shown stays (results=true after the switch).
    placeholderData: (previous: EntityPage | undefined) => previous,
  });

export function useEntity(slugOrId: string, results = false) {
  return useQuery(entityQueryOptions(slugOrId, results));
}
