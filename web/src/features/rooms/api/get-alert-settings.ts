import * as routes from '@shared/manifest/http-route-entries';
import { type AlertSettings, alertSettingsSchema } from '@shared/schemas/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** ['/api/settings', 'alerts'] */
export const alertSettingsKey = apiKey(apiPath(routes.getAlertSettings));

/** GET /api/settings/alerts: show-night alerts on or off (off unless the fan turned them on). */
export async function getAlertSettings(): Promise<AlertSettings> {
  return alertSettingsSchema.parse(await apiJson('GET', apiPath(routes.getAlertSettings)));
}

export const alertSettingsQueryOptions = () =>
  queryOptions({ queryKey: alertSettingsKey, queryFn: getAlertSettings });

export const useAlertSettings = () => useQuery(alertSettingsQueryOptions());
