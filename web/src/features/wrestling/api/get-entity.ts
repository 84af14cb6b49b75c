import * as routes from '@shared/manifest/http-route-entries';
import { type EntityPage, entityPageSchema } from '@shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { entityKeys } from './entity-keys';

/** GET /api/entities/{slugOrId}: an entity, whether the fan follows it and what it relates to. */
export async function getEntity(slugOrId: string): Promise<EntityPage> {
  return entityPageSchema.parse(await apiJson('GET', apiPath(routes.getEntity, { slugOrId })));
}

export const entityQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: entityKeys.page(slugOrId), queryFn: () => getEntity(slugOrId), retry: false });

export function useEntity(slugOrId: string) {
  return useQuery(entityQueryOptions(slugOrId));
}
