import * as routes from '@shared/manifest/http-route-entries';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useAdminAction } from './use-admin-action';

/**
 * DELETE /api/admin/rooms/{showId}/messages/{messageId}: an admin deletes a reported room message for
 * everyone (it disappears from every screen in the room; docs/rooms.md).
 */
export async function deleteRoomMessage({ showId, seq }: { showId: string; seq: number }): Promise<void> {
  await apiJson('DELETE', apiPath(routes.deleteRoomMessage, { showId, messageId: String(seq) }));
}

export function useDeleteRoomMessage() {
  return useAdminAction(deleteRoomMessage, { posts: false });
}
