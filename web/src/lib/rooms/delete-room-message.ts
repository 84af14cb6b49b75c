import * as routes from '@shared/manifest/http-route-entries';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * DELETE /api/admin/rooms/{showId}/messages/{messageId}: an admin deletes a room message for everyone
 * (its number stays; the room's next frame blanks it on every screen; docs/rooms.md). Called from the
 * room's own admin tools and from the admin queue's report of a room message.
 */
export async function deleteRoomMessage(showId: string, seq: number): Promise<void> {
  await apiJson('DELETE', apiPath(routes.deleteRoomMessage, { showId, messageId: String(seq) }));
}
