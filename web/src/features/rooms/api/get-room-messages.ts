import * as routes from '@shared/manifest/http-route-entries';
import { ROOM_BACKLOG } from '@shared/rooms';
import { type RoomMessagesPage, roomMessagesPageSchema } from '@shared/schemas/rooms';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * GET /api/shows/{showId}/room/messages?after=N | before=N: a page by sequence, oldest first.
 * `after`: what came after N (the resume after every subscribe; `more` says whether to ask again);
 * `before`: the ROOM_BACKLOG before N (scrolling back, the archive). Called by the room's live log,
 * not through a query: its pages merge into one list.
 */
export async function getRoomMessages(
  showId: string,
  at: { after: number } | { before: number },
): Promise<RoomMessagesPage> {
  const query = 'after' in at ? { after: at.after } : { before: at.before, limit: ROOM_BACKLOG };
  return roomMessagesPageSchema.parse(
    await apiJson('GET', apiPath(routes.getRoomMessages, { showId }, query)),
  );
}
