import * as routes from '@shared/manifest/http-route-entries';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** DELETE /api/admin/rooms/{showId}/messages/{seq}: an admin deletes a message for everyone. */
export async function deleteRoomMessage(showId: string, seq: number): Promise<void> {
  await apiJson('DELETE', apiPath(routes.deleteRoomMessage, { showId, messageId: String(seq) }));
}

/** `onDeleted`: the page blanks it at once (the room's next frame says so to everyone else). */
export function useDeleteRoomMessage(showId: string, onDeleted: (seq: number) => void) {
  return useMutation({
    mutationFn: (seq: number) => deleteRoomMessage(showId, seq),
    onSuccess: (_answer, seq) => onDeleted(seq),
    onError: (error) =>
      toast({ title: apiErrorMessage(error) ?? ROOM_TEXTS.actionFailed, variant: 'destructive' }),
  });
}
