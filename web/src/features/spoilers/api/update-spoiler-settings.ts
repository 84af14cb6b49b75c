import * as routes from '@shared/manifest/http-route-entries';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { type SpoilerSettings, spoilerSettingsSchema } from '@shared/schemas/spoilers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { spoilerKeys } from '@/lib/spoilers/spoiler-keys';

/** PUT /api/settings/spoilers {protect, liftAfter}: the answer is the settings as stored. */
export async function updateSpoilerSettings(settings: SpoilerSettings): Promise<SpoilerSettings> {
  return spoilerSettingsSchema.parse(
    await apiJson('PUT', apiPath(routes.updateSpoilerSettings), spoilerSettingsSchema.parse(settings)),
  );
}

/**
 * Save the settings as they are chosen, with the house's toasts ("Saved", or the reason it failed);
 * new settings change which shows are protected, so every answer the guard shapes is fetched again.
 */
export function useUpdateSpoilerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpoilerSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(spoilerKeys.settings, saved);
      toast({ title: SPOILER_TEXTS.saved, variant: 'success' });
      await Promise.all(spoilerKeys.guarded.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) =>
      toast({
        title: SPOILER_TEXTS.settingsFailed,
        description: apiErrorMessage(error) ?? undefined,
        variant: 'destructive',
      }),
  });
}
