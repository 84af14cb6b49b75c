import { type ComponentType, Suspense, useState } from 'react';

/**
 * The Cookie Policy modal. It belongs to the legal feature, so app/ passes it in (usually loaded on first
 * open); the banner and the settings' cookie choice only open it.
 */
export type CookiePolicyDialogSlot = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The open/closed state of the policy modal, and the modal itself: mounted from the first opening on (so a
 * lazily loaded one is fetched only then) and kept mounted so it can animate closed.
 */
export function usePolicyDialog(PolicyDialog: CookiePolicyDialogSlot | undefined) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const dialog =
    PolicyDialog && opened ? (
      <Suspense fallback={null}>
        <PolicyDialog open={open} onClose={() => setOpen(false)} />
      </Suspense>
    ) : null;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return { open, show, dialog };
}
