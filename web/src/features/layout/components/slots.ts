import type { ComponentType } from 'react';

/**
 * The notification panel the layout opens from the header's bell and the phone's Alerts tab. It comes
 * from app/ (the notifications feature), so the layout stays free of it.
 */
export type NotificationPanelSlot = ComponentType<{
  /** The bell or the Alerts tab; null while closed. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** Below the header's bell, or above the phone's bottom bar. */
  placement?: 'below' | 'above';
}>;
