import * as routes from '@shared/manifest/http-route-entries';
import { type SpoilerSettings, spoilerSettingsSchema } from '@shared/schemas/spoilers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { spoilerKeys } from '@/lib/spoilers/spoiler-keys';

/** GET /api/settings/spoilers: which shows protect the fan, and when protection lifts by itself. */
export async function getSpoilerSettings(): Promise<SpoilerSettings> {
  return spoilerSettingsSchema.parse(await apiJson('GET', apiPath(routes.getSpoilerSettings)));
}

export const spoilerSettingsQueryOptions = () =>
  queryOptions({ queryKey: spoilerKeys.settings, queryFn: getSpoilerSettings });

export const useSpoilerSettings = () => useQuery(spoilerSettingsQueryOptions());
