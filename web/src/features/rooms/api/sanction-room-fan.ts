import * as routes from '@shared/manifest/http-route-entries';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import type { RoomSanction } from '@shared/rooms';
import { roomSanctionInputSchema, roomSanctionSchema } from '@shared/schemas/rooms';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** POST /api/admin/rooms/{showId}/sanctions {userId, sanction}: a timeout or a removal. */
export async function sanctionRoomFan(showId: string, userId: string, sanction: RoomSanction) {
  return roomSanctionSchema.parse(
    await apiJson(
      'POST',
      apiPath(routes.sanctionRoomFan, { showId }),
      roomSanctionInputSchema.parse({ userId, sanction }),
    ),
  );
}

export function useSanctionRoomFan(showId: string) {
  return useMutation({
    mutationFn: ({ userId, sanction }: { userId: string; sanction: RoomSanction }) =>
      sanctionRoomFan(showId, userId, sanction),
    onSuccess: (answer) => toast({ title: ROOM_TEXTS.sanctions[answer.sanction], variant: 'success' }),
    onError: (error) =>
      toast({ title: apiErrorMessage(error) ?? ROOM_TEXTS.actionFailed, variant: 'destructive' }),
  });
}
