import { deleteRoomMessage } from '@/lib/rooms/delete-room-message';
import { useAdminAction } from './use-admin-action';

/** The admin queue's "Delete for everyone" on a reported room message (docs/rooms.md, "Reports"). */
export function useDeleteRoomMessage() {
  return useAdminAction(
    ({ showId, seq }: { showId: string; seq: number }) => deleteRoomMessage(showId, seq),
    {
      posts: false,
    },
  );
}
