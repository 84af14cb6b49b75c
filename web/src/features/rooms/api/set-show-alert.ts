import * as routes from '@shared/manifest/http-route-entries';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { type ShowAlert, showAlertInputSchema, showAlertSchema } from '@shared/schemas/rooms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { showAlertKey } from './get-show-alert';

/** PUT /api/shows/{showId}/alerts {on}: the show page's bell. */
export async function setShowAlert(showId: string, on: boolean): Promise<ShowAlert> {
  return showAlertSchema.parse(
    await apiJson('PUT', apiPath(routes.setShowAlert, { showId }), showAlertInputSchema.parse({ on })),
  );
}

/**
 * Rings or silences the bell: pressed at once, the stored answer after; on a failure the old state
 * comes back with a toast saying why.
 */
export function useSetShowAlert(showId: string) {
  const queryClient = useQueryClient();
  const key = showAlertKey(showId);
  return useMutation({
    mutationFn: (on: boolean) => setShowAlert(showId, on),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShowAlert>(key);
      queryClient.setQueryData<ShowAlert>(key, { showId, on });
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error, _on, context) => {
      queryClient.setQueryData(key, context?.before);
      toast({
        title: ROOM_TEXTS.alertsFailed,
        description: apiErrorMessage(error) ?? undefined,
        variant: 'destructive',
      });
    },
  });
}
