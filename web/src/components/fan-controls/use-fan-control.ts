import { BLOCK_TEXTS } from '@shared/messages-controls';
import type { User } from '@shared/schemas/users';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage } from '@/lib/api-client';
import { type ControlAction, useFanControlMutation } from '@/lib/users/fan-controls';

/** What a control's success says, by action. */
const doneText = (action: ControlAction, handle: string) => {
  switch (action.kind) {
    case 'block':
      return BLOCK_TEXTS.blockedToast(handle);
    case 'unblock':
      return BLOCK_TEXTS.unblockedToast(handle);
    case 'mute':
      return BLOCK_TEXTS.mutedToast(handle);
    case 'unmute':
      return BLOCK_TEXTS.unmutedToast(handle);
  }
};

/** The fan a control is about: their id, and the handle the menu, the dialogs and the toasts name. */
export type ControlledFan = Pick<User, 'id' | 'handle'>;

/**
 * Runs a control on a fan with its toast: `act(action)`, and whether one runs. The toast is read from
 * the promise, not from the mutation's callbacks: a mute or a block from a post's menu takes the post
 * (and the menu with it) off the list before the answer's callbacks would run.
 */
export function useFanControl(fan: ControlledFan) {
  const control = useFanControlMutation(fan.id);
  const act = (action: ControlAction) =>
    control.mutateAsync(action).then(
      () => toast({ title: doneText(action, fan.handle), variant: 'success' }),
      (error: unknown) =>
        toast({
          title: BLOCK_TEXTS.failed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    );
  return { act, pending: control.isPending };
}
