import * as routes from '@shared/manifest/http-route-entries';
import { type EntityRef, entityRefSchema } from '@shared/schemas/wrestling';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { entityKeys } from '@/lib/entities/entity-keys';

/** GET /api/users/{userId}/entities: what a fan follows in the catalogue. */
export async function getFollowedEntities(userId: string): Promise<EntityRef[]> {
  return z
    .array(entityRefSchema)
    .parse(await apiJson('GET', apiPath(routes.getFollowedEntities, { userId })));
}

export function useFollowedEntities(userId: string) {
  return useQuery({
    queryKey: entityKeys.followed(userId),
    queryFn: () => getFollowedEntities(userId),
    retry: false,
  });
}
