/**
 * Tests' stand-in for the notification panel the layout opens (the real one belongs to the
 * notifications feature): a dialog with a Close button while open, telling where it was placed.
 */
export function StubNotificationPanel({
  anchorEl,
  onClose,
  placement,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  placement?: 'below' | 'above';
}) {
  return anchorEl ? (
    <div role="dialog" aria-label="Notifications" data-placement={placement}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ) : null;
}
