import * as routes from '@shared/manifest/http-route-entries';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { roomReportInputSchema } from '@shared/schemas/rooms';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** POST /api/shows/{showId}/room/messages/{seq}/report {reason}: into the admin queue. */
export async function reportRoomMessage(showId: string, seq: number, reason: string): Promise<void> {
  await apiJson(
    'POST',
    apiPath(routes.reportRoomMessage, { showId, messageId: String(seq) }),
    roomReportInputSchema.parse({ reason }),
  );
}

export function useReportRoomMessage(showId: string) {
  return useMutation({
    mutationFn: ({ seq, reason }: { seq: number; reason: string }) => reportRoomMessage(showId, seq, reason),
    onSuccess: () => toast({ title: ROOM_TEXTS.reported, variant: 'success' }),
    onError: (error) =>
      toast({ title: apiErrorMessage(error) ?? ROOM_TEXTS.actionFailed, variant: 'destructive' }),
  });
}
