import * as routes from '@shared/manifest/http-route-entries';
import {
  type RoomMessage,
  type RoomMessageInput,
  roomMessageInputSchema,
  roomMessageSchema,
} from '@shared/schemas/rooms';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * POST /api/shows/{showId}/room/messages {text, matchId}: the message as stored (with its sequence);
 * a refusal ("Slow mode is on: wait 12 s") is the error's message, shown as it is.
 */
export async function postRoomMessage(showId: string, input: RoomMessageInput): Promise<RoomMessage> {
  return roomMessageSchema.parse(
    await apiJson('POST', apiPath(routes.postRoomMessage, { showId }), roomMessageInputSchema.parse(input)),
  );
}

export function usePostRoomMessage(showId: string, onPosted: (message: RoomMessage) => void) {
  return useMutation({
    mutationFn: (input: RoomMessageInput) => postRoomMessage(showId, input),
    onSuccess: onPosted,
  });
}
