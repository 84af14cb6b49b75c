import * as routes from '@shared/manifest/http-route-entries';
import { type ShowAlert, showAlertSchema } from '@shared/schemas/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** ['/api/shows', '{id}', 'alerts']: under the show's own key, so what refreshes a show refreshes its bell. */
export const showAlertKey = (showId: string) => apiKey(apiPath(routes.getShowAlert, { showId }));

/** GET /api/shows/{showId}/alerts: whether the show page's bell is on for the fan. */
export async function getShowAlert(showId: string): Promise<ShowAlert> {
  return showAlertSchema.parse(await apiJson('GET', apiPath(routes.getShowAlert, { showId })));
}

export const showAlertQueryOptions = (showId: string) =>
  queryOptions({ queryKey: showAlertKey(showId), queryFn: () => getShowAlert(showId) });

export const useShowAlert = (showId: string) =>
  useQuery({ ...showAlertQueryOptions(showId), enabled: showId !== '' });
