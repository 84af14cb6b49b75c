import { lazy, Suspense, useState } from 'react';
import type { NotificationPanelProps } from './notification-panel';

const Panel = lazy(() => import('./notification-panel'));

/**
 * The notification panel, its code loaded the first time the fan opens it (it is not part of the
 * first load). Once loaded it stays mounted, so closing it animates.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const [opened, setOpened] = useState(false);
  if (props.anchorEl && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
