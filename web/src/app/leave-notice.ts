import { type ToastInput, toast } from '@/components/ui/toast/toast-store';

/**
 * A notice that survives the reload to the landing page (a screen that signs the fan out stores it,
 * e.g. routes/settings.tsx after the account is deleted), shown there once.
 */
export const LEAVE_NOTICE_KEY = 'ringside-leave-notice';

/** On start: the notice the last page left with, if any (once). */
export function showLeaveNotice(): void {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(LEAVE_NOTICE_KEY);
    if (stored === null) return;
    window.sessionStorage.removeItem(LEAVE_NOTICE_KEY);
  } catch {
    return;
  }
  try {
    const notice = JSON.parse(stored) as Partial<ToastInput>;
    if (typeof notice.title === 'string') toast({ ...notice, title: notice.title });
  } catch {
    // Not ours: nothing to show.
  }
}
