import * as routes from '@shared/manifest/http-route-entries';
import { type PopCounts, roomPopInputSchema, roomPopResultSchema } from '@shared/schemas/rooms';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** POST /api/shows/{showId}/room/pops {matchId}: a Pop for a match (null: the room); the counts now. */
export async function popInRoom(showId: string, matchId: string | null): Promise<PopCounts> {
  const answer = roomPopResultSchema.parse(
    await apiJson('POST', apiPath(routes.popInRoom, { showId }), roomPopInputSchema.parse({ matchId })),
  );
  return answer.pops;
}

export function usePopInRoom(showId: string, onCounts: (pops: PopCounts) => void) {
  return useMutation({
    mutationFn: (matchId: string | null) => popInRoom(showId, matchId),
    onSuccess: onCounts,
  });
}
