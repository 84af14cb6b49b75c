import * as routes from '@shared/manifest/http-route-entries';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { type AlertSettings, alertSettingsSchema } from '@shared/schemas/rooms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { alertSettingsKey } from './get-alert-settings';

/** PUT /api/settings/alerts {showNight}: the answer is the setting as stored. */
export async function updateAlertSettings(settings: AlertSettings): Promise<AlertSettings> {
  return alertSettingsSchema.parse(
    await apiJson('PUT', apiPath(routes.updateAlertSettings), alertSettingsSchema.parse(settings)),
  );
}

/** Saves the switch as it is flipped, with the house's toasts ("Saved", or the reason it failed). */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(alertSettingsKey, saved);
      toast({ title: ROOM_TEXTS.alertsSaved, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: ROOM_TEXTS.alertsFailed,
        description: apiErrorMessage(error) ?? undefined,
        variant: 'destructive',
      }),
  });
}
