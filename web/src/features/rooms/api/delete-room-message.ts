import { ROOM_TEXTS } from '@shared/messages-rooms';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage } from '@/lib/api-client';
import { deleteRoomMessage } from '@/lib/rooms/delete-room-message';

/**
 * The room's own "Delete for everyone" (DELETE .../messages/{seq}). `onDeleted`: the page blanks it
 * at once (the room's next frame says so to everyone else).
 */
export function useDeleteRoomMessage(showId: string, onDeleted: (seq: number) => void) {
  return useMutation({
    mutationFn: (seq: number) => deleteRoomMessage(showId, seq),
    onSuccess: (_answer, seq) => onDeleted(seq),
    onError: (error) =>
      toast({ title: apiErrorMessage(error) ?? ROOM_TEXTS.actionFailed, variant: 'destructive' }),
  });
}
