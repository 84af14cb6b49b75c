import * as routes from '@shared/manifest/http-route-entries';
import { slowModeInputSchema, slowModeSchema } from '@shared/schemas/rooms';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** PUT /api/admin/rooms/{showId}/slow-mode {seconds}: the slow mode as stored. */
export async function setRoomSlowMode(showId: string, seconds: number): Promise<number> {
  const answer = slowModeSchema.parse(
    await apiJson('PUT', apiPath(routes.setRoomSlowMode, { showId }), slowModeInputSchema.parse({ seconds })),
  );
  return answer.slowModeSeconds;
}

export function useSetRoomSlowMode(showId: string, onSet: (seconds: number) => void) {
  return useMutation({ mutationFn: (seconds: number) => setRoomSlowMode(showId, seconds), onSuccess: onSet });
}
